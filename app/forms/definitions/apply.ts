/** Apply Now, one per job: the page fills in the job's title. The CV field shows only where the provider takes files. */
import type { FormDefinition } from "../schema";
import { careersConsent, cvField, emailField, nameField, noteField, profileField } from "./shared";

export const applyForm = {
  id: "apply",
  title: "Apply for this role",
  submitLabel: "Send application",
  successTitle: "Application sent",
  successMessage: "Thank you for applying. Our recruiting team reads every application and answers within two weeks.",
  consent: careersConsent,
  parameter: { name: "job", label: "Job" },
  fields: [nameField, emailField, profileField, cvField, noteField],
  mail: { mailbox: "careers", subject: "Application: {job}" },
} satisfies FormDefinition;
