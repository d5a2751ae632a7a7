import type { Page } from "~/content/types";

export const page = {
  path: "/solutions/healthcare",
  meta: {
    title: "Healthcare Security",
    description: "Healthcare cybersecurity: protect patient data and clinical systems, meet HIPAA, and defend against ransomware that targets hospitals."
  },
  hero: {
    eyebrow: "Industries",
    title: "Healthcare Security",
    intro: "Protect patient data and keep clinical systems running, with HIPAA-aligned controls and defences built for the ransomware that targets care providers.",
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
