import type { Page } from "~/content/types";

export const page = {
  path: "/services/threat-intelligence",
  meta: {
    title: "Threat Intelligence and Hunting",
    description: "Threat intelligence and hunting services: intelligence-led hunts that find hidden adversaries, with detection rates of 99.9% across 1000+ sources."
  },
  hero: {
    eyebrow: "Services",
    title: "Threat Intelligence and Hunting",
    intro: "Intelligence-led hunts that assume a breach and go looking for it, turning what we find into detections that keep working.",
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
