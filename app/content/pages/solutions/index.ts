import type { Page } from "~/content/types";

export const page = {
  path: "/solutions",
  meta: {
    title: "Security Solutions",
    description: "Security solutions for enterprise, healthcare, government and financial services: threat detection, cloud security, zero trust and risk management."
  },
  hero: {
    eyebrow: "Solutions",
    title: "Security Solutions",
    intro: "Security built around the regulations, threats and operations of your industry, not a one-size-fits-all product list.",
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
