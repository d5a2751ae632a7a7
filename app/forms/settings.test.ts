import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseFormsSettings, resolveFormsSettings } from "./settings";

const GUID = "78c2891f-ebdd-44c0-bd94-15c012bbbfbf";

describe("delivery settings", () => {
  it("means mail when nothing is configured", () => {
    expect(resolveFormsSettings(undefined, {})).toEqual({ provider: "none" });
  });

  it("fills in each provider's defaults", () => {
    expect(
      parseFormsSettings({ provider: "endpoint", url: " https://forms.halcyrion.example/in " }),
    ).toEqual({
      provider: "endpoint",
      url: "https://forms.halcyrion.example/in",
      encoding: "form",
      acceptsFiles: false,
      urls: {},
    });
    expect(parseFormsSettings({ provider: "netlify" })).toEqual({
      provider: "netlify",
      formNames: {},
      acceptsFiles: true,
    });
    expect(
      parseFormsSettings({ provider: "hubspot", portalId: 62515, formGuid: GUID }),
    ).toMatchObject({ portalId: "62515", fieldNames: {} });
  });

  it("lets FORMS_ENDPOINT at build replace whatever the site settings say", () => {
    const site = { provider: "formspree", formId: "xyzabcd" };
    expect(resolveFormsSettings(site, { FORMS_ENDPOINT: "http://127.0.0.1:8787/in" })).toEqual({
      provider: "endpoint",
      url: "http://127.0.0.1:8787/in",
      encoding: "form",
      acceptsFiles: false,
      urls: {},
    });
    expect(
      resolveFormsSettings(site, {
        FORMS_ENDPOINT: "https://x.example/in",
        FORMS_ENCODING: "json",
      }),
    ).toMatchObject({ encoding: "json" });
    expect(() =>
      resolveFormsSettings(site, { FORMS_ENDPOINT: "https://x.example/in", FORMS_ENCODING: "xml" }),
    ).toThrow('FORMS_ENCODING must be "form" or "json"; got "xml"');
    expect(resolveFormsSettings(site, { FORMS_ENDPOINT: "  " })).toMatchObject({
      provider: "formspree",
    });
  });

  it("names each bad setting by its path, and refuses unknown keys (typos)", () => {
    expect(() => parseFormsSettings({ provider: "formspree", formId: "x" })).toThrow(
      /forms\.formId: the id in https:\/\/formspree\.io\/f\/<id>/,
    );
    expect(() =>
      parseFormsSettings({ provider: "hubspot", portalId: "abc", formGuid: "nope" }),
    ).toThrow(
      /forms\.portalId: the numeric HubSpot account \(portal\) id\nforms\.formGuid: a form GUID/,
    );
    expect(() =>
      parseFormsSettings({ provider: "endpoint", url: "https://x.example", encodng: "json" }),
    ).toThrow(/encodng/);
    expect(() => parseFormsSettings({ provider: "mailchimp" })).toThrow(/forms\.provider/);
  });

  it("accepts every example in app/forms/examples/", () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "examples");
    const examples = readdirSync(dir)
      .filter((name) => name.endsWith(".yaml"))
      .map((name) => parse(readFileSync(path.join(dir, name), "utf8")) as unknown);
    expect(examples.length).toBeGreaterThanOrEqual(5);
    for (const example of examples) expect(() => parseFormsSettings(example)).not.toThrow();
  });
});
