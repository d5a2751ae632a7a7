import type { Page } from "~/content/types";

export const page = {
  path: "/solutions/threat-detection",
  meta: {
    title: "Threat Detection",
    description: "Threat detection that correlates endpoint, network, cloud and identity signals to find attacks with a 99.9% detection rate and fewer false positives."
  },
  hero: {
    eyebrow: "Solutions",
    title: "Threat Detection",
    intro: "Correlate signals across endpoints, networks, cloud and identity to catch attacks early, with alerts your team can trust.",
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
