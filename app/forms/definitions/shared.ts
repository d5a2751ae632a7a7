/**
 * Fields and lines several forms share, written once. Plain data in the shape of the schema
 * (../schema.ts), so each form can move to a YAML file as it is.
 */
import type { FieldDefinition } from "../schema";

export const nameField = {
  name: "name", label: "Name", type: "text", required: true, autocomplete: "name", width: "half", maxLength: 120,
} satisfies FieldDefinition;

export const workEmailField = {
  name: "email", label: "Work email", type: "email", required: true, autocomplete: "email", width: "half", mailLabel: "Email",
} satisfies FieldDefinition;

export const emailField = {
  name: "email", label: "Email address", type: "email", required: true, autocomplete: "email", width: "half",
} satisfies FieldDefinition;

export const companyField = {
  name: "company", label: "Company", type: "text", required: true, autocomplete: "organization", width: "half", maxLength: 160,
} satisfies FieldDefinition;

export const roleField = {
  name: "role", label: "Job title", type: "text", required: true, autocomplete: "organization-title", width: "half", maxLength: 120,
} satisfies FieldDefinition;

export const profileField = {
  name: "profile_url",
  label: "LinkedIn profile or portfolio",
  type: "url",
  required: true,
  autocomplete: "url",
  hint: "A link to your LinkedIn profile, portfolio, GitHub or online CV.",
} satisfies FieldDefinition;

export const cvField = {
  name: "cv",
  label: "CV",
  type: "file",
  accept: ".pdf,.doc,.docx",
  maxSizeMb: 5,
  hint: "PDF or Word, up to 5 MB.",
} satisfies FieldDefinition;

export const noteField = {
  name: "note", label: "A short note", type: "textarea", maxLength: 1500, mailLabel: "Note",
  hint: "What draws you to the role, and when you could start.",
} satisfies FieldDefinition;

export const consentLine =
  "We use these details only to answer you and keep them no longer than needed; see our [privacy policy].";

export const careersConsent =
  "We use your application only for recruiting and delete it within a year unless you join us; see our [privacy policy].";
