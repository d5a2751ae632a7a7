import type { Page } from "~/content/types";

export const page = {
  path: "/platform/incident-response",
  meta: {
    title: "Incident Response Platform",
    description: "A six-stage incident response lifecycle, from preparation to lessons learned, with playbooks for ransomware, data breaches, phishing and insider threats."
  },
  hero: {
    eyebrow: "Platform",
    title: "Incident Response",
    intro: "Orchestrated response across a six-stage lifecycle, with playbooks for the incidents that matter most and evidence preserved at every step.",
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
