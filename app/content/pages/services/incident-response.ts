import type { Page } from "~/content/types";

export const page = {
  path: "/services/incident-response",
  meta: {
    title: "Incident Response Services",
    description: "Incident response services: emergency breach response, containment, forensics and recovery, with responders engaged in under 15 minutes."
  },
  hero: {
    eyebrow: "Services",
    title: "Incident Response Services",
    intro: "When an attack is under way, our responders contain it, find out what happened and bring you back to business, engaged in under 15 minutes.",
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
