import type { Page } from "~/content/types";

export const page = {
  path: "/services/iam",
  meta: {
    title: "Identity and Access Management",
    description: "Identity and access management services: single sign-on, MFA, privileged access and identity governance that enforce least privilege."
  },
  hero: {
    eyebrow: "Services",
    title: "Identity and Access Management",
    intro: "Make identity your strongest control: the right access for the right people, verified every time, and revoked the moment it should be.",
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
