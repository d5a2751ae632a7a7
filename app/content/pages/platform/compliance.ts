import type { Page } from "~/content/types";

export const page = {
  path: "/platform/compliance",
  meta: {
    title: "Compliance Management",
    description: "Continuous compliance management for GDPR, HIPAA, SOC 2 and PCI DSS, with 200+ mapped controls, evidence collection and audit-ready reports."
  },
  hero: {
    eyebrow: "Platform",
    title: "Compliance Management",
    intro: "Map controls once, collect evidence continuously and walk into every audit with reports your assessor can trust.",
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
