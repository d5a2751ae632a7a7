import { describe, expect, it } from "vitest";
import { consentParts } from "./consent";
import { type FormDefinition, formDefinitionSchema } from "./schema";
import { formIds, loadForm, rawForm } from "./test-forms";

const defaultForms = formIds.map(loadForm);
const contactForm = loadForm("contact");

const byId = Object.fromEntries(defaultForms.map((form) => [form.id, form]));
const names = (id: string) => byId[id]?.fields.map((field) => `${field.name}:${field.type}${field.required ? "*" : ""}`);

describe("the site's forms (content/forms/*.yaml)", () => {
  it("are the seven forms, each valid as written (parsing changes nothing: the browser gets them as the YAML says)", () => {
    expect(formIds).toEqual(["apply", "contact", "contact-sales", "newsletter", "register", "schedule-demo", "submit-resume"]);
    for (const id of formIds) expect(loadForm(id), id).toEqual(rawForm(id));
    expect(defaultForms.map((form) => form.id), "each file is named by its form's id").toEqual(formIds);
  });

  it("ask for what the issue lists", () => {
    expect(names("schedule-demo")).toEqual([
      "name:text*", "email:email*", "company:text*", "role:text*", "interest:select*", "preferred_time:datetime",
    ]);
    expect(names("apply")).toEqual(["name:text*", "email:email*", "profile_url:url*", "cv:file", "note:textarea"]);
    expect(byId.apply?.parameter?.name).toBe("job");
    expect(byId.register?.parameter?.name).toBe("event");
    expect(names("newsletter")).toEqual(["email:email*"]);
  });

  it("identify personal fields for autofill (WCAG 1.3.5)", () => {
    for (const form of defaultForms) {
      for (const field of form.fields) {
        if (["name", "email", "company", "role", "phone", "profile_url"].includes(field.name))
          expect(field.autocomplete, `${form.id}.${field.name}`).toBeDefined();
      }
    }
  });

  it("link the privacy policy from their consent line", () => {
    for (const form of defaultForms) expect(consentParts(form.consent).link, form.id).toBe("privacy policy");
    expect(consentParts("See our [privacy policy] for details.")).toEqual({ before: "See our ", link: "privacy policy", after: " for details." });
  });
});

describe("the form schema", () => {
  const field = contactForm.fields[0];
  const invalid = (change: Partial<FormDefinition>) =>
    formDefinitionSchema.safeParse({ ...contactForm, mail: { mailbox: "contact", subject: "Inquiry" }, ...change }).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

  it("says what is wrong, and where", () => {
    expect(invalid({ fields: [{ name: "topic", label: "Topic", type: "select" }] })).toEqual([
      "fields.0.options: a select needs options, and only a select has them",
    ]);
    expect(invalid({ fields: [{ name: "zip", label: "ZIP", type: "text", pattern: "[0-9]{5}" }] })).toEqual([
      "fields.0.messages.format: a pattern needs messages.format, saying what is expected",
    ]);
    expect(invalid({ fields: [{ name: "zip", label: "ZIP", type: "text", pattern: "[a-z-]", messages: { format: "x" } }] })).toEqual([
      "fields.0.pattern: a regular expression that compiles",
    ]);
    expect(invalid({ mail: { mailbox: "contact", subject: "About {topik}" } })).toEqual(["mail.subject: {topik} is not a field of this form"]);
    expect(invalid({ consent: "No link here." })).toEqual(["consent: one [phrase] to link to the privacy policy"]);
    expect(invalid({ fields: [field, field].filter((f) => f !== undefined) })).toEqual(['fields: "name" is used twice']);
    expect(invalid({ fields: [{ name: "Name", label: "Name", type: "text" }] })?.[0]).toMatch(/^fields\.0\.name: lower-case letters/);
  });
});
