import { type Locator, type Page, expect } from "@playwright/test";
import { formsDeliverOnline } from "./content";

/** Records every mail the page composes: Chromium reports a navigation to a mailto: URL (from a link or
 * `window.location.href = ...`) as a request before handing it to the mail program. */
export function recordComposedMail(page: Page) {
  const composed: URL[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("mailto:")) composed.push(new URL(request.url()));
  });
  return composed;
}

/** The parts of a mailto: href a test cares about. */
export function parseMailto(href: string | null) {
  const url = new URL(href ?? "");
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body"),
  };
}

/** A button built from an entry (Apply Now, Register Now): with a form service it opens the entry's
 * form page (and this returns undefined); without one, it composes a mail, returned parsed. */
export async function entryButton(link: Locator, formPath: string) {
  const href = await link.getAttribute("href");
  if (!formsDeliverOnline) return parseMailto(href);
  expect(href).toBe(formPath);
  return undefined;
}
