import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { securityTxt } from "./security-txt";

const now = new Date("2026-11-21T12:00:00Z");
const text = securityTxt({
  origin: "https://www.example.com",
  contact: site.mailboxes.security,
  now,
});
const field = (name: string) => new RegExp(`^${name}: (.+)$`, "m").exec(text)?.[1];

describe("security.txt (RFC 9116)", () => {
  it("names the configured security mailbox as the contact", () => {
    expect(field("Contact")).toBe(`mailto:${site.mailboxes.security}`);
  });

  it("expires in the future but less than a year after the build", () => {
    const expires = Date.parse(field("Expires") ?? "");
    expect(field("Expires")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(expires).toBeGreaterThan(now.getTime() + 90 * 864e5);
    expect(expires).toBeLessThan(now.getTime() + 365 * 864e5);
  });

  it("states its languages and its canonical location, once each", () => {
    expect(field("Preferred-Languages")).toBe("en");
    expect(field("Canonical")).toBe("https://www.example.com/.well-known/security.txt");
    for (const name of ["Expires", "Preferred-Languages", "Canonical"]) {
      expect(text.match(new RegExp(`^${name}:`, "gm"))).toHaveLength(1);
    }
  });

  it("points at the policy, the key, the thanks page and the CSAF metadata on our origin, only when given", () => {
    for (const name of ["Policy", "Encryption", "Acknowledgments", "CSAF"])
      expect(text).not.toMatch(new RegExp(`^${name}:`, "m"));
    const full = securityTxt({
      origin: "https://x.example",
      contact: "a@x.example",
      now,
      links: {
        policy: "/security",
        encryption: "/.well-known/pgp-key.txt",
        acknowledgments: "/security/thanks",
        csaf: "/.well-known/csaf/provider-metadata.json",
      },
    });
    expect(full).toContain("Policy: https://x.example/security\n");
    expect(full).toContain("Encryption: https://x.example/.well-known/pgp-key.txt\n");
    expect(full).toContain("Acknowledgments: https://x.example/security/thanks\n");
    expect(full).toContain("CSAF: https://x.example/.well-known/csaf/provider-metadata.json\n");
  });

  it("contains only comments and known fields", () => {
    for (const line of text.split("\n").filter(Boolean)) {
      expect(line).toMatch(
        /^(#.*|(Contact|Expires|Preferred-Languages|Canonical|Policy|Encryption|Acknowledgments|CSAF): \S.*)$/,
      );
    }
  });
});
