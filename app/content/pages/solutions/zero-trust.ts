import type { Page } from "~/content/types";

export const page = {
  path: "/solutions/zero-trust",
  meta: {
    title: "Zero Trust",
    description: "Zero trust architecture: verify every user, device and request, segment access and cut the blast radius of any breach."
  },
  hero: {
    eyebrow: "Solutions",
    title: "Zero Trust",
    intro: "Never trust, always verify: every user, device and request checked against policy, wherever it comes from.",
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
