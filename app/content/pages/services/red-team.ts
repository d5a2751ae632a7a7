import type { Page } from "~/content/types";

export const page = {
  path: "/services/red-team",
  meta: {
    title: "Red Team Operations",
    description: "Red team operations that emulate real adversaries across people, process and technology: reconnaissance, scanning, exploitation and reporting."
  },
  hero: {
    eyebrow: "Services",
    title: "Red Team Operations",
    intro: "We attack you the way real adversaries would, across people, processes and technology, so you find the gaps before they do.",
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
