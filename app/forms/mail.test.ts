import { loadForm } from "./test-forms";
import { describe, expect, it } from "vitest";
import { mailto } from "~/forms/mailto";
import { MAILTO_MAX_LENGTH, SHORTENED_NOTE, composeMail, mailAction } from "./mail";
import { renderTemplate } from "./template";

const applyForm = loadForm("apply");
const contactForm = loadForm("contact");
const newsletterForm = loadForm("newsletter");
const scheduleDemoForm = loadForm("schedule-demo");

const context = { to: "contact@halcyrion.example", siteName: "Halcyrion" };
const contact = {
  name: "Ada Example",
  company: "Example Corp",
  email: "ada@example.com",
  topic: "Incident response",
  message: "We would like to discuss a retainer.",
};

describe("the mail a form composes", () => {
  it("is today's contact mail, unchanged: same subject, lines and order", () => {
    // The mail the contact form composed before the forms layer, written out.
    const subject = "Inquiry about Halcyrion security services: Incident response";
    const legacy = (company: string) =>
      mailto(context.to, {
        subject,
        body: `Name: Ada Example\nCompany: ${company}\nEmail: ada@example.com\nTopic: Incident response\n\nWe would like to discuss a retainer.`,
      });
    expect(composeMail(contactForm, contact, context).href).toBe(legacy("Example Corp"));
    expect(composeMail(contactForm, { ...contact, company: "" }, context).href).toBe(
      legacy("(not given)"),
    );
  });

  it("is today's newsletter mail, unchanged", () => {
    const mail = composeMail(
      newsletterForm,
      { email: "ada@example.com" },
      { ...context, to: "newsletter@halcyrion.example" },
    );
    expect(mail.href).toBe(
      mailto("newsletter@halcyrion.example", {
        subject: "Subscribe to the Halcyrion newsletter",
        body: "Please subscribe ada@example.com to the newsletter.",
      }),
    );
  });

  it("carries every field, the job, and asks for the CV as an attachment", () => {
    const values = {
      name: "Ada",
      email: "ada@example.com",
      profile_url: "ada.dev",
      note: "Hello.\nI can start in March.",
    };
    const mail = composeMail(applyForm, values, {
      ...context,
      to: "careers@halcyrion.example",
      parameter: "SOC Analyst",
    });
    expect(mail.subject).toBe("Application: SOC Analyst");
    expect(mail.body).toBe(
      "Job: SOC Analyst\nName: Ada\nEmail address: ada@example.com\nLinkedIn profile or portfolio: https://ada.dev\nCV: please attach it to this mail\n\nHello.\nI can start in March.",
    );
    expect(mail.complete).toBe(true);
  });

  it("writes a preferred time with its UTC offset, and marks what was left empty", () => {
    const values = {
      name: "Ada",
      email: "a@b.co",
      company: "X",
      role: "CISO",
      interest: "",
      preferred_time: "2030-01-15T14:30",
    };
    const { body, subject } = composeMail(scheduleDemoForm, values, context, { offsetMinutes: 60 });
    expect(subject).toBe("Schedule a demo of the Halcyrion platform");
    expect(body).toContain(
      "Area of interest: (not given)\nPreferred time: 2030-01-15 14:30 (UTC+01:00)",
    );
  });

  it("cuts a body too long for a mail link at a word, says so, and still returns the whole text", () => {
    const message = `${"Details of the incident so far, with timestamps and hosts. ".repeat(80)}ünïcödé 🛡️ end`;
    const mail = composeMail(contactForm, { ...contact, message }, context);
    expect(mail.complete).toBe(false);
    expect(mail.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(mail.href.length).toBeGreaterThan(MAILTO_MAX_LENGTH - 200);
    expect(mail.body.endsWith("ünïcödé 🛡️ end")).toBe(true);
    const sent = new URL(mail.href).searchParams.get("body") ?? "";
    expect(sent.endsWith(SHORTENED_NOTE.replace(/\n/g, "\r\n"))).toBe(true);
    const kept = sent.slice(0, -SHORTENED_NOTE.length - 2).replace(/\r\n/g, "\n"); // the note's 2 line breaks became \r\n
    expect(mail.body.startsWith(kept)).toBe(true);
    expect(mail.body.charAt(kept.length)).toBe(" "); // cut between words
    expect(new URL(mail.href).searchParams.get("subject")).toBe(
      "Inquiry about Halcyrion security services: Incident response",
    );
  });

  it("fits any limit it is given", () => {
    const mail = composeMail(contactForm, { ...contact, message: "word ".repeat(400) }, context, {
      maxLength: 700,
    });
    expect(mail.href.length).toBeLessThanOrEqual(700);
    expect(mail.complete).toBe(false);
  });

  it("composes the no-JavaScript action with the subject alone", () => {
    expect(mailAction(contactForm, context)).toBe(
      "mailto:contact@halcyrion.example?subject=Inquiry%20about%20Halcyrion%20security%20services",
    );
  });
});

describe("mail templates", () => {
  it("drops an empty value with its separator or parentheses", () => {
    expect(renderTemplate("Inquiry: {topic}", { topic: "" })).toBe("Inquiry");
    expect(renderTemplate("Sales ({company})", { company: " " })).toBe("Sales");
    expect(renderTemplate("Sales - {company}, {site}", { company: "ACME", site: "" })).toBe(
      "Sales - ACME",
    );
    expect(renderTemplate("Cost: {x}", { x: "$& $1" })).toBe("Cost: $& $1");
  });
});
