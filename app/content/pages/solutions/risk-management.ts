import type { Page } from "~/content/types";

export const page = {
  path: "/solutions/risk-management",
  meta: {
    title: "Risk Management",
    description: "Cyber risk management: quantify 50+ risk factors, prioritise remediation and report risk to the board in business terms."
  },
  hero: {
    eyebrow: "Solutions",
    title: "Risk Management",
    intro: "Measure cyber risk the way the board measures every other risk: in likelihood, impact and money, with a plan to reduce it.",
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
