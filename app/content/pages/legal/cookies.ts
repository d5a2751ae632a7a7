import type { Page } from "~/content/types";

export const page = {
  path: "/legal/cookies",
  meta: {
    title: "Cookie Policy",
    description: "Cookie policy: what cookies are, the types and purposes, third-party cookies, and how to manage them in your browser."
  },
  hero: {
    eyebrow: "Legal",
    title: "Cookie Policy",
    intro: "What cookies are, how websites use them, and how you can control them in your browser."
  },
  sections: []
} satisfies Page;
