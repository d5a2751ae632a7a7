/** A form as content/forms/<id>.yaml defines it, read as the page shows it (labels with "(optional)", the Send button,
 * validation messages, the composed mail) through the site's own functions, so renaming a label or subject in the file
 * keeps the tests passing. */
import type { FormValues } from "../../app/forms/validate";
import { mailBody, mailSubject } from "../../app/forms/mail";
import { messageFor } from "../../app/forms/messages";
import { allForms, site } from "./content";

export function formEntry(id: string) {
  const form = allForms.find((candidate) => candidate.id === id);
  if (!form) throw new Error(`No form content/forms/${id}.yaml`);
  const field = (name: string) => {
    const found = form.fields.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`content/forms/${id}.yaml has no field ${name}`);
    return found;
  };
  const context = (parameter?: string) => ({
    to: site.mailboxes[form.mail.mailbox],
    siteName: site.name,
    parameter,
  });
  return {
    ...form,
    field,
    /** The field's accessible name: its label, and "(optional)" when it is not required. */
    label: (name: string) => `${field(name).label}${field(name).required ? "" : " (optional)"}`,
    /** The message shown under the field when it is left empty or malformed. */
    message: (name: string, kind: "required" | "format") => messageFor(field(name), kind),
    /** The fields the visitor must fill in. */
    required: form.fields.filter((candidate) => candidate.required),
    /** The mailbox the composed mail goes to. */
    mailbox: site.mailboxes[form.mail.mailbox],
    /** The composed mail's subject and body for these values (as the mailto: link decodes). */
    subject: (values: FormValues, parameter?: string) =>
      mailSubject(form, values, context(parameter)),
    body: (values: FormValues, parameter?: string) =>
      mailBody(form, values, context(parameter)).replace(/\r?\n/g, "\r\n"),
  };
}
