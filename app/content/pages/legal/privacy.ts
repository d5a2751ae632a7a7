import type { Page } from "~/content/types";

export const page = {
  path: "/legal/privacy",
  meta: {
    title: "Privacy Policy",
    description: "Privacy policy: what information we collect, how we use and protect it, how long we keep it and the rights you have over it."
  },
  hero: {
    eyebrow: "Legal",
    title: "Privacy Policy",
    intro: "How we collect, use, disclose and protect personal information, and the rights you have over it."
  },
  sections: []
} satisfies Page;
