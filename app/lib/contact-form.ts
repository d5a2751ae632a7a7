/**
 * The contact form without a backend: validate the fields, then compose a mail to the contact
 * mailbox with the preset subject and the fields in the body.
 */
import { mailto } from "./mailto";

export const contactFields = ["name", "company", "email", "topic", "message"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Deliberately simple: something@something.tld, no spaces. The mail program does the rest. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const MESSAGE_MIN_LENGTH = 10;

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const email = values.email.trim();
  if (!values.name.trim()) errors.name = "Enter your name.";
  if (!email) errors.email = "Enter your email address.";
  else if (!EMAIL_PATTERN.test(email)) errors.email = "Enter an email address like name@company.com.";
  if (!values.topic) errors.topic = "Choose what your message is about.";
  if (!values.message.trim()) errors.message = "Enter your message.";
  else if (values.message.trim().length < MESSAGE_MIN_LENGTH)
    errors.message = `Tell us a little more: at least ${MESSAGE_MIN_LENGTH} characters.`;
  return errors;
}

export function contactSubject(subject: string, topic: string): string {
  return topic ? `${subject}: ${topic}` : subject;
}

/** The mail the form composes: subject names the topic, the body carries every field. */
export function contactMailto(to: string, subject: string, values: ContactValues): string {
  const body = [
    `Name: ${values.name.trim()}`,
    `Company: ${values.company.trim() || "(not given)"}`,
    `Email: ${values.email.trim()}`,
    `Topic: ${values.topic}`,
    "",
    values.message.trim(),
  ].join("\n");
  return mailto(to, { subject: contactSubject(subject, values.topic), body });
}
