import { loadForm } from "../test-forms";
import { describe, expect, it } from "vitest";
import { GUID, applyValues, page, pdf, settingsFor, submission } from "../test-fixture";
import { hubspot } from "./hubspot";

const applyForm = loadForm("apply");
const registerForm = loadForm("register");

const settings = settingsFor({
  provider: "hubspot",
  portalId: 62515,
  formGuid: GUID,
  fieldNames: { name: "firstname", role: "jobtitle" },
});

describe("HubSpot forms submission API", () => {
  it("posts JSON to the v3 integration endpoint: renamed properties, empty fields left out, page context, no tracking cookie", () => {
    const values = { name: "Ada Example", email: "ada@example.com", company: "", role: "CISO" };
    const request = hubspot.request(
      settings,
      submission(registerForm, values, { parameter: "Threat Briefing (May 4)" }),
      false,
    );
    expect(request.url).toBe(
      `https://api.hsforms.com/submissions/v3/integration/submit/62515/${GUID}`,
    );
    expect(request.headers).toEqual({
      "Content-Type": "application/json",
      Accept: "application/json",
    });
    const body: unknown = JSON.parse(String(request.body));
    expect(body).toEqual({
      fields: [
        { name: "event", value: "Threat Briefing (May 4)" },
        { name: "firstname", value: "Ada Example" },
        { name: "email", value: "ada@example.com" },
        { name: "jobtitle", value: "CISO" },
      ],
      context: { pageUri: page.uri, pageName: page.title },
    });
    expect(String(request.body)).not.toContain("hutk");
  });

  it("sends how long the visitor took only to the property fieldNames names for _elapsed: HubSpot refuses undeclared fields", () => {
    const values = { name: "Ada Example", email: "ada@example.com" };
    const fields = (request: { body: string | FormData }) =>
      (JSON.parse(String(request.body)) as { fields: { name: string; value: string }[] }).fields;
    const timed = submission(registerForm, values, { elapsedSeconds: 42 });
    expect(fields(hubspot.request(settings, timed, false)).map(({ name }) => name)).toEqual([
      "event",
      "firstname",
      "email",
    ]);
    const mapped = settingsFor({
      provider: "hubspot",
      portalId: 62515,
      formGuid: GUID,
      fieldNames: { _elapsed: "form_fill_seconds" },
    });
    expect(fields(hubspot.request(mapped, timed, false))).toContainEqual({
      name: "form_fill_seconds",
      value: "42",
    });
    expect(String(hubspot.request(mapped, timed, false).body)).not.toContain("_elapsed");
  });

  it("sends the idempotency key only to the property fieldNames names for it", () => {
    const values = { name: "Ada Example", email: "ada@example.com" };
    const keyed = submission(registerForm, values, {
      idempotencyKey: "3f1c2a9e-8b4d-4c1e-9a7f-0d2e5b6c7a81",
    });
    expect(String(hubspot.request(settings, keyed, false).body)).not.toContain(
      "3f1c2a9e-8b4d-4c1e-9a7f-0d2e5b6c7a81",
    );
    const mapped = settingsFor({
      provider: "hubspot",
      portalId: 62515,
      formGuid: GUID,
      fieldNames: { _idempotency_key: "form_submission_key" },
    });
    expect(
      (JSON.parse(String(hubspot.request(mapped, keyed, false).body)) as { fields: unknown[] })
        .fields,
    ).toContainEqual({
      name: "form_submission_key",
      value: "3f1c2a9e-8b4d-4c1e-9a7f-0d2e5b6c7a81",
    });
  });

  it("never sends a file, and has no plain HTML post", () => {
    const request = hubspot.request(
      settings,
      submission(applyForm, applyValues, { files: { cv: pdf() } }),
      true,
    );
    expect(typeof request.body).toBe("string");
    expect(String(request.body)).not.toContain("cv.pdf");
    expect(hubspot.native(settings, { form: applyForm, subject: "s", page }, true)).toBeNull();
  });

  it("maps its errors back to our fields, through the renamed properties", () => {
    const body = {
      status: "error",
      message: "The request is not valid",
      errors: [
        { message: "Error in 'fields.email'. Invalid email address", errorType: "INVALID_EMAIL" },
        {
          message: "Error in 'fields.firstname'. Required field 'firstname' is missing",
          errorType: "REQUIRED_FIELD",
        },
        { message: "Error in 'fields.company'. Too long", errorType: "INPUT_TOO_LARGE" },
        {
          message: "Error in 'fields.hs_x'. not in form",
          errorType: "FIELD_NOT_IN_FORM_DEFINITION",
        },
      ],
    };
    expect(hubspot.fieldErrors(body, registerForm, settings)).toEqual({
      email: "Enter an email address like name@company.com.",
      name: "Enter your name.",
      company: "Company: Too long.",
    });
  });
});
