import type { Page } from "~/content/types";

export const page = {
  path: "/solutions/incident-response",
  meta: {
    title: "Incident Response Solutions",
    description: "Incident response solutions: readiness assessments, playbooks, retainer-backed response and recovery that cut response time to under 15 minutes."
  },
  hero: {
    eyebrow: "Solutions",
    title: "Incident Response",
    intro: "Be ready before the incident: tested playbooks, a response retainer and recovery plans that hold up under pressure.",
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
