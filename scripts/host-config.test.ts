import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderNginxAdminHeaders, renderNginxHeaders, renderNginxFileHeaders } from "./host-config";
import { fileTypes } from "./security-headers";

/** The headers one nginx location sends: name (lower case) → values, one per add_header line. */
function sent(addHeaderLines: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const line of addHeaderLines.split("\n")) {
    const match = /^add_header (\S+) "(.*)" always;$/.exec(line);
    expect(match, line).not.toBeNull();
    const name = (match?.[1] ?? "").toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), match?.[2] ?? ""]);
  }
  return headers;
}

describe("the nginx configuration's headers by location", () => {
  const pages = sent(renderNginxHeaders());
  const admin = sent(renderNginxAdminHeaders());
  const media = sent(renderNginxFileHeaders());

  it("sends each header once per location, on every response (error pages too)", () => {
    for (const location of [pages, admin, media]) {
      for (const [name, values] of location) expect(values, name).toHaveLength(1);
    }
  });

  it("keeps the CMS's GitHub sign-in popup connected, and every page isolated from other sites' windows", () => {
    expect(admin.get("cross-origin-opener-policy")).toEqual(["same-origin-allow-popups"]);
    expect(pages.get("cross-origin-opener-policy")).toEqual(["same-origin"]);
    expect(admin.get("content-security-policy")?.[0]).toContain(
      "connect-src 'self' https://api.github.com",
    );
    expect(admin.get("x-robots-tag")).toEqual(["noindex, nofollow"]);
  });

  it("sandboxes uploads and every other file that is not a page: no script, no plugin, a unique origin, never sniffed", () => {
    const csp = media.get("content-security-policy")?.[0]?.split("; ") ?? [];
    expect(csp).toEqual(expect.arrayContaining(["default-src 'none'", "sandbox"]));
    expect(csp.join("; ")).not.toMatch(/script-src|allow-/);
    expect(media.get("x-content-type-options")).toEqual(["nosniff"]);
    expect(media.get("cross-origin-opener-policy")).toEqual(["same-origin"]);
    expect(media.get("strict-transport-security")).toEqual(pages.get("strict-transport-security"));
  });
});

describe("the nginx configuration's types", () => {
  /** site.conf's regex locations: what each matches, the type it gives, the headers it includes. */
  const locations = [
    ...readFileSync("deploy/nginx/site.conf", "utf8").matchAll(/^location ~ (\S+) \{\n([^}]*)\}/gm),
  ].map(([, pattern, body]) => ({
    pattern: new RegExp(pattern ?? ""),
    type: /default_type "([^"]+)";/.exec(body ?? "")?.[1],
    body: body ?? "",
  }));

  it("serves each file we type (research CSV, Sigma and YARA rules) as the CDN hosts do, sandboxed and precompressed", () => {
    for (const [extension, type] of Object.entries(fileTypes)) {
      const location = locations.find((candidate) =>
        candidate.pattern.test(`/research/x.${extension}`),
      );
      expect([extension, location?.type]).toEqual([extension, type]);
      expect(location?.body, extension).toContain("include halcyrion/file-headers.conf;");
      expect(location?.body, extension).toContain("include halcyrion/precompressed.conf;");
    }
  });
});
