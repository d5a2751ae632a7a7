/** Register Now, one per webinar or event: the page fills in its title and date. */
import type { FormDefinition } from "../schema";
import { companyField, consentLine, nameField, roleField, workEmailField } from "./shared";

export const registerForm = {
  id: "register",
  title: "Register",
  submitLabel: "Register",
  successTitle: "You are registered",
  successMessage: "Thank you. We will confirm your place by email.",
  consent: consentLine,
  parameter: { name: "event", label: "Event" },
  fields: [nameField, workEmailField, companyField, roleField],
  mail: { mailbox: "contact", subject: "Register for {event}" },
} satisfies FormDefinition;
