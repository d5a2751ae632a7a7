import type { Page } from "~/content/types";

export const page = {
  path: "/services/cloud-security",
  meta: {
    title: "Cloud Security Services",
    description: "Cloud security services for AWS, Azure and Google Cloud: posture management, workload protection and secure architecture reviews."
  },
  hero: {
    eyebrow: "Services",
    title: "Cloud Security Services",
    intro: "Secure what you build in AWS, Azure and Google Cloud, from the first landing zone to the thousandth workload.",
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
