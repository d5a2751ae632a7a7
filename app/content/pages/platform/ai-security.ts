import type { Page } from "~/content/types";

export const page = {
  path: "/platform/ai-security",
  meta: {
    title: "AI-Powered Security",
    description: "Machine learning models that detect novel attacks, behavioural anomalies and insider threats with 99.9% accuracy and far fewer false positives."
  },
  hero: {
    eyebrow: "Platform",
    title: "AI-Powered Security",
    intro: "Machine learning that learns how your environment normally behaves, so it can see the attack that signatures miss and explain why it raised the alert.",
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
