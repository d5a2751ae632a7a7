import { describe, expect, it } from "vitest";
import { formsCspSources } from "../app/forms/csp-sources";
import { resolveFormsSettings } from "../app/forms/settings";
import { fileForPath, pageUrls, urlsForFile } from "./csp";
import { renderNginxHeaders } from "./host-config";
import { headerPolicy, pagePolicy } from "./security-headers";

describe("the pages' policy", () => {
  it("allows scripts only from our origin and by hash: no unsafe-inline, no unsafe-eval", () => {
    const { directives, scriptSources } = pagePolicy();
    expect(scriptSources).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self' mailto:",
    ])
      expect(directives).toContain(directive);
    expect(directives.join("; ")).not.toMatch(/'unsafe-eval'|script-src|frame-ancestors/);
  });

  it("lets form delivery reach the configured endpoint's origin, and nothing else", () => {
    const forms = formsCspSources(
      resolveFormsSettings(undefined, { FORMS_ENDPOINT: "https://forms.halcyrion.example/leads" }),
    );
    const { directives } = pagePolicy(forms);
    expect(directives).toContain("connect-src 'self' https://forms.halcyrion.example");
    expect(directives).toContain("form-action 'self' mailto: https://forms.halcyrion.example");
    expect(directives.join("; ")).not.toContain("/leads");
    expect(pagePolicy(formsCspSources(resolveFormsSettings(undefined, {})))).toEqual(pagePolicy());
  });

  it("leaves to the hosts' header only what a meta element cannot carry, the same from nginx", () => {
    expect(headerPolicy).toBe("frame-ancestors 'none'");
    expect(renderNginxHeaders()).toContain(
      `add_header Content-Security-Policy "${headerPolicy}" always;`,
    );
    expect(
      renderNginxHeaders()
        .split("\n")
        .every((line) => line.endsWith(" always;")),
    ).toBe(true);
  });
});

describe("the pages' addresses", () => {
  it("serves a page under its clean URL with and without the slash, and the 404 page", () => {
    expect(pageUrls(["/", "/services"])).toEqual(["/404.html", "/", "/services", "/services/"]);
    expect(urlsForFile("services/index.html")).toEqual(["/services", "/services/"]);
  });

  it("finds a page's file where static hosts serve it", () => {
    expect(["/", "/services", "/company/careers/apply"].map(fileForPath)).toEqual([
      "index.html",
      "services/index.html",
      "company/careers/apply/index.html",
    ]);
  });
});
