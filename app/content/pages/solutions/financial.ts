import type { Page } from "~/content/types";

export const page = {
  path: "/solutions/financial",
  meta: {
    title: "Financial Services Security",
    description: "Financial services cybersecurity for PCI DSS and DORA: fraud-resistant infrastructure, operational resilience and threat intelligence for finance."
  },
  hero: {
    eyebrow: "Industries",
    title: "Financial Services Security",
    intro: "Protect transactions, customer data and operational resilience, with controls aligned to PCI DSS and the EU's Digital Operational Resilience Act (DORA).",
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
