import { loadForm } from "../test-forms";
import { describe, expect, it } from "vitest";
import { applyValues, page, pdf, settingsFor, submission } from "../test-fixture";
import { endpoint } from "./endpoint";

const applyForm = loadForm("apply");
const scheduleDemoForm = loadForm("schedule-demo");

const url = "https://forms.halcyrion.example/submit";
const formSettings = settingsFor({ provider: "endpoint", url });
const jsonSettings = settingsFor({ provider: "endpoint", url, encoding: "json" });

describe("generic endpoint: the request", () => {
  it("posts form-encoded by default: meta fields, the job, then every field cleaned", () => {
    const request = endpoint.request(formSettings, submission(applyForm, applyValues), false);
    expect(request).toMatchObject({ url, method: "POST" });
    expect(request.headers).toEqual({
      Accept: "application/json",
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect([...new URLSearchParams(String(request.body))]).toEqual([
      ["_form", "apply"],
      ["_subject", "Application: SOC Analyst"],
      ["_page", page.uri],
      ["job", "SOC Analyst"],
      ["name", "Ada Example"],
      ["email", "ada@example.com"],
      ["profile_url", "https://linkedin.com/in/ada"],
      ["note", "I would like to join.\nI can start in March."],
    ]);
  });

  it("posts JSON when configured, with the same keys", () => {
    const request = endpoint.request(jsonSettings, submission(applyForm, applyValues), false);
    expect(request.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(String(request.body))).toEqual({
      _form: "apply",
      _subject: "Application: SOC Analyst",
      _page: page.uri,
      job: "SOC Analyst",
      name: "Ada Example",
      email: "ada@example.com",
      profile_url: "https://linkedin.com/in/ada",
      note: "I would like to join.\nI can start in March.",
    });
  });

  it("carries the draft's idempotency key in the body (no header: that would need a CORS preflight), form-encoded and JSON", () => {
    const keyed = submission(applyForm, applyValues, {
      idempotencyKey: "3f1c2a9e-8b4d-4c1e-9a7f-0d2e5b6c7a81",
    });
    const form = endpoint.request(formSettings, keyed, false);
    expect(new URLSearchParams(String(form.body)).get("_idempotency_key")).toBe(
      "3f1c2a9e-8b4d-4c1e-9a7f-0d2e5b6c7a81",
    );
    expect(Object.keys(form.headers).map((name) => name.toLowerCase())).toEqual([
      "accept",
      "content-type",
    ]);
    expect(JSON.parse(String(endpoint.request(jsonSettings, keyed, false).body))).toMatchObject({
      _idempotency_key: "3f1c2a9e-8b4d-4c1e-9a7f-0d2e5b6c7a81",
    });
    const multipart = endpoint.request(formSettings, { ...keyed, files: { cv: pdf() } }, true);
    expect((multipart.body as FormData).get("_idempotency_key")).toBe(
      "3f1c2a9e-8b4d-4c1e-9a7f-0d2e5b6c7a81",
    );
  });

  it("sends a date and time with the visitor's UTC offset", () => {
    const values = {
      name: "Ada",
      email: "a@b.co",
      company: "X",
      role: "CISO",
      interest: "Incident response",
      preferred_time: "2030-01-15T14:30",
    };
    const request = endpoint.request(
      jsonSettings,
      submission(scheduleDemoForm, values, { parameter: undefined, offsetMinutes: 330 }),
      false,
    );
    expect(JSON.parse(String(request.body))).toMatchObject({
      preferred_time: "2030-01-15T14:30:00+05:30",
    });
  });

  it("goes multipart with the file when files are accepted, without a Content-Type of its own", () => {
    const cv = pdf();
    const request = endpoint.request(
      jsonSettings,
      submission(applyForm, applyValues, { files: { cv } }),
      true,
    );
    expect(request.body).toBeInstanceOf(FormData);
    expect((request.body as FormData).get("cv")).toBe(cv);
    expect((request.body as FormData).get("_form")).toBe("apply");
    expect(request.headers).toEqual({ Accept: "application/json" });
  });

  it("leaves the file out when the endpoint takes none", () => {
    const request = endpoint.request(
      formSettings,
      submission(applyForm, applyValues, { files: { cv: pdf() } }),
      false,
    );
    expect(typeof request.body).toBe("string");
    expect(new URLSearchParams(String(request.body)).has("cv")).toBe(false);
  });

  it("tells the endpoint how long the visitor took, as _elapsed after the meta fields, form-encoded and JSON", () => {
    const timed = submission(applyForm, applyValues, { elapsedSeconds: 42 });
    expect(
      [...new URLSearchParams(String(endpoint.request(formSettings, timed, false).body))].slice(
        2,
        4,
      ),
    ).toEqual([
      ["_page", page.uri],
      ["_elapsed", "42"],
    ]);
    expect(JSON.parse(String(endpoint.request(jsonSettings, timed, false).body))).toMatchObject({
      _elapsed: "42",
    });
    const multipart = endpoint.request(
      formSettings,
      submission(applyForm, applyValues, { elapsedSeconds: 7, files: { cv: pdf() } }),
      true,
    );
    expect((multipart.body as FormData).get("_elapsed")).toBe("7");
  });

  it("uses a form's own URL where one is set", () => {
    const settings = settingsFor({
      provider: "endpoint",
      url,
      urls: { apply: "https://jobs.halcyrion.example/in" },
    });
    expect(endpoint.request(settings, submission(applyForm, applyValues), false).url).toBe(
      "https://jobs.halcyrion.example/in",
    );
  });
});

describe("generic endpoint: without JavaScript", () => {
  const target = {
    form: applyForm,
    subject: "Application: SOC Analyst",
    page,
    parameter: "SOC Analyst",
  };

  it("is a native post when form-encoded, carrying the meta fields and the job as hidden inputs", () => {
    expect(endpoint.native(formSettings, target, false)).toEqual({
      action: url,
      method: "post",
      enctype: "application/x-www-form-urlencoded",
      hidden: [
        { name: "_form", value: "apply" },
        { name: "_subject", value: "Application: SOC Analyst" },
        { name: "_page", value: page.uri },
        { name: "job", value: "SOC Analyst" },
      ],
      attributes: {},
    });
    expect(endpoint.native(formSettings, target, true)?.enctype).toBe("multipart/form-data");
  });

  it("carries no _elapsed: a post without it is one the browser's checks did not see", () => {
    expect(
      endpoint.native(formSettings, target, false)?.hidden.map(({ name }) => name),
    ).not.toContain("_elapsed");
  });

  it("is none for JSON: a plain form cannot send it, so the form composes mail", () => {
    expect(endpoint.native(jsonSettings, target, false)).toBeNull();
  });
});

describe("generic endpoint: field errors", () => {
  it("reads { errors: { field: message } } and [{ field, message }], for our fields only", () => {
    expect(
      endpoint.fieldErrors(
        { errors: { email: "is already registered", other: "x" } },
        applyForm,
        formSettings,
      ),
    ).toEqual({
      email: "Email address: is already registered.",
    });
    expect(
      endpoint.fieldErrors(
        { errors: [{ field: "name", message: "Too long." }] },
        applyForm,
        formSettings,
      ),
    ).toEqual({
      name: "Name: Too long.",
    });
  });

  it("finds nothing in other bodies", () => {
    for (const body of ["Bad request", null, { errors: "no" }, { errors: { constructor: "x" } }]) {
      expect(endpoint.fieldErrors(body, applyForm, formSettings)).toEqual({});
    }
  });
});
