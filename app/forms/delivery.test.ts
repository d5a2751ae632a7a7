import { loadForm } from "./test-forms";
import { describe, expect, it, vi } from "vitest";
import { acceptsFiles, acceptsNativePost } from "./capabilities";
import { deliver, nativePost } from "./delivery";
import { parseFormsSettings } from "./settings";
import { GUID, applyValues, page, pdf, settingsFor, submission } from "./test-fixture";

const applyForm = loadForm("apply");

const none = parseFormsSettings({ provider: "none" });
const all = {
  none,
  endpointForm: settingsFor({ provider: "endpoint", url: "https://forms.halcyrion.example/in" }),
  endpointJson: settingsFor({
    provider: "endpoint",
    url: "https://forms.halcyrion.example/in",
    encoding: "json",
    acceptsFiles: true,
  }),
  formspree: settingsFor({ provider: "formspree", formId: "xyzabcd" }),
  netlify: settingsFor({ provider: "netlify" }),
  hubspot: settingsFor({ provider: "hubspot", portalId: "62515", formGuid: GUID }),
};

describe("what each provider takes", () => {
  it("offers file fields only where uploads are accepted (never by mail or HubSpot)", () => {
    expect(
      Object.fromEntries(
        Object.entries(all).map(([name, settings]) => [name, acceptsFiles(settings)]),
      ),
    ).toEqual({
      none: false,
      endpointForm: false,
      endpointJson: true,
      formspree: false,
      netlify: true,
      hubspot: false,
    });
  });

  it("posts natively without JavaScript where the provider accepts it; otherwise the form composes mail", () => {
    const target = { form: applyForm, subject: "s", page };
    for (const [name, settings] of Object.entries(all)) {
      const native = ["endpointForm", "formspree", "netlify"].includes(name);
      expect(acceptsNativePost(settings), name).toBe(native);
      expect(nativePost(settings, target) !== null, name).toBe(native);
    }
  });
});

describe("delivery", () => {
  it("hides file fields from the request unless the provider accepts them", async () => {
    const withCv = submission(applyForm, applyValues, { files: { cv: pdf() } });
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response("", { status: 200 }));
    await deliver(all.netlify, withCv, { fetch });
    await deliver(all.formspree, withCv, { fetch });
    expect(fetch.mock.calls[0]?.[1]?.body).toBeInstanceOf(FormData);
    expect(typeof fetch.mock.calls[1]?.[1]?.body).toBe("string");
  });

  it("sends through the provider and reads its field errors", async () => {
    const body = JSON.stringify({
      errors: [{ code: "TYPE_EMAIL", field: "email", message: "should be an email" }],
    });
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(body, { status: 422 }));
    const outcome = await deliver(all.formspree, submission(applyForm, applyValues), { fetch });
    expect(fetch.mock.calls[0]?.[0]).toBe("https://formspree.io/f/xyzabcd");
    expect(outcome).toEqual({
      kind: "invalid",
      status: 422,
      fieldErrors: { email: "Enter an email address like name@company.com." },
    });
  });

  it("has no request when forms compose mail: sending refuses", async () => {
    await expect(deliver(none, submission(applyForm, applyValues))).rejects.toThrow(/composeMail/);
  });
});
