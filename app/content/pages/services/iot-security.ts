import type { Page } from "~/content/types";

export const page = {
  path: "/services/iot-security",
  meta: {
    title: "IoT Security",
    description: "IoT and OT security services: device discovery, firmware testing, network segmentation and monitoring for connected and industrial environments."
  },
  hero: {
    eyebrow: "Services",
    title: "IoT Security",
    intro: "Find, test and protect every connected device, from badge readers to industrial controllers, without stopping the operations that depend on them.",
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
