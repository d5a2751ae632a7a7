/**
 * The launch forms as the issue lists them (the seven forms and their fields), proven on the
 * frozen launch content (test/fixtures/content/forms). What every form of the company's needs is
 * forms-content.test.ts.
 */
import { describe, expect, it } from "vitest";
import { consentParts } from "./consent";
import { contentFormIds, loadContentForm, rawContentForm } from "./test-forms";

const formIds = contentFormIds();
const defaultForms = formIds.map(loadContentForm);
const byId = Object.fromEntries(defaultForms.map((form) => [form.id, form]));
const names = (id: string) =>
  byId[id]?.fields.map((field) => `${field.name}:${field.type}${field.required ? "*" : ""}`);

describe("the launch forms (test/fixtures/content/forms/*.yaml)", () => {
  it("are the seven forms and the security vendor's two, each valid as written (parsing changes nothing: the browser gets them as the YAML says)", () => {
    expect(formIds).toEqual([
      "apply",
      "callback",
      "contact",
      "contact-sales",
      "newsletter",
      "register",
      "schedule-demo",
      "soc2-report",
      "submit-resume",
    ]);
    for (const id of formIds) expect(loadContentForm(id), id).toEqual(rawContentForm(id));
    expect(
      defaultForms.map((form) => form.id),
      "each file is named by its form's id",
    ).toEqual(formIds);
  });

  it("ask for what the issue lists", () => {
    expect(names("schedule-demo")).toEqual([
      "name:text*",
      "email:email*",
      "company:text*",
      "role:text*",
      "interest:select*",
      "preferred_time:datetime",
    ]);
    expect(names("apply")).toEqual([
      "name:text*",
      "email:email*",
      "profile_url:url*",
      "cv:file",
      "note:textarea",
    ]);
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
    for (const form of defaultForms)
      expect(consentParts(form.consent).link, form.id).toBe("privacy policy");
  });
});
