#!/usr/bin/env node
// `npm run content:check`: the content build's checks, plus warnings the build does not fail on
// (claims unreviewed for 12 months: a figure a security vendor cannot back up is a liability;
// certifications expiring soon). `--base <ref>` adds address-check.ts and forms-change.ts.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { spawnSync } from "node:child_process";
import { parseArgs, stripVTControlCharacters } from "node:util";
import type * as AddressCheck from "./address-check.ts";
import type * as FormsChange from "./forms-change.ts";
import { packageBin } from "../package-bin.mjs";

function staleClaims(claims: { key: string; value: string; reviewed: string | Date }[]) {
  const today = new Date();
  const limit = new Date(
    Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate()),
  );
  return claims
    .map((claim) => ({ ...claim, reviewed: new Date(claim.reviewed) }))
    .filter((claim) => claim.reviewed < limit)
    .sort((a, b) => a.reviewed.getTime() - b.reviewed.getTime());
}

const EXPIRY_WARNING_DAYS = 60;

/** Expired ones are the content build's error, not a warning. */
export function expiringCertifications(
  certifications: { file: string; name: string; expires: string }[],
  today: string,
) {
  const limit = new Date(new Date(`${today}T00:00:00Z`).getTime() + EXPIRY_WARNING_DAYS * 864e5)
    .toISOString()
    .slice(0, 10);
  return certifications
    .filter((certification) => certification.expires >= today && certification.expires <= limit)
    .sort((a, b) => a.expires.localeCompare(b.expires));
}

function certificationFiles(dir: string) {
  const folder = path.join(dir, "certifications");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => {
      const file = path.join(folder, name);
      const data = parse(readFileSync(file, "utf8"));
      return { file, name: String(data.name), expires: String(data.expires) };
    });
}

/** The check could not run, or found what stops it: its message, and exit 1. */
function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

function baseRef(args: string[]) {
  const { base } = parseArgs({ args, options: { base: { type: "string" } }, strict: false }).values;
  if (base === undefined) return undefined;
  if (typeof base !== "string" || !base || base.startsWith("-"))
    fail("content:check: --base needs a git ref, like --base origin/main");
  return base;
}

/** Loaded through Vite's module runner: the checks share the route table and the build's rules. */
async function typescript<T>(file: string) {
  const { runnerImport } = await import("vite");
  return (await runnerImport<T>(path.resolve(file), { configFile: false, logLevel: "silent" }))
    .module;
}

async function since(ref: string) {
  const addresses = (
    await typescript<typeof AddressCheck>("scripts/content/address-check.ts")
  ).checkAddressesSince(ref);
  const forms = await typescript<typeof FormsChange>("scripts/content/forms-change.ts");
  return { ...addresses, formsNotice: forms.checkFormsSince(ref) };
}

/** `astro sync` runs the content loader: its "file: field: expected" lines, or undefined when good. */
function contentProblems() {
  const astro = packageBin("astro");
  const run = spawnSync(process.execPath, [astro, "sync"], { encoding: "utf8", env: process.env });
  if (run.status === 0) return undefined;
  const output = stripVTControlCharacters(`${run.stdout}\n${run.stderr}`);
  return (
    /Content has \d+ problems?:[\s\S]*?(?=\n\s*(?:Stack trace|Location|Hint):|$)/
      .exec(output)?.[0]
      .trimEnd() ?? output.trim()
  );
}

const isMain =
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const base = baseRef(process.argv.slice(2));
  const problems = contentProblems();
  if (problems) fail(problems);
  const file = path.join(process.env.CONTENT_DIR ?? "content", "claims.yaml");
  const stale = staleClaims(parse(readFileSync(file, "utf8")).claims);
  for (const claim of stale) {
    console.warn(
      `warning: ${file}: claim "${claim.key}" (${claim.value}) was last reviewed ${claim.reviewed.toISOString().slice(0, 10)}, over 12 months ago: check it against its source and update "reviewed"`,
    );
  }
  const today = process.env.BUILD_DATE || new Date().toISOString().slice(0, 10);
  const expiring = expiringCertifications(
    certificationFiles(process.env.CONTENT_DIR ?? "content"),
    today,
  );
  for (const certification of expiring) {
    console.warn(
      `warning: ${certification.file}: ${certification.name} expires on ${certification.expires}, within ${EXPIRY_WARNING_DAYS} days: renew it and enter the new dates, or the build will stop once it has expired`,
    );
  }
  if (base) {
    const { report, warnings, formsNotice } = await since(base).catch(fail);
    if (formsNotice) console.warn(formsNotice);
    for (const warning of warnings) console.warn(warning);
    if (report) fail(report);
  }
  const addresses = base ? ` Every address of ${base} is still a page or redirected.` : "";
  console.log(
    `Content OK${stale.length ? `, ${stale.length} claim${stale.length === 1 ? "" : "s"} to review` : ", every claim reviewed within 12 months"}.${addresses}`,
  );
}
