import type { Page } from "~/content/types";

export const page = {
  path: "/",
  meta: {
    title: "AI Threat Intelligence and Security Services",
    description: "AI-driven threat intelligence, 24/7 managed detection and response, and red and blue team services that stop attacks before they become breaches."
  },
  hero: {
    eyebrow: "AI threat intelligence platform",
    title: "Stop threats before they become breaches",
    intro: "Our AI platform correlates signals from 1000+ sources across 200+ countries, and our analysts act on them around the clock, with a response time under 15 minutes."
  },
  sections: []
} satisfies Page;
