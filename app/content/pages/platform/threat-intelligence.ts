import type { Page } from "~/content/types";

export const page = {
  path: "/platform/threat-intelligence",
  meta: {
    title: "Threat Intelligence",
    description: "Threat intelligence from 1000+ sources across 200+ countries, enriched by AI and mapped to MITRE ATT&CK for action, not just awareness."
  },
  hero: {
    eyebrow: "Platform",
    title: "Threat Intelligence",
    intro: "Curated, enriched intelligence from 1000+ sources in 200+ countries, mapped to the adversaries and techniques that target your industry.",
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
