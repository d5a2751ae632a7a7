import type { Page } from "~/content/types";

export const page = {
  path: "/platform/monitoring",
  meta: {
    title: "Real-time Monitoring",
    description: "24/7 real-time monitoring of endpoints, networks, cloud and identity, with 99.99% platform uptime and alert accuracy of 95%."
  },
  hero: {
    eyebrow: "Platform",
    title: "Real-time Monitoring",
    intro: "Continuous visibility across endpoints, networks, cloud workloads and identities, with alerts that reach the right analyst in seconds, not hours.",
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
