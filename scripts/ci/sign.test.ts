/**
 * deploy/sign.sh, the deploy job's signing step, run on a scratch site with a throwaway key: the
 * security.txt it signs verifies with gpg and still reads as security.txt (RFC 9116 wants an
 * OpenPGP cleartext signature), and each CSAF document gets a detached signature that verifies.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../app/content/site";
import { securityTxt } from "../../app/files/security-txt";
import { wellKnown } from "../../app/route-table";

const scratch = mkdtempSync(path.join(tmpdir(), "sign-"));
// A short path: gpg-agent's socket lives in GNUPGHOME, and socket paths are limited in length.
const gnupgHome = mkdtempSync(path.join(tmpdir(), "gpg-"));
const siteDir = path.join(scratch, "client");
const txtFile = path.join(siteDir, ...wellKnown.securityTxt.split("/").filter(Boolean));
const csafFile = path.join(siteDir, ".well-known/csaf/white/2026/hal-2026-001.json");
const passphrase = "throwaway passphrase";
const env = { ...process.env, GNUPGHOME: gnupgHome, CSAF_SIGNING_PASSPHRASE: passphrase };
const unsigned = securityTxt({
  origin: "https://www.example.com",
  contact: site.mailboxes.security,
  now: new Date(),
});

const gpg = (...args: string[]) =>
  execFileSync("gpg", ["--batch", ...args], { env, encoding: "utf8", stdio: "pipe" });
const verifies = (...files: string[]) => {
  try {
    gpg("--verify", ...files);
    return true;
  } catch {
    return false;
  }
};

beforeAll(() => {
  // Ed25519: made in milliseconds, where gpg's default RSA key can take seconds on a busy machine.
  gpg(
    "--passphrase",
    passphrase,
    "--pinentry-mode",
    "loopback",
    "--quick-gen-key",
    "Security <security@example.com>",
    "ed25519",
    "sign",
    "never",
  );
  mkdirSync(path.dirname(txtFile), { recursive: true });
  mkdirSync(path.dirname(csafFile), { recursive: true });
  writeFileSync(txtFile, unsigned);
  // The build's compressed copies of the unsigned file.
  writeFileSync(`${txtFile}.gz`, "stale");
  writeFileSync(`${txtFile}.br`, "stale");
  writeFileSync(csafFile, JSON.stringify({ document: { title: "An advisory" } }));
  execFileSync("sh", ["deploy/sign.sh", siteDir], { env, stdio: "pipe" });
}, 30_000);

afterAll(() => {
  execFileSync("gpgconf", ["--kill", "gpg-agent"], { env, stdio: "ignore" });
  rmSync(scratch, { recursive: true, force: true });
  rmSync(gnupgHome, { recursive: true, force: true });
});

describe("deploy/sign.sh", () => {
  it("signs security.txt in place with a cleartext signature that gpg verifies", () => {
    const signed = readFileSync(txtFile, "utf8");
    expect(signed).toMatch(/^-----BEGIN PGP SIGNED MESSAGE-----\n/);
    expect(signed).toMatch(/-----BEGIN PGP SIGNATURE-----[\s\S]+-----END PGP SIGNATURE-----\n$/);
    expect(verifies(txtFile)).toBe(true);
  });

  it("leaves every field readable, as security.txt's readers and tests read it", () => {
    const signed = readFileSync(txtFile, "utf8");
    for (const line of unsigned.split("\n").filter((line) => /^[A-Z][\w-]*: /.test(line)))
      expect(signed.split("\n"), line).toContain(line);
    expect(signed).toMatch(new RegExp(`^Contact: mailto:${site.mailboxes.security}$`, "m"));
    expect(signed).toMatch(
      /^Canonical: https:\/\/www\.example\.com\/\.well-known\/security\.txt$/m,
    );
    expect(Date.parse(/^Expires: (.+)$/m.exec(signed)?.[1] ?? "")).toBeGreaterThan(Date.now());
  });

  it("drops the compressed copies that still hold the unsigned text", () => {
    expect(existsSync(`${txtFile}.gz`)).toBe(false);
    expect(existsSync(`${txtFile}.br`)).toBe(false);
  });

  it("writes a detached signature beside each CSAF document that gpg verifies", () => {
    expect(readFileSync(`${csafFile}.asc`, "utf8")).toMatch(/^-----BEGIN PGP SIGNATURE-----/);
    expect(verifies(`${csafFile}.asc`, csafFile)).toBe(true);
  });

  it("writes signatures that fail once a file is changed (the verification means something)", () => {
    const forged = path.join(scratch, "forged.txt");
    writeFileSync(
      forged,
      readFileSync(txtFile, "utf8").replace(
        /^Contact: .+$/m,
        "Contact: mailto:someone@evil.example",
      ),
    );
    expect(verifies(forged)).toBe(false);
    writeFileSync(csafFile, JSON.stringify({ document: { title: "Another advisory" } }));
    expect(verifies(`${csafFile}.asc`, csafFile)).toBe(false);
  });
});
