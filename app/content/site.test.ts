/** The company's configuration as every page reads it, whatever the company sets in content/site.yaml. */
import { describe, expect, it } from "vitest";
import { site } from "./site";

describe("company configuration", () => {
  it("gives pages an origin without a trailing slash, for absolute links", () => {
    expect(site.origin).toMatch(/^https?:\/\/[^/]+$/);
  });

  it("has a mailbox for each address the pages write to, and offices with country codes", () => {
    for (const address of Object.values(site.mailboxes))
      expect(address).toMatch(/^[^@\s]+@[^@\s]+$/);
    for (const office of site.offices) expect(office.countryCode, office.id).toMatch(/^[A-Z]{2}$/);
  });
});
