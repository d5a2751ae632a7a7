/** Schedule Demo: who wants to see the platform, what part of it, and when suits them. */
import type { FormDefinition } from "../schema";
import { companyField, consentLine, nameField, roleField, workEmailField } from "./shared";

export const scheduleDemoForm = {
  id: "schedule-demo",
  title: "Schedule a demo",
  intro: "Tell us what you would like to see and when suits you; we confirm a time by email within one business day.",
  submitLabel: "Request a demo",
  successTitle: "Demo requested",
  successMessage: "Thank you. We will confirm a time with you by email within one business day.",
  consent: consentLine,
  fields: [
    nameField,
    workEmailField,
    companyField,
    roleField,
    {
      name: "interest",
      label: "Area of interest",
      type: "select",
      required: true,
      prompt: "Choose an area",
      options: [
        "AI threat intelligence",
        "Security analytics",
        "Real-time monitoring",
        "Security automation",
        "Incident response",
        "The whole platform",
      ],
    },
    {
      name: "preferred_time",
      label: "Preferred time",
      type: "datetime",
      hint: "In your own time zone; we will confirm or suggest another.",
    },
  ],
  mail: { mailbox: "contact", subject: "Schedule a demo of the {site} platform: {interest}" },
} satisfies FormDefinition;
