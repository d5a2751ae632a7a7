import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { actionHref, formPageOrMail } from "./actions";
import { applyAction } from "./entry-actions";
import { entryFormPath } from "~/route-table";

const job = { slug: "soc-analyst", title: "SOC Analyst" };
const mailOf = (href: string) => {
  const url = new URL(href);
  return { protocol: url.protocol, to: url.pathname, subject: url.searchParams.get("subject") };
};

describe("buttons that a form replaces once a form service is configured", () => {
  it("compose the same mail as before with no form service", () => {
    expect(
      mailOf(formPageOrMail(entryFormPath("apply", job.slug), applyAction(job), false)),
    ).toEqual({
      protocol: "mailto:",
      to: site.mailboxes.careers,
      subject: "Application: SOC Analyst",
    });
  });

  it("lead to the form's page with one", () => {
    expect(formPageOrMail(entryFormPath("apply", job.slug), applyAction(job), true)).toBe(
      "/company/careers/soc-analyst/apply",
    );
  });

  it("content actions naming a form do the same: the page showing the form, else the mail", () => {
    const [form, page] = Object.entries(site.formPages)[0] ?? [];
    const button = { kind: "mail", label: "Send", mailbox: "careers", subject: "Hello" } as const;
    expect(form && actionHref({ ...button, form }, true)).toBe(page);
    expect(mailOf(actionHref({ ...button, form }, false)).to).toBe(site.mailboxes.careers);
    expect(mailOf(actionHref({ ...button, form: "shown-on-no-page" }, true)).to).toBe(
      site.mailboxes.careers,
    );
  });
});
