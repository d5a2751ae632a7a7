import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { actionHref, formPageOrMail } from "./actions";
import { applyAction, applyPath } from "./jobs";

const job = { slug: "soc-analyst", title: "SOC Analyst" };
const mailOf = (href: string) => {
  const url = new URL(href);
  return { protocol: url.protocol, to: url.pathname, subject: url.searchParams.get("subject") };
};

describe("buttons that a form replaces once a form service is configured", () => {
  it("compose the same mail as before with no form service", () => {
    expect(mailOf(formPageOrMail(applyPath(job), applyAction(job), false))).toEqual({
      protocol: "mailto:",
      to: site.mailboxes.careers,
      subject: "Application: SOC Analyst",
    });
  });

  it("lead to the form's page with one", () => {
    expect(formPageOrMail(applyPath(job), applyAction(job), true)).toBe(
      "/company/careers/soc-analyst/apply",
    );
  });

  it("content actions naming a form do the same (Submit Resume)", () => {
    const resume = {
      kind: "mail",
      label: "Submit Resume",
      mailbox: "careers",
      subject: "Resume",
      form: "submit-resume",
    } as const;
    expect(actionHref(resume, true)).toBe("/company/careers/resume");
    expect(mailOf(actionHref(resume, false)).to).toBe(site.mailboxes.careers);
  });
});
