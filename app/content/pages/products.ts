import type { Page } from "~/content/types";

export const page = {
  path: "/products",
  meta: {
    title: "AI Threat Intelligence Platform",
    description: "See the AI threat-intelligence dashboard: live threat feed, APT group tracking, threat hunting operations and alerting, shown with sample data."
  },
  hero: {
    eyebrow: "AI threat intelligence",
    title: "AI Threat Intelligence Platform",
    intro: "A live view of the threats aimed at your organisation: prioritised feeds, tracked adversary groups, hunt operations and alerts, in one dashboard.",
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
