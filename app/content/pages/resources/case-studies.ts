import type { Page } from "~/content/types";

export const page = {
  path: "/resources/case-studies",
  meta: {
    title: "Case Studies",
    description: "Case studies: how enterprises, hospitals, banks and manufacturers cut risk and response times with our platform and services."
  },
  hero: {
    eyebrow: "Resources",
    title: "Case Studies",
    intro: "How organisations like yours found threats sooner, responded faster and passed their audits."
  },
  sections: []
} satisfies Page;
