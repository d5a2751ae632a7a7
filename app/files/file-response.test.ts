import { describe, expect, it } from "vitest";
import { contentTypeOf, fileResponse } from "./file-response";

describe("an endpoint's file, typed by its name", () => {
  it.each([
    ["provider-metadata.json", "application/json; charset=utf-8"],
    ["2026/hal-2026-001.json", "application/json; charset=utf-8"],
    ["stix.json", "application/json; charset=utf-8"],
    ["hashes.csv", "text/csv; charset=utf-8"],
    ["security.txt", "text/plain; charset=utf-8"],
    ["webinar-x.ics", "text/calendar; charset=utf-8"],
    ["sitemap.xml", "application/xml; charset=utf-8"],
    ["rule.yml", "text/plain; charset=utf-8"],
    ["rule.yar", "text/plain; charset=utf-8"],
    ["2026/hal-2026-001.json.sha512", "text/plain; charset=utf-8"],
  ])("%s is %s", (name, type) => {
    expect(contentTypeOf(name)).toBe(type);
  });

  it("answers with the body as given and its type", async () => {
    const response = fileResponse("/research/x/indicators.csv", '"type","value"\n');
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(await response.text()).toBe('"type","value"\n');
  });

  it("refuses a file kind nobody typed rather than answering without a type", () => {
    for (const name of ["notes", "archive.zip", "x.constructor", "folder.d/file"])
      expect(() => contentTypeOf(name), name).toThrow(/No Content-Type/);
  });
});
