import type { Page } from "~/content/types";

export const page = {
  path: "/services/consulting",
  meta: {
    title: "Security Consulting",
    description: "Security consulting for strategy, architecture and programme design: a roadmap that cuts risk by up to 85% and security costs by 30-60%."
  },
  hero: {
    eyebrow: "Services",
    title: "Security Consulting",
    intro: "Independent advice on strategy, architecture and programme design from consultants who have built security teams, not just assessed them.",
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
