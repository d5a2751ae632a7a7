import type { Page } from "~/content/types";

export const page = {
  path: "/platform",
  meta: {
    title: "Security Platform",
    description: "One security platform for AI detection, real-time monitoring, incident response, analytics, automation and compliance, integrated with the tools you already run."
  },
  hero: {
    eyebrow: "Security Platform",
    title: "Security Platform",
    intro: "Detection, investigation, response and compliance in one platform, built on AI models trained on live threat data and connected to the stack you already run.",
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
