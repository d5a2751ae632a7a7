import type { Page } from "~/content/types";

export const page = {
  path: "/services/blue-team",
  meta: {
    title: "Blue Team Services",
    description: "Blue team services: detection engineering, SOC operations, threat hunting and incident readiness that harden your defences against real attacks."
  },
  hero: {
    eyebrow: "Services",
    title: "Blue Team Services",
    intro: "Defensive specialists who build, tune and test your detections, so your security team sees and stops attacks earlier.",
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
