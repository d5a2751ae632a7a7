import type { Page } from "~/content/types";

export const page = {
  path: "/solutions/government",
  meta: {
    title: "Government Security",
    description: "Government cybersecurity aligned to FedRAMP and NIST 800-53: defend public services and sensitive data against nation-state threats."
  },
  hero: {
    eyebrow: "Industries",
    title: "Government Security",
    intro: "Defend public services and sensitive data against nation-state adversaries, with controls aligned to FedRAMP and NIST SP 800-53.",
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
