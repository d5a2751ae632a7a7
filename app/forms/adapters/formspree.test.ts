import { loadForm } from "../test-forms";
import { describe, expect, it } from "vitest";
import { applyValues, page, pdf, settingsFor, submission } from "../test-fixture";
import { formspree } from "./formspree";

const applyForm = loadForm("apply");

const settings = settingsFor({
  provider: "formspree",
  formId: "xyzabcd",
  formIds: { apply: "jobs1234" },
});

describe("Formspree: the idempotency key", () => {
  it("goes as an ordinary field, kept with the submission (Formspree drops no duplicate on it)", () => {
    const request = formspree.request(
      settings,
      submission(applyForm, applyValues, {
        idempotencyKey: "3f1c2a9e-8b4d-4c1e-9a7f-0d2e5b6c7a81",
      }),
      false,
    );
    expect(new URLSearchParams(String(request.body)).get("_idempotency_key")).toBe(
      "3f1c2a9e-8b4d-4c1e-9a7f-0d2e5b6c7a81",
    );
    expect(Object.keys(request.headers)).not.toContain("Idempotency-Key");
  });
});

describe("Formspree", () => {
  it("posts form-encoded to the form's own endpoint, asking for JSON, with _subject", () => {
    const request = formspree.request(settings, submission(applyForm, applyValues), false);
    expect(request.url).toBe("https://formspree.io/f/jobs1234");
    expect(request.headers).toEqual({
      Accept: "application/json",
      "Content-Type": "application/x-www-form-urlencoded",
    });
    const body = new URLSearchParams(String(request.body));
    expect(body.get("_subject")).toBe("Application: SOC Analyst");
    expect(body.get("job")).toBe("SOC Analyst");
    expect(body.get("email")).toBe("ada@example.com");
    expect(body.has("_gotcha")).toBe(false);
  });

  it("sends how long the visitor took as _elapsed, an ordinary field to Formspree; none without JavaScript", () => {
    const body = new URLSearchParams(
      String(
        formspree.request(
          settings,
          submission(applyForm, applyValues, { elapsedSeconds: 42 }),
          false,
        ).body,
      ),
    );
    expect(body.get("_elapsed")).toBe("42");
    const native = formspree.native(settings, { form: applyForm, subject: "s", page }, false);
    expect(native?.hidden.map(({ name }) => name)).not.toContain("_elapsed");
  });

  it("falls back to the default form id, and sends files multipart where the plan takes them", () => {
    const other = { ...applyForm, id: "submit-resume" };
    expect(formspree.request(settings, submission(other, applyValues), false).url).toBe(
      "https://formspree.io/f/xyzabcd",
    );
    const body = formspree.request(
      settings,
      submission(applyForm, applyValues, { files: { cv: pdf() } }),
      true,
    ).body;
    expect(body).toBeInstanceOf(FormData);
  });

  it("accepts a plain HTML post, with the subject and the job hidden", () => {
    const native = formspree.native(
      settings,
      { form: applyForm, subject: "Application: SOC Analyst", page, parameter: "SOC Analyst" },
      false,
    );
    expect(native).toMatchObject({ action: "https://formspree.io/f/jobs1234", method: "post" });
    expect(native?.hidden).toEqual([
      { name: "_subject", value: "Application: SOC Analyst" },
      { name: "job", value: "SOC Analyst" },
    ]);
  });

  it("turns its 422 field errors into our messages, keeping its words for unknown codes", () => {
    const body = {
      error: "Validation errors",
      errors: [
        { code: "TYPE_EMAIL", field: "email", message: "should be an email" },
        { code: "REQUIRED_FIELD_MISSING", field: "name", message: "is required" },
        { code: "SOMETHING_NEW", field: "note", message: "is odd" },
        { code: "INACTIVE", message: "form is disabled" },
      ],
    };
    expect(formspree.fieldErrors(body, applyForm, settings)).toEqual({
      email: "Enter an email address like name@company.com.",
      name: "Enter your name.",
      note: "A short note: is odd.",
    });
  });
});
