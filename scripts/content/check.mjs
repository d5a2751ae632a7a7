#!/usr/bin/env node
// `npm run content:check`: the content build's checks, plus what the build deliberately does not
// fail on: claims whose evidence has not been reviewed for 12 months. A marketing figure a security
// vendor cannot back up is a liability; this is the list to take to whoever owns each source.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { createContentBuild } from "./build.mjs";

/**
 * Claims last reviewed more than `months` before `today`, oldest first.
 * @param {{ key: string, value: string, reviewed: string | Date }[]} claims
 */
export function staleClaims(claims, today = new Date(), months = 12) {
  const limit = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate()));
  return claims
    .map((claim) => ({ ...claim, reviewed: new Date(claim.reviewed) }))
    .filter((claim) => claim.reviewed < limit)
    .sort((a, b) => a.reviewed.getTime() - b.reviewed.getTime());
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  try {
    await (await createContentBuild()).build();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const file = path.join(process.env.CONTENT_DIR ?? "content", "claims.yaml");
  const stale = staleClaims(parse(readFileSync(file, "utf8")).claims);
  for (const claim of stale) {
    console.warn(`warning: ${file}: claim "${claim.key}" (${claim.value}) was last reviewed ${claim.reviewed.toISOString().slice(0, 10)}, over 12 months ago: check it against its source and update "reviewed"`);
  }
  console.log(`Content OK${stale.length ? `, ${stale.length} claim${stale.length === 1 ? "" : "s"} to review` : ", every claim reviewed within 12 months"}.`);
}
