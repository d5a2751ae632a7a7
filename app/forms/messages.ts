/** Validation messages name the field and say how to put it right (WCAG 3.3.1, 3.3.3). */
import type { FieldDefinition } from "./schema";

/** "Work email" → "work email" mid-sentence; "LinkedIn profile", "CV" and "URL" keep their capitals. */
export function inSentence(label: string): string {
  const [first = ""] = label.split(/\s/, 1);
  return /^[A-Z][a-z]*$/.test(first) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** "PDF, DOC or DOCX": British English puts no comma before the "or". */
const list = new Intl.ListFormat("en-GB", { type: "disjunction" });

export function messageFor(field: FieldDefinition, kind: "required" | "format"): string {
  const custom = field.messages?.[kind];
  if (custom) return custom;
  const label = inSentence(field.label);
  if (kind === "required") {
    if (field.type === "select") return `Choose your ${label}.`;
    if (field.type === "file") return `Choose a file for your ${label}.`;
    if (field.type === "checkbox") return `Tick the box to confirm: ${field.label}`;
    return `Enter your ${label}.`;
  }
  switch (field.type) {
    case "email":
      return "Enter an email address like name@company.com.";
    case "url":
      return "Enter a web address like https://www.linkedin.com/in/your-name.";
    case "tel":
      return "Enter a phone number using digits, spaces and + only, like +1 415 555 0100.";
    case "select":
      return `Choose one of the listed options for ${label}.`;
    case "datetime":
      return `Enter your ${label} as a date and a time, like 2027-03-15 14:30.`;
    case "file": {
      const types = (field.accept ?? "")
        .split(",")
        .filter(Boolean)
        .map((extension) => extension.slice(1).toUpperCase());
      return `Choose a ${list.format(types)} file for your ${label}.`;
    }
    default:
      return `Check your ${label}.`;
  }
}

export const tooShort = (field: FieldDefinition, length: number) =>
  `${field.label} needs at least ${field.minLength} characters; it has ${length}.`;

export const tooLong = (field: FieldDefinition, length: number, max: number) =>
  `${field.label} can have at most ${max} characters; it has ${length}. Remove ${length - max}.`;

export const fileTooLarge = (field: FieldDefinition, file: File) =>
  `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; choose a file of up to ${field.maxSizeMb} MB for your ${inSentence(field.label)}.`;

export const notInFuture = (field: FieldDefinition) =>
  `Choose a ${inSentence(field.label)} in the future.`;
