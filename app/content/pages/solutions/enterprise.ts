import type { Page } from "~/content/types";

export const page = {
  path: "/solutions/enterprise",
  meta: {
    title: "Enterprise Security",
    description: "Enterprise security for complex, global organisations: threat detection, identity, cloud and compliance at scale, aligned to ISO 27001 and NIST CSF."
  },
  hero: {
    eyebrow: "Industries",
    title: "Enterprise Security",
    intro: "Security for global organisations with thousands of users, hybrid infrastructure and a board that wants to know the risk is under control.",
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
