/**
 * The company's forms (content/forms/*.yaml), whatever they say: valid as written, one for every
 * form the site's pages and buttons open, each with its consent line's link. The launch forms'
 * own fields are forms-content.launch.test.ts; the schema's messages are checked here too.
 */
import { describe, expect, it } from "vitest";
import { entryFormRoutes } from "~/route-table";
import { consentParts } from "./consent";
import { type FormDefinition, formDefinitionSchema } from "./schema";
import { contentFormIds, loadContentForm, loadForm, rawContentForm } from "./test-forms";

const formIds = contentFormIds();
const contactForm = loadForm("contact");

describe("the site's forms (content/forms/*.yaml)", () => {
  it("are each valid as written (parsing changes nothing: the browser gets them as the YAML says), named by their id", () => {
    for (const id of formIds) expect(loadContentForm(id), id).toEqual(rawContentForm(id));
    expect(
      formIds.map((id) => loadContentForm(id).id),
      "each file is named by its form's id",
    ).toEqual(formIds);
  });

  // A page's form section and a button's form are checked by the build; these are the code's.
  it("include every form the site's code opens", () => {
    const needed = [...Object.values(entryFormRoutes).map((route) => route.form), "newsletter"];
    for (const id of new Set(needed)) expect(formIds, `content/forms/${id}.yaml`).toContain(id);
  });

  it("link the privacy policy from their consent line", () => {
    for (const id of formIds)
      expect(consentParts(loadContentForm(id).consent).link, id).toBeTruthy();
    expect(consentParts("See our [privacy policy] for details.")).toEqual({
      before: "See our ",
      link: "privacy policy",
      after: " for details.",
    });
  });
});

describe("the form schema", () => {
  const field = contactForm.fields[0];
  const invalid = (change: Partial<FormDefinition>) =>
    formDefinitionSchema
      .safeParse({ ...contactForm, mail: { mailbox: "contact", subject: "Inquiry" }, ...change })
      .error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

  it("says what is wrong, and where", () => {
    expect(invalid({ fields: [{ name: "topic", label: "Topic", type: "select" }] })).toEqual([
      "fields.0.options: a select needs options, and only a select has them",
    ]);
    expect(
      invalid({ fields: [{ name: "zip", label: "ZIP", type: "text", pattern: "[0-9]{5}" }] }),
    ).toEqual([
      "fields.0.messages.format: a pattern needs messages.format, saying what is expected",
    ]);
    expect(
      invalid({
        fields: [
          { name: "zip", label: "ZIP", type: "text", pattern: "[a-z-]", messages: { format: "x" } },
        ],
      }),
    ).toEqual(["fields.0.pattern: a regular expression that compiles"]);
    expect(invalid({ mail: { mailbox: "contact", subject: "About {topik}" } })).toEqual([
      "mail.subject: {topik} is not a field of this form",
    ]);
    expect(invalid({ consent: "No link here." })).toEqual([
      "consent: one [phrase] to link to the privacy policy",
    ]);
    expect(invalid({ fields: [field, field].filter((f) => f !== undefined) })).toEqual([
      'fields: "name" is used twice',
    ]);
    expect(invalid({ fields: [{ name: "Name", label: "Name", type: "text" }] })?.[0]).toMatch(
      /^fields\.0\.name: lower-case letters/,
    );
  });
});
