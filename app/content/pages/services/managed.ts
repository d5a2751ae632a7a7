import type { Page } from "~/content/types";

export const page = {
  path: "/services/managed",
  meta: {
    title: "Managed Security Services",
    description: "Managed security services: 24/7 monitoring, detection and response from our security operations centre, with a response time under 15 minutes."
  },
  hero: {
    eyebrow: "Services",
    title: "Managed Security Services",
    intro: "A security operations centre that watches your environment around the clock and responds in under 15 minutes, without you hiring a single analyst.",
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
