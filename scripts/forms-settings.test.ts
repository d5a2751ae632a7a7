import { describe, expect, it } from "vitest";
import { resolveFormsSettings } from "../app/forms/settings";
import { buildFormsSettings, siteFormsSettings } from "./forms-settings";

// What content/form-delivery.yaml sets as shipped (provider: none) is forms-settings.launch.test.ts.
describe("the build's form delivery settings", () => {
  it("are the site's settings, with the 15 s timeout", () => {
    expect(buildFormsSettings({})).toEqual({
      settings: resolveFormsSettings(siteFormsSettings, {}),
      timeoutMs: 15_000,
    });
    expect(buildFormsSettings({}, { provider: "none" })).toEqual({
      settings: { provider: "none" },
      timeoutMs: 15_000,
    });
  });

  it("take FORMS_ENDPOINT over the site's settings", () => {
    expect(
      buildFormsSettings(
        { FORMS_ENDPOINT: "https://forms.example.com/leads" },
        { provider: "none" },
      ).settings,
    ).toMatchObject({
      provider: "endpoint",
      url: "https://forms.example.com/leads",
      encoding: "form",
    });
  });

  it("stop the build with a message naming the setting", () => {
    expect(() => buildFormsSettings({ FORMS_ENDPOINT: "http://forms.example.com/leads" })).toThrow(
      /^Build stopped: FORMS_ENDPOINT must be an https:\/\/ URL/,
    );
    expect(() => buildFormsSettings({}, { provider: "formspree" })).toThrow(
      /Build stopped: Invalid form delivery settings:\nforms\.formId/,
    );
    expect(() => buildFormsSettings({ FORMS_TIMEOUT_MS: "soon" })).toThrow(
      /FORMS_TIMEOUT_MS must be a whole number/,
    );
  });
});
