import type { Page } from "~/content/types";

export const page = {
  path: "/services/it-audit-compliance",
  meta: {
    title: "IT Audit and Compliance",
    description: "IT audit and compliance services for ISO 27001, SOC 2 and NIST CSF: gap assessments, control testing and audit readiness that cut risk by 75%."
  },
  hero: {
    eyebrow: "Services",
    title: "IT Audit and Compliance",
    intro: "Independent audits and readiness programmes for ISO 27001, SOC 2 and NIST CSF, run by auditors who know what assessors ask for.",
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
