/** Submit Resume: for roles not advertised yet ("Don't see your role?"). */
import type { FormDefinition } from "../schema";
import { careersConsent, cvField, emailField, nameField, noteField, profileField } from "./shared";

export const submitResumeForm = {
  id: "submit-resume",
  title: "Send us your resume",
  submitLabel: "Send resume",
  successTitle: "Resume sent",
  successMessage: "Thank you. We keep your details on file and contact you when a role fits.",
  consent: careersConsent,
  fields: [
    nameField,
    emailField,
    profileField,
    cvField,
    { ...noteField, hint: "The kind of role you are looking for, and where you would like to work." },
  ],
  mail: { mailbox: "careers", subject: "Resume submission: future opportunities" },
} satisfies FormDefinition;
