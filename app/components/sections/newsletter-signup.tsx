import { type FormEvent, useEffect, useRef, useState } from "react";
import type { NewsletterSection } from "~/content/types";
import { site } from "~/content/site";
import { buttonVariants } from "~/components/ui/button-variants";
import { mailto } from "~/lib/mailto";

/** A pragmatic address check: something@domain.tld, no spaces. */
export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return "Enter your email address.";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) return "Enter a valid email address, like name@company.com.";
  return undefined;
}

type Result = { kind: "mail"; href: string } | { kind: "posted" } | { kind: "failed" };

/**
 * The newsletter box. Without JavaScript the browser's own email check and a mail-compose form
 * action work; with it, our own inline error, then a subscribe mail (or a POST to the
 * configured endpoint).
 */
export function NewsletterSignup({ section, endpoint = site.newsletterEndpoint, openMail = (href: string) => window.location.assign(href) }: { section: NewsletterSection; endpoint?: string; openMail?: (href: string) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<Result>();
  const id = section.id ?? "newsletter";
  const mailHref = (email: string) =>
    mailto(site.mailboxes.newsletter, { subject: section.subject, body: `Please subscribe ${email} to the newsletter.` });

  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    const problem = emailError(email);
    setError(problem);
    setResult(undefined);
    if (problem) {
      event.currentTarget.querySelector<HTMLInputElement>("input[name=email]")?.focus();
      return;
    }
    if (!endpoint) {
      const href = mailHref(email);
      setResult({ kind: "mail", href });
      openMail(href);
      return;
    }
    try {
      const response = await fetch(endpoint, { method: "POST", body: new URLSearchParams({ email }) });
      setResult(response.ok ? { kind: "posted" } : { kind: "failed" });
    } catch {
      setResult({ kind: "failed" });
    }
  }

  return (
    <section id={section.id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
      <div className="mx-auto max-w-4xl rounded-card bg-navy-900 px-6 py-10 text-white shadow-raised sm:px-10">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">{section.title}</h2>
        <p className="mt-3 max-w-2xl leading-relaxed text-slate-300">{section.body}</p>
        <form
          ref={formRef}
          onSubmit={submit}
          action={mailto(site.mailboxes.newsletter, { subject: section.subject })}
          method="post"
          encType="text/plain"
          className="mt-6"
        >
          <label htmlFor={`${id}-email`} className="block text-sm font-semibold">Email address</label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="sm:flex-1">
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder="name@company.com"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={() => error && setError(undefined)}
                className="h-12 w-full min-w-0 rounded-control border border-white/40 bg-white px-4 text-base text-ink placeholder:text-slate-500 aria-invalid:border-red-400 aria-invalid:ring-2 aria-invalid:ring-red-400"
              />
              {error && (
                <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-200">
                  <span aria-hidden="true">⚠ </span>
                  {error}
                </p>
              )}
            </div>
            <button type="submit" className={buttonVariants({ variant: "inverse", size: "lg" })}>Subscribe</button>
          </div>
          <div role="status" aria-live="polite" className="mt-3 text-sm text-slate-200">
            {result?.kind === "mail" && (
              <p>
                Your mail program should open with the subscribe message ready to send.{" "}
                <a href={result.href} className="font-semibold text-white underline underline-offset-2">Compose the subscribe email</a>{" "}
                if it did not.
              </p>
            )}
            {result?.kind === "posted" && <p>Thank you: check your inbox to confirm your subscription.</p>}
            {result?.kind === "failed" && (
              <p>
                We could not subscribe you just now. Please try again, or email{" "}
                <a href={mailto(site.mailboxes.newsletter, { subject: section.subject })} className="font-semibold text-white underline">{site.mailboxes.newsletter}</a>.
              </p>
            )}
          </div>
        </form>
      </div>
    </section>
  );
}
