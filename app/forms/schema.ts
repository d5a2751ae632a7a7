/**
 * The schema of a form definition. No defaults are filled in, so the browser can use a definition
 * without parsing; client code imports only the types, never zod (validate.ts applies the rules). */
import { z } from "zod";
import { isPattern } from "./pattern";

/** Field names become keys of the request body, in HubSpot's style. */
const fieldName = z
  .string()
  .regex(/^[a-z][a-z0-9_]*$/, "lower-case letters, digits and _ only, starting with a letter");
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a slug: lower-case words joined by -");
/** Capped like content's free text (TEXT_MAX in app/content/schema/fields.ts; the forms layer imports no content). */
const text = z
  .string()
  .trim()
  .min(1)
  .max(2000, {
    error: (issue) => `${String(issue.input).length} characters: at most 2000 here; shorten it`,
  });

/** `checkbox`: a statement the visitor ticks (its label), sent as "yes"; required means it must be ticked. */
const fieldTypes = [
  "text",
  "email",
  "url",
  "tel",
  "select",
  "textarea",
  "datetime",
  "file",
  "checkbox",
] as const;

/** The autocomplete tokens our forms use (WCAG 1.3.5: identify input purpose). */
const autocompleteTokens = [
  "name",
  "given-name",
  "family-name",
  "email",
  "tel",
  "organization",
  "organization-title",
  "url",
  "off",
] as const;

const mailboxKeys = ["contact", "careers", "newsletter", "security", "privacy"] as const;

/** Placeholders a mail template may use besides the form's own field names. */
const contextPlaceholders: readonly string[] = ["site"];

const fieldSchema = z
  .strictObject({
    name: fieldName,
    label: text,
    type: z.enum(fieldTypes),
    required: z.boolean().optional(),
    hint: text.optional(),
    autocomplete: z.enum(autocompleteTokens).optional(),
    minLength: z.int().positive().optional(),
    maxLength: z.int().positive().optional(),
    /** A whole-value pattern, as the HTML pattern attribute reads it; needs messages.format. */
    pattern: z.string().refine(isPattern, "a regular expression that compiles").optional(),
    options: z.array(text).min(2).optional(),
    /** Select only: the first, empty choice ("Choose a topic"). */
    prompt: text.optional(),
    accept: z
      .string()
      .regex(/^\.[a-z0-9]+(,\.[a-z0-9]+)*$/, "extensions like .pdf,.docx")
      .optional(),
    maxSizeMb: z.number().positive().max(8).optional(),
    width: z.enum(["full", "half"]).optional(),
    /** The field's name in the composed mail, where shorter than the label ("Email" for "Work email"). */
    mailLabel: text.optional(),
    messages: z.strictObject({ required: text.optional(), format: text.optional() }).optional(),
  })
  .refine((field) => (field.type === "select") === Boolean(field.options), {
    message: "a select needs options, and only a select has them",
    path: ["options"],
  })
  .refine((field) => !field.minLength || !field.maxLength || field.minLength <= field.maxLength, {
    message: "minLength is larger than maxLength",
    path: ["minLength"],
  })
  .refine((field) => field.type === "file" || (!field.accept && !field.maxSizeMb), {
    message: "accept and maxSizeMb are for file fields",
    path: ["accept"],
  })
  .refine((field) => !field.pattern || Boolean(field.messages?.format), {
    message: "a pattern needs messages.format, saying what is expected",
    path: ["messages", "format"],
  });

export const formDefinitionSchema = z
  .strictObject({
    id: slug,
    title: text,
    intro: text.optional(),
    submitLabel: text,
    successTitle: text,
    successMessage: text,
    /** The consent line; the one [bracketed phrase] links to the privacy policy (consent.ts). */
    consent: z
      .string()
      .regex(/^[^[\]]*\[[^[\]]+\][^[\]]*$/, "one [phrase] to link to the privacy policy"),
    /** What the page fills in (the job applied for), sent as a hidden field. */
    parameter: z.strictObject({ name: fieldName, label: text }).optional(),
    fields: z.array(fieldSchema).min(1),
    /** The mail composed when no provider is configured, and offered when sending fails. */
    mail: z.strictObject({
      mailbox: z.enum(mailboxKeys),
      /** "{field}" and "{site}" are replaced; an empty value takes its separator with it. */
      subject: text,
      /** The body's first line ("Please subscribe {email} to the newsletter."); fields it names are not listed again. */
      intro: text.optional(),
    }),
  })
  .superRefine((form, context) => {
    const issue = (message: string, ...path: string[]) =>
      context.addIssue({ code: "custom", message, path });
    const names = form.fields.map((field) => field.name);
    if (form.parameter) names.push(form.parameter.name);
    const duplicate = names.find((name, index) => names.indexOf(name) !== index);
    if (duplicate) issue(`"${duplicate}" is used twice`, "fields");
    const known = [...names, ...contextPlaceholders];
    const reserved = names.find((name) => contextPlaceholders.includes(name));
    if (reserved) issue(`"${reserved}" is reserved for mail templates`, "fields");
    for (const key of ["subject", "intro"] as const) {
      for (const [, placeholder = ""] of (form.mail[key] ?? "").matchAll(/\{([^}]*)\}/g)) {
        if (!known.includes(placeholder))
          issue(`{${placeholder}} is not a field of this form`, "mail", key);
      }
    }
  });

export type FormDefinition = z.output<typeof formDefinitionSchema>;
export type FieldDefinition = FormDefinition["fields"][number];
