import { loadForm } from "../test-forms";
import { describe, expect, it } from "vitest";
import { applyValues, page, pdf, settingsFor, submission } from "../test-fixture";
import { netlify } from "./netlify";

const applyForm = loadForm("apply");

const settings = settingsFor({ provider: "netlify", formNames: { apply: "job-application" } });

describe("Netlify Forms", () => {
  it("posts form-encoded to the site itself, naming the form", () => {
    const request = netlify.request(settings, submission(applyForm, applyValues), false);
    expect(request).toMatchObject({
      url: "/",
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const body = new URLSearchParams(String(request.body));
    expect(body.get("form-name")).toBe("job-application");
    expect(body.get("job")).toBe("SOC Analyst");
    expect(body.get("profile_url")).toBe("https://linkedin.com/in/ada");
  });

  it("names a form by its id when not renamed, and takes files by default", () => {
    const other = { ...applyForm, id: "submit-resume" };
    const request = netlify.request(
      settings,
      submission(other, applyValues, { files: { cv: pdf() } }),
      settings.acceptsFiles,
    );
    expect((request.body as FormData).get("form-name")).toBe("submit-resume");
    expect((request.body as FormData).get("cv")).toBeInstanceOf(File);
  });

  it("marks the plain HTML form for Netlify's detection, with its honeypot", () => {
    const native = netlify.native(
      settings,
      { form: applyForm, subject: "s", page, parameter: "SOC Analyst" },
      true,
    );
    expect(native).toEqual({
      action: page.path,
      method: "post",
      enctype: "multipart/form-data",
      hidden: [
        { name: "form-name", value: "job-application" },
        { name: "_elapsed", value: "" },
        { name: "_idempotency_key", value: "" },
        { name: "job", value: "SOC Analyst" },
      ],
      attributes: {
        name: "job-application",
        "data-netlify": "true",
        "netlify-honeypot": "_gotcha",
      },
    });
  });

  it("sends how long the visitor took as _elapsed, a field its detection finds (empty) in the plain form", () => {
    const request = netlify.request(
      settings,
      submission(applyForm, applyValues, { elapsedSeconds: 42 }),
      false,
    );
    expect(new URLSearchParams(String(request.body)).get("_elapsed")).toBe("42");
  });

  it("sends the draft's idempotency key, a field its detection finds (empty) in the plain form", () => {
    const request = netlify.request(
      settings,
      submission(applyForm, applyValues, {
        idempotencyKey: "3f1c2a9e-8b4d-4c1e-9a7f-0d2e5b6c7a81",
      }),
      false,
    );
    expect(new URLSearchParams(String(request.body)).get("_idempotency_key")).toBe(
      "3f1c2a9e-8b4d-4c1e-9a7f-0d2e5b6c7a81",
    );
  });

  it("has no field errors to read", () => {
    expect(netlify.fieldErrors({ errors: { email: "x" } }, applyForm, settings)).toEqual({});
  });
});
