import { type FormEvent, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  type ContactErrors, type ContactField, type ContactValues, contactFields, contactMailto, validateContact,
} from "~/lib/contact-form";
import { mailto } from "~/lib/mailto";
import { useHydratedFlag } from "~/lib/use-hydrated-flag";
import { FormField, fieldProps } from "./form-field";

const labels: Record<ContactField, string> = {
  name: "Name", company: "Company", email: "Work email", topic: "Topic", message: "Message",
};

function readValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  return Object.fromEntries(contactFields.map((field) => [field, String(data.get(field) ?? "")])) as ContactValues;
}

/**
 * Without JavaScript the form posts as text/plain to a mailto: address (the browser's own checks
 * apply). With JavaScript it validates with inline errors, then composes the mail itself.
 */
export function ContactForm({ email, subject, topics }: { email: string; subject: string; topics: string[] }) {
  const hydrated = useHydratedFlag();
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [composed, setComposed] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const problems = contactFields.filter((field) => errors[field]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readValues(event.currentTarget);
    const found = validateContact(values);
    setErrors(found);
    setAttempted(true);
    const first = contactFields.find((field) => found[field]);
    if (first) {
      setComposed(undefined);
      const control = event.currentTarget.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    const href = contactMailto(email, subject, values);
    setComposed(href);
    window.location.href = href;
  }

  function onChange() {
    if (attempted && formRef.current) setErrors(validateContact(readValues(formRef.current)));
  }

  const id = (field: ContactField) => `contact-${field}`;
  return (
    <form ref={formRef} noValidate={hydrated} onSubmit={onSubmit} onChange={onChange}
      action={mailto(email, { subject })} method="post" encType="text/plain" aria-label="Contact form"
      className="space-y-5"
    >
      {problems.length > 0 && (
        <div role="alert" className="rounded-control border-2 border-red-700 bg-red-50 p-4">
          <p className="font-semibold text-red-800">
            {problems.length === 1 ? "There is a problem with 1 field:" : `There are problems with ${problems.length} fields:`}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {problems.map((field) => (
              <li key={field}>
                <a href={`#${id(field)}`} className="font-medium text-red-800 underline">{labels[field]}: {errors[field]}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={id("name")} label={labels.name} error={errors.name}>
          <input {...fieldProps(id("name"), errors.name)} name="name" type="text" autoComplete="name" required />
        </FormField>
        <FormField id={id("company")} label={labels.company} optional error={errors.company}>
          <input {...fieldProps(id("company"), errors.company)} name="company" type="text" autoComplete="organization" />
        </FormField>
      </div>
      <FormField id={id("email")} label={labels.email} error={errors.email}>
        <input {...fieldProps(id("email"), errors.email)} name="email" type="email" autoComplete="email" spellCheck={false} required />
      </FormField>
      <FormField id={id("topic")} label={labels.topic} error={errors.topic}>
        <select {...fieldProps(id("topic"), errors.topic)} name="topic" required defaultValue="">
          <option value="" disabled>Choose a topic</option>
          {topics.map((topic) => <option key={topic} value={topic}>{topic}</option>)}
        </select>
      </FormField>
      <FormField id={id("message")} label={labels.message} error={errors.message}>
        <textarea {...fieldProps(id("message"), errors.message)} name="message" rows={6} minLength={10} required />
      </FormField>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg">Send message</Button>
        <p className="text-sm text-muted">Opens your mail program with your message ready to send.</p>
      </div>
      {composed && (
        <p role="status" className="rounded-control bg-brand-50 p-4 text-sm text-ink">
          Your mail program should now open with your message to {email}. Nothing happened?{" "}
          <a href={composed} data-composed className="font-semibold text-brand-700 underline">Open the message again</a>{" "}
          or write to us directly.
        </p>
      )}
    </form>
  );
}
