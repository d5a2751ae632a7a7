/**
 * The company's configuration as it launched (reserved .example addresses, the founding year, the
 * two offices), proven on the frozen launch content (test/fixtures/content).
 */
import { describe, expect, it } from "vitest";
import { site } from "./site";

describe("company configuration", () => {
  it("keeps every mailbox and the default origin under the reserved .example domain", () => {
    for (const address of Object.values(site.mailboxes))
      expect(address).toMatch(/^[\w.+-]+@[\w-]+\.example$/);
    expect(site.origin).toMatch(/^https:\/\/[\w.-]+\.example$/);
  });

  it("is a private limited company founded in 2017 with offices in the USA and India", () => {
    expect(site.foundingYear).toBe(2017);
    expect(site.legalName).toMatch(/Private Limited$/);
    expect(site.offices.map((office) => office.countryCode)).toEqual(["US", "IN"]);
  });
});
