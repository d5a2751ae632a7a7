/**
 * The mail a form composes (no provider, or "send by email instead"). Mail programs and the Windows
 * shell refuse mailto: links past about 2,000 characters, so a longer body is cut with a note. */
import { mailto } from "~/forms/mailto";
import { describeDateTime } from "./datetime";
import type { FormDefinition } from "./schema";
import { placeholders, renderTemplate } from "./template";
import { type FormValues, cleanValue, normaliseUrl } from "./validate";

interface MailContext {
  to: string;
  siteName: string;
  /** The job, event or webinar the form is for. */
  parameter?: string;
}

export interface ComposedMail {
  to: string;
  subject: string;
  /** The whole body, however long: offered to copy when `complete` is false. */
  body: string;
  href: string;
  complete: boolean;
}

export const MAILTO_MAX_LENGTH = 2000;
export const SHORTENED_NOTE =
  "\n\n[Shortened to fit in a mail link. Your full text is still in the form on the website: copy it from there into this mail.]";

function templateValues(
  form: FormDefinition,
  values: FormValues,
  context: MailContext,
): Record<string, string> {
  const all: Record<string, string> = { ...values, site: context.siteName };
  if (form.parameter && context.parameter) all[form.parameter.name] = context.parameter;
  return all;
}

export function mailSubject(
  form: FormDefinition,
  values: FormValues,
  context: MailContext,
): string {
  return renderTemplate(form.mail.subject, templateValues(form, values, context));
}

/** Intro, the page's parameter, one "Label: value" line per short field, then the long texts. */
export function mailBody(
  form: FormDefinition,
  values: FormValues,
  context: MailContext,
  offsetMinutes?: number,
): string {
  const intro = renderTemplate(form.mail.intro ?? "", templateValues(form, values, context));
  const inIntro = new Set(placeholders(form.mail.intro ?? ""));
  const lines: string[] = intro ? [intro, ""] : [];
  if (form.parameter && context.parameter)
    lines.push(`${form.parameter.label}: ${context.parameter}`);
  const long = form.fields.filter((field) => field.type === "textarea" && !inIntro.has(field.name));
  for (const field of form.fields) {
    if (field.type === "textarea" || inIntro.has(field.name)) continue;
    const label = field.mailLabel ?? field.label;
    const value = cleanValue(field, values[field.name] ?? "");
    if (field.type === "file") lines.push(`${label}: please attach it to this mail`);
    else if (!value) lines.push(`${label}: (not given)`);
    else if (field.type === "datetime")
      lines.push(`${label}: ${describeDateTime(value, offsetMinutes)}`);
    else lines.push(`${label}: ${field.type === "url" ? normaliseUrl(value) : value}`);
  }
  for (const field of long) {
    const value = cleanValue(field, values[field.name] ?? "");
    lines.push(
      "",
      ...(long.length > 1 || !value ? [`${field.mailLabel ?? field.label}:`] : []),
      value || "(not given)",
    );
  }
  return lines.join("\n").trim();
}

/** The longest start of `body` (cut at a space or line break) that fits, with the note. */
function shortened(
  to: string,
  subject: string,
  body: string,
  maxLength: number,
): string | undefined {
  const chars = Array.from(body); // code points: never split a surrogate pair
  const fits = (count: number) =>
    mailto(to, { subject, body: chars.slice(0, count).join("") + SHORTENED_NOTE }).length <=
    maxLength;
  if (!fits(0)) return undefined;
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  const cut = chars.slice(0, low).join("");
  const atWord = cut.search(/\s\S*$/);
  return (
    (atWord > cut.length - 40 && atWord > 0 ? cut.slice(0, atWord) : cut).trimEnd() + SHORTENED_NOTE
  );
}

export function composeMail(
  form: FormDefinition,
  values: FormValues,
  context: MailContext,
  {
    maxLength = MAILTO_MAX_LENGTH,
    offsetMinutes,
  }: { maxLength?: number; offsetMinutes?: number } = {},
): ComposedMail {
  const subject = mailSubject(form, values, context);
  const body = mailBody(form, values, context, offsetMinutes);
  const whole = mailto(context.to, { subject, body });
  const complete = whole.length <= maxLength;
  const cut = complete ? undefined : shortened(context.to, subject, body, maxLength);
  const href = complete ? whole : mailto(context.to, cut ? { subject, body: cut } : { subject });
  return { to: context.to, subject, body, href, complete };
}

/** The no-JavaScript form action: compose to the mailbox with the subject (the browser writes the body). */
export function mailAction(form: FormDefinition, context: MailContext): string {
  return mailto(context.to, { subject: mailSubject(form, {}, context) });
}
