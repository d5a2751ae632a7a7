import type { Page } from "~/content/types";

export const page = {
  path: "/platform/automation",
  meta: {
    title: "Security Automation",
    description: "Security automation and orchestration: 150+ active workflows that triage alerts, enrich indicators and contain threats in minutes."
  },
  hero: {
    eyebrow: "Platform",
    title: "Security Automation",
    intro: "Automate the repetitive work of triage, enrichment and containment, so analysts spend their time on the decisions only people can make.",
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
