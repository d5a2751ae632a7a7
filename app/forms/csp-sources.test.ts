import { describe, expect, it } from "vitest";
import { pagePolicy } from "../../scripts/security-headers";
import { formsCspSources } from "./csp-sources";
import { FormsSettingsError, parseFormsSettings, resolveFormsSettings } from "./settings";
import type { FormsSettings } from "./settings-schema";
import { GUID } from "./test-fixture";

const sources = (input: unknown) => formsCspSources(parseFormsSettings(input));
const directive = (directives: string[], name: string) =>
  directives.find((part) => part.startsWith(`${name} `));

describe("the CSP sources form delivery needs", () => {
  it("adds nothing when forms compose mail: the policy is the one the site always had", () => {
    expect(sources({ provider: "none" })).toEqual({ connectSrc: [], formAction: [] });
    expect(pagePolicy(sources({ provider: "none" }))).toEqual(pagePolicy());
  });

  it("allows exactly the endpoint's origin: no path, no query, for fetch and the plain form post", () => {
    const csp = sources({
      provider: "endpoint",
      url: "https://Forms.Halcyrion.example:8443/hooks/lead?key=abc",
    });
    expect(csp).toEqual({
      connectSrc: ["https://forms.halcyrion.example:8443"],
      formAction: ["https://forms.halcyrion.example:8443"],
    });
  });

  it("keeps a JSON endpoint out of form-action: no plain form posts there", () => {
    expect(
      sources({
        provider: "endpoint",
        url: "https://forms.halcyrion.example/in",
        encoding: "json",
      }),
    ).toEqual({
      connectSrc: ["https://forms.halcyrion.example"],
      formAction: [],
    });
  });

  it("lists each per-form endpoint origin once", () => {
    const csp = sources({
      provider: "endpoint",
      url: "https://forms.halcyrion.example/a",
      urls: {
        apply: "https://jobs.halcyrion.example/in",
        register: "https://forms.halcyrion.example/b",
      },
    });
    expect(csp.connectSrc).toEqual([
      "https://forms.halcyrion.example",
      "https://jobs.halcyrion.example",
    ]);
  });

  it("allows Formspree for both, HubSpot for fetch only, and Netlify nothing beyond 'self'", () => {
    expect(sources({ provider: "formspree", formId: "xyzabcd" })).toEqual({
      connectSrc: ["https://formspree.io"],
      formAction: ["https://formspree.io"],
    });
    expect(sources({ provider: "hubspot", portalId: 1, formGuid: GUID })).toEqual({
      connectSrc: ["https://api.hsforms.com"],
      formAction: [],
    });
    expect(sources({ provider: "netlify" })).toEqual({
      connectSrc: ["'self'"],
      formAction: ["'self'"],
    });
    expect(pagePolicy(sources({ provider: "netlify" }))).toEqual(pagePolicy());
  });

  it("puts the origin into connect-src and form-action, next to what was there", () => {
    const csp = pagePolicy(sources({ provider: "formspree", formId: "xyzabcd" })).directives;
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' https://formspree.io");
    expect(directive(csp, "form-action")).toBe("form-action 'self' mailto: https://formspree.io");
    expect(directive(csp, "default-src")).toBe("default-src 'self'");
  });

  it("allows plain http only on the loopback interface (the tests' receiver)", () => {
    expect(sources({ provider: "endpoint", url: "http://127.0.0.1:8787/in" }).connectSrc).toEqual([
      "http://127.0.0.1:8787",
    ]);
    expect(sources({ provider: "endpoint", url: "http://localhost:8787/in" }).connectSrc).toEqual([
      "http://localhost:8787",
    ]);
  });

  it.each([
    ["http://forms.halcyrion.example/in", "plain http"],
    ["ftp://forms.halcyrion.example/in", "another scheme"],
    ["https://user:secret@forms.halcyrion.example/in", "credentials"],
    ["https://evil.example;script-src/in", "a host that would add a directive"],
    ['https://a"b.example/in', "a host that would end nginx's quoted value"],
    ["https://a'b.example/in", "a quote"],
    ["https://intranet/in", "a host that is not a domain name"],
    ["forms.halcyrion.example/in", "no scheme"],
  ])("rejects %s (%s) with a message saying what is allowed", (url) => {
    expect(() => parseFormsSettings({ provider: "endpoint", url })).toThrow(
      /forms\.url: an https:\/\/ URL on a domain name/,
    );
    const unchecked = {
      provider: "endpoint",
      url,
      encoding: "form",
      acceptsFiles: false,
      urls: {},
    } satisfies FormsSettings;
    expect(() => formsCspSources(unchecked)).toThrow(
      `forms.url must be an https:// URL on a domain name`,
    );
    expect(() => resolveFormsSettings(undefined, { FORMS_ENDPOINT: url })).toThrow(
      FormsSettingsError,
    );
    expect(() => resolveFormsSettings(undefined, { FORMS_ENDPOINT: url })).toThrow(
      /^FORMS_ENDPOINT must be an https:\/\/ URL/,
    );
  });
});
