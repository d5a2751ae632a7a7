import type { Page } from "~/content/types";

export const page = {
  path: "/solutions/cloud-security",
  meta: {
    title: "Cloud Security Solutions",
    description: "Cloud security solutions: continuous posture management, workload protection and identity controls across multi-cloud environments."
  },
  hero: {
    eyebrow: "Solutions",
    title: "Cloud Security",
    intro: "Continuous protection for multi-cloud estates: misconfigurations found in minutes, workloads protected at runtime, identities kept to least privilege.",
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
