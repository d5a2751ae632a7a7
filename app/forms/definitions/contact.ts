/** Contact: the existing form, its mail unchanged (same subject, lines and order as before). */
import type { FormDefinition } from "../schema";
import { companyField, consentLine, nameField, workEmailField } from "./shared";

export const contactForm = {
  id: "contact",
  title: "Send us a message",
  submitLabel: "Send message",
  successTitle: "Message sent",
  successMessage: "Thank you. A security specialist will answer within one business day.",
  consent: consentLine,
  fields: [
    nameField,
    { ...companyField, required: false },
    { ...workEmailField, width: "full" },
    {
      name: "topic",
      label: "Topic",
      type: "select",
      required: true,
      prompt: "Choose a topic",
      options: [
        "Security platform and demo",
        "Managed security services",
        "Red team or blue team engagement",
        "Consulting, audit and compliance",
        "Incident response",
        "Partnerships",
        "Something else",
      ],
      messages: { required: "Choose what your message is about." },
    },
    { name: "message", label: "Message", type: "textarea", required: true, minLength: 10, maxLength: 5000 },
  ],
  mail: { mailbox: "contact", subject: "Inquiry about {site} security services: {topic}" },
} satisfies FormDefinition;
