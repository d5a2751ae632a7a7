import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as mandatory from "@secvisogram/csaf-validator-lib/mandatoryTests.js";
import { csaf_2_0_strict } from "@secvisogram/csaf-validator-lib/schemaTests.js";
import validateStrict from "@secvisogram/csaf-validator-lib/validateStrict.js";
import { describe, expect, it } from "vitest";
import { type CsafAdvisory, type CsafPublisher, csafDocument, csafFiles } from "./csaf";
import { csafAdvisories } from "~/page-data/csaf.server";
import { PGP_KEY_FILE, keyFingerprint } from "./openpgp-key";

const publisher: CsafPublisher = {
  name: "Example",
  legalName: "Example Ltd",
  origin: "https://www.example.com",
  keyFingerprint: "0".repeat(40),
};
const advisory: CsafAdvisory = {
  id: "EX-2026-001",
  slug: "ex-2026-001",
  title: "Stored cross-site scripting in notes",
  summary: "A crafted note could run script in another user's browser.",
  product: "Example Console",
  affectedFrom: "5.8.0",
  fixedIn: "5.9.2",
  cvss: "CVSS:3.1/AV:N/AC:L/PR:L/UI:R/S:C/C:L/I:L/A:N",
  cwe: {
    id: "CWE-79",
    name: "Improper Neutralization of Input During Web Page Generation ('Cross-site Scripting')",
  },
  remediation: "Update to 5.9.2 or later.",
  revisions: [
    { date: "2026-10-28", summary: "Initial publication" },
    { date: "2026-11-02", summary: "Corrected the affected versions" },
  ],
  acknowledgements: ["A. Researcher"],
  details: "Case notes accept a small set of formatting.",
};

/** The BSI validator's schema test and every mandatory test; the names of the tests that failed. */
async function failures(document: object): Promise<string[]> {
  const result = await validateStrict([csaf_2_0_strict, ...Object.values(mandatory)], document);
  return result.tests
    .filter((test) => !test.isValid)
    .map((test) => `${test.name}: ${JSON.stringify(test.errors)}`);
}

describe("CSAF 2.0 documents", () => {
  it("pass the schema and every mandatory test of BSI's validator", async () => {
    expect(await failures(csafDocument(advisory, publisher))).toEqual([]);
  });

  it("pass for every advisory on the site", async () => {
    for (const entry of await csafAdvisories())
      expect([entry.id, await failures(csafDocument(entry, publisher))]).toEqual([entry.id, []]);
  });

  it("are refused by the validator when broken (the test can fail)", async () => {
    const document = csafDocument(advisory, publisher) as {
      document: { tracking: { version: string } };
    };
    document.document.tracking.version = "7";
    expect(await failures(document)).not.toEqual([]);
  });

  it("carry the score computed from the vector, and the revision history", () => {
    const document = csafDocument(advisory, publisher) as {
      document: { tracking: { version: string; revision_history: unknown[] } };
      vulnerabilities: { scores: { cvss_v3: { baseScore: number; baseSeverity: string } }[] }[];
    };
    expect(document.vulnerabilities[0]?.scores[0]?.cvss_v3).toMatchObject({
      baseScore: 5.4,
      baseSeverity: "MEDIUM",
    });
    expect(document.document.tracking.version).toBe("2");
    expect(document.document.tracking.revision_history).toHaveLength(2);
  });
});

describe("CSAF directory", () => {
  const files = csafFiles(
    [
      advisory,
      {
        ...advisory,
        id: "EX-2025-004",
        slug: "ex-2025-004",
        revisions: [{ date: "2025-05-01", summary: "Initial publication" }],
      },
    ],
    publisher,
  );
  const file = (name: string) => files.find((entry) => entry.path === name)?.text ?? "";

  it("puts each document under the year of its first release, named by its id in lower case, with its hashes", () => {
    const text = file("/.well-known/csaf/white/2026/ex-2026-001.json");
    expect(JSON.parse(text).document.tracking.id).toBe("EX-2026-001");
    expect(file("/.well-known/csaf/white/2026/ex-2026-001.json.sha256")).toBe(
      `${createHash("sha256").update(text).digest("hex")}  ex-2026-001.json\n`,
    );
    expect(file("/.well-known/csaf/white/2026/ex-2026-001.json.sha512")).toMatch(
      /^[0-9a-f]{128} {2}ex-2026-001\.json\n$/,
    );
  });

  it("lists every document in index.txt and every change, newest first, in changes.csv", () => {
    expect(file("/.well-known/csaf/white/index.txt")).toBe(
      "2025/ex-2025-004.json\n2026/ex-2026-001.json\n",
    );
    expect(file("/.well-known/csaf/white/changes.csv")).toBe(
      '"2026/ex-2026-001.json","2026-11-02T00:00:00.000Z"\n"2025/ex-2025-004.json","2025-05-01T00:00:00.000Z"\n',
    );
  });

  it("describes the distribution in the provider metadata, with the key and the directory", () => {
    const metadata = JSON.parse(file("/.well-known/csaf/provider-metadata.json"));
    expect(metadata).toMatchObject({
      canonical_url: "https://www.example.com/.well-known/csaf/provider-metadata.json",
      distributions: [{ directory_url: "https://www.example.com/.well-known/csaf/white/" }],
      last_updated: "2026-11-02T00:00:00.000Z",
      metadata_version: "2.0",
      public_openpgp_keys: [
        { fingerprint: "0".repeat(40), url: "https://www.example.com/.well-known/pgp-key.txt" },
      ],
      role: "csaf_publisher",
    });
    expect(JSON.parse(csafFiles([advisory], publisher, true).at(-1)?.text ?? "{}").role).toBe(
      "csaf_provider",
    );
  });
});

describe("the published OpenPGP key", () => {
  const armored = readFileSync(PGP_KEY_FILE, "utf8");
  // A GnuPG home of its own, removed once read: the machine's keyrings are never touched.
  const home = mkdtempSync(path.join(tmpdir(), "gnupg-"));
  const shown = execFileSync("gpg", ["--batch", "--with-colons", "--show-keys", PGP_KEY_FILE], {
    encoding: "utf8",
    env: { ...process.env, GNUPGHOME: home },
  });
  rmSync(home, { recursive: true, force: true });
  const records = shown.split("\n").map((line) => line.split(":"));

  it("is a public key gpg reads, for the security mailbox, not expired, with an encryption subkey", () => {
    const site = readFileSync(
      process.env.CONTENT_DIR ? `${process.env.CONTENT_DIR}/site.yaml` : "content/site.yaml",
      "utf8",
    );
    const mailbox = /^\s+security:\s*(\S+)/m.exec(site)?.[1];
    expect(records.find((record) => record[0] === "uid")?.[9]).toContain(`<${mailbox}>`);
    const expiry = Number(records.find((record) => record[0] === "pub")?.[6] || Infinity);
    expect(expiry * 1000).toBeGreaterThan(Date.now());
    expect(records.some((record) => record[0] === "sub" && record[11]?.includes("e"))).toBe(true);
    expect(armored).not.toMatch(/PRIVATE KEY/);
  });

  it("has the fingerprint the provider metadata names", () => {
    expect(keyFingerprint(armored)).toBe(records.find((record) => record[0] === "fpr")?.[9]);
  });
});
