import type { Page } from "~/content/types";

export const page = {
  path: "/resources/docs",
  meta: {
    title: "Documentation",
    description: "Platform documentation: getting started, user guides, API reference and troubleshooting for the AI threat-intelligence platform."
  },
  hero: {
    eyebrow: "Resources",
    title: "Documentation",
    intro: "Everything you need to deploy, operate and integrate the platform, from the first sensor to the API."
  },
  sections: []
} satisfies Page;
