/** Newsletter: one address; without a provider the same subscribe mail as before. */
import type { FormDefinition } from "../schema";
import { emailField } from "./shared";

export const newsletterForm = {
  id: "newsletter",
  title: "Subscribe to our newsletter",
  submitLabel: "Subscribe",
  successTitle: "Almost done",
  successMessage: "Check your inbox to confirm your subscription.",
  consent: "One mail a month at most, and a link to unsubscribe in each; see our [privacy policy].",
  fields: [{ ...emailField, width: "full" }],
  mail: {
    mailbox: "newsletter",
    subject: "Subscribe to the {site} newsletter",
    intro: "Please subscribe {email} to the newsletter.",
  },
} satisfies FormDefinition;
