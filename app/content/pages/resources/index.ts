import type { Page } from "~/content/types";

export const page = {
  path: "/resources",
  meta: {
    title: "Resources",
    description: "Security resources: documentation, blog, case studies, webinars and upcoming events from our threat researchers and practitioners."
  },
  hero: {
    eyebrow: "Resources",
    title: "Resources",
    intro: "Guides, research, case studies and events from the practitioners who run our platform and services."
  },
  sections: []
} satisfies Page;
