import { loadForm } from "./test-forms";
import { describe, expect, it } from "vitest";
import { inSentence } from "./messages";
import type { FieldDefinition, FormDefinition } from "./schema";
import { errorSummary, fieldError, validateForm } from "./validate";

const applyForm = loadForm("apply");
const contactForm = loadForm("contact");
const scheduleDemoForm = loadForm("schedule-demo");

const contact = {
  name: "Ada Example",
  company: "",
  email: "ada@example.com",
  topic: "Incident response",
  message: "We would like a retainer.",
};
const pdf = (name: string, bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type: "application/pdf" });
const field = (
  extra: Partial<FieldDefinition> & Pick<FieldDefinition, "type">,
): FieldDefinition => ({ name: "x", label: "Value", ...extra });

describe("validateForm", () => {
  it("accepts a complete form, optional fields left empty", () => {
    expect(validateForm(contactForm, contact)).toEqual({});
  });

  it("names every missing required field, in the form's order", () => {
    const errors = validateForm(contactForm, { name: " ", email: "", topic: "", message: "" });
    expect(errors).toEqual({
      name: "Enter your name.",
      email: "Enter your work email.",
      topic: "Choose what your message is about.",
      message: "Enter your message.",
    });
    expect(
      errorSummary(contactForm, errors).map((entry) => `${entry.label}: ${entry.message}`),
    ).toEqual([
      "Name: Enter your name.",
      "Work email: Enter your work email.",
      "Topic: Choose what your message is about.",
      "Message: Enter your message.",
    ]);
  });

  it.each([
    "ada",
    "ada@",
    "ada@example",
    "ada example@example.com",
    "@example.com",
    "ada@example.",
  ])("rejects the address %j saying what is expected", (email) => {
    expect(validateForm(contactForm, { ...contact, email }).email).toBe(
      "Enter an email address like name@company.com.",
    );
  });

  it("says how many characters are needed or too many, and how many there are", () => {
    expect(validateForm(contactForm, { ...contact, message: "Hi there" }).message).toBe(
      "Message needs at least 10 characters; it has 8.",
    );
    expect(validateForm(contactForm, { ...contact, message: "x".repeat(5003) }).message).toBe(
      "Message can have at most 5000 characters; it has 5003. Remove 3.",
    );
  });

  it("limits fields without a limit of their own", () => {
    expect(fieldError(field({ type: "text" }), "x".repeat(201))).toMatch(/at most 200 characters/);
  });

  it("only accepts a listed option", () => {
    expect(validateForm(contactForm, { ...contact, topic: "Free lunch" }).topic).toBe(
      "Choose one of the listed options for topic.",
    );
  });

  it("accepts web addresses typed without https://, and rejects what is not one", () => {
    const values = { name: "Ada", email: "ada@example.com", profile_url: "linkedin.com/in/ada" };
    expect(validateForm(applyForm, values)).toEqual({});
    expect(validateForm(applyForm, { ...values, profile_url: "my profile" }).profile_url).toBe(
      "Enter a web address like https://www.linkedin.com/in/your-name.",
    );
    expect(
      validateForm(applyForm, { ...values, profile_url: "javascript:alert(1)" }).profile_url,
    ).toMatch(/web address/);
  });

  it("checks phone numbers and patterns, with the form's own message for a pattern", () => {
    expect(fieldError(field({ type: "tel" }), "+1 415 555 0100")).toBeUndefined();
    expect(fieldError(field({ type: "tel" }), "call me")).toMatch(/^Enter a phone number/);
    const postcode = field({
      type: "text",
      pattern: "[0-9]{5}",
      messages: { format: "Enter a 5-digit ZIP code, like 94105." },
    });
    expect(fieldError(postcode, "94105")).toBeUndefined();
    expect(fieldError(postcode, "941050")).toBe("Enter a 5-digit ZIP code, like 94105.");
  });

  it("wants a real date and time in the future for a preferred time", () => {
    const now = new Date(2030, 0, 15, 12, 0).getTime();
    const time = scheduleDemoForm.fields.find(
      (candidate) => candidate.type === "datetime",
    ) as FieldDefinition;
    expect(fieldError(time, "2030-01-16T09:30", undefined, now)).toBeUndefined();
    expect(fieldError(time, "2030-01-14T09:30", undefined, now)).toBe(
      "Choose a preferred time in the future.",
    );
    expect(fieldError(time, "2030-02-30T09:30", undefined, now)).toBe(
      "Enter your preferred time as a date and a time, like 2027-03-15 14:30.",
    );
    expect(fieldError(time, "", undefined, now)).toBeUndefined();
  });

  it("checks files only where the provider takes them: type and size", () => {
    const values = { name: "Ada", email: "ada@example.com", profile_url: "https://ada.dev" };
    expect(validateForm(applyForm, values, { files: { cv: pdf("cv.exe") } })).toEqual({});
    expect(
      validateForm(applyForm, values, { files: { cv: pdf("cv.exe") }, acceptsFiles: true }).cv,
    ).toBe("Choose a PDF, DOC or DOCX file for your CV.");
    expect(
      validateForm(applyForm, values, {
        files: { cv: pdf("cv.PDF", 6 * 1024 * 1024) },
        acceptsFiles: true,
      }).cv,
    ).toBe("cv.PDF is 6.0 MB; choose a file of up to 5 MB for your CV.");
    const required: FormDefinition = {
      ...applyForm,
      fields: applyForm.fields.map((f) => (f.type === "file" ? { ...f, required: true } : f)),
    };
    expect(validateForm(required, values, { acceptsFiles: true }).cv).toBe(
      "Choose a file for your CV.",
    );
  });
});

describe("labels inside sentences", () => {
  it("lower-cases an ordinary first word but keeps names and abbreviations", () => {
    expect(inSentence("Work email")).toBe("work email");
    expect(inSentence("LinkedIn profile or portfolio")).toBe("LinkedIn profile or portfolio");
    expect(inSentence("CV")).toBe("CV");
    expect(inSentence("URL of your site")).toBe("URL of your site");
  });
});

describe("a checkbox (a statement to tick, such as an NDA acknowledgement)", () => {
  const box = field({ type: "checkbox", label: "I accept the NDA.", required: true });

  it("must be ticked when required, with a message that quotes the statement", () => {
    expect(fieldError(box, "")).toBe("Tick the box to confirm: I accept the NDA.");
    expect(fieldError(box, "yes")).toBeUndefined();
  });

  it("may stay unticked when optional, and takes the form's own words", () => {
    expect(fieldError({ ...box, required: false }, "")).toBeUndefined();
    expect(
      fieldError({ ...box, messages: { required: "Accept the NDA to receive the report." } }, ""),
    ).toBe("Accept the NDA to receive the report.");
  });
});
