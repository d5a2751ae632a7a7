import type { Page } from "~/content/types";

export const page = {
  path: "/services",
  meta: {
    title: "Our Services",
    description: "Security services across assessment, response, training and hi-tech crime investigation, delivered by certified practitioners with 15+ years of experience."
  },
  hero: {
    eyebrow: "Services",
    title: "Our Services",
    intro: "From the first assessment to the last forensic report: practitioners who have defended, attacked and investigated real environments for 15+ years.",
    actions: [
      {
        kind: "mail",
        label: "Contact Us",
        mailbox: "contact"
      }
    ]
  },
  sections: []
} satisfies Page;
