// @vitest-environment node
/**
 * The security vendor's content: an expired certification stops the build and one about to
 * expire is a warning; a bad CVSS vector, a CWE id MITRE does not list, an advisory file named
 * unlike its id and a phone number that cannot be dialled are refused with the file and field.
 * Each case breaks one thing in a scratch copy of the launch content (test/fixtures/content).
 */
import { describe, expect, it } from "vitest";
import { scratchContent } from "../../test/scratch-content";
import { expiringCertifications } from "./check.ts";

const scratch = scratchContent("vendor-content", { from: "launch" });

/** A scratch copy with one file changed, built: its path and the build's message. */
const buildWith = (name: string, relative: string, edit: (text: string) => string) =>
  scratch.build(name, (file) => file(relative, edit));

describe("certifications", () => {
  it("an expired one stops the build, naming the file and the field", async () => {
    const { content, message } = await buildWith(
      "expired",
      "certifications/iso-27001.yaml",
      (text) =>
        text
          .replace(/^issued: .*$/m, "issued: 2017-02-01")
          .replace(/^expires: .*$/m, "expires: 2020-01-31"),
    );
    expect(message).toContain(
      `${content}/certifications/iso-27001.yaml: expires: ISO/IEC 27001:2022 expired on 2020-01-31`,
    );
  });

  it("one expiring within 60 days is a warning, soonest first; expired and later ones are not", () => {
    const certifications = [
      { file: "a.yaml", name: "A", expires: "2027-03-15" },
      { file: "b.yaml", name: "B", expires: "2027-01-20" },
      { file: "c.yaml", name: "C", expires: "2026-12-31" },
      { file: "d.yaml", name: "D", expires: "2027-01-31" },
    ];
    expect(expiringCertifications(certifications, "2027-01-01").map((entry) => entry.name)).toEqual(
      ["B", "D"],
    );
  });
});

describe("advisories", () => {
  it("a CVSS vector with a wrong metric", async () => {
    const { content, message } = await buildWith("cvss", "advisories/hal-2026-003.md", (text) =>
      text.replace(/^cvss: CVSS:3\.1\/AV:N/m, "cvss: CVSS:3.1/AV:X"),
    );
    expect(message).toContain(`${content}/advisories/hal-2026-003.md: cvss: CVSS:3.1/AV:X`);
    expect(message).toContain("AV takes one of N, A, L, P");
  });

  it("a CWE id MITRE does not list", async () => {
    const { content, message } = await buildWith("cwe", "advisories/hal-2026-003.md", (text) =>
      text.replace(/^cwe: .*$/m, "cwe: CWE-999999"),
    );
    expect(message).toContain(
      `${content}/advisories/hal-2026-003.md: cwe: CWE-999999 is not in MITRE's CWE list`,
    );
  });

  it("a file named unlike its id", async () => {
    const { content, message } = await buildWith("id", "advisories/hal-2026-003.md", (text) =>
      text.replace(/^id: .*$/m, "id: HAL-2026-009"),
    );
    expect(message).toContain(
      `${content}/advisories/hal-2026-003.md: id: the file of HAL-2026-009 must be named hal-2026-009.md`,
    );
  });

  it("a fixed version that is not after the first affected one", async () => {
    const { content, message } = await buildWith("versions", "advisories/hal-2026-003.md", (text) =>
      text.replace(/^fixedIn: .*$/m, 'fixedIn: "5.7.9"'),
    );
    expect(message).toContain(
      `${content}/advisories/hal-2026-003.md: fixedIn: 5.7.9 must be a later version than affectedFrom (5.8.0)`,
    );
  });
});

describe("the emergency page", () => {
  it("a hotline number that cannot be dialled from abroad", async () => {
    const { content, message } = await buildWith("phone", "pages/emergency.yaml", (text) =>
      text.replace(/number: \+1 /, "number: 001 "),
    );
    expect(message).toMatch(
      new RegExp(
        `${content}/pages/emergency.yaml: sections\\.0\\.lines\\.0\\.number: Expected a number in international form`,
      ),
    );
  });
});
