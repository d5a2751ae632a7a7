import type { Page } from "~/content/types";

export const page = {
  path: "/resources/webinars",
  meta: {
    title: "Security Webinars",
    description: "Security webinars with our threat researchers and practitioners: AI threat detection, zero trust, cloud security and incident response."
  },
  hero: {
    eyebrow: "Resources",
    title: "Security Webinars",
    intro: "Live sessions with our researchers and practitioners on the threats and defences that matter right now."
  },
  sections: []
} satisfies Page;
