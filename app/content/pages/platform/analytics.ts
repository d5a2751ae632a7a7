import type { Page } from "~/content/types";

export const page = {
  path: "/platform/analytics",
  meta: {
    title: "Security Analytics",
    description: "Security analytics that turn billions of events into clear risk trends, with executive, operations and compliance dashboards."
  },
  hero: {
    eyebrow: "Platform",
    title: "Security Analytics",
    intro: "Turn billions of security events into the few trends and decisions that matter, with dashboards for executives, operations teams and auditors.",
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
