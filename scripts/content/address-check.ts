/**
 * `npm run content:check -- --base <git ref>`: every address the content had at <ref> (a pull
 * request's base branch) must still be a page, or have a redirect from it in
 * content/redirects.yaml. Decap renames a file when an entry's address changes and deletes it
 * when an entry goes, and neither leaves a redirect behind: links and search results to the old
 * address would end on "Page not found". Addresses at <ref> come from its files (git ls-tree,
 * and git show for each entry's draft flag, date, path and aliases) by today's rules, without building the
 * old content. The blog's archive pages (/blog/page/2), which come and go with the number of
 * articles, are not checked.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { type Catalog, type Hidden, buildDate } from "../../app/content/publication";
import { type ContentFile, catalogOf, contentDir, filesOnDisk, siteAddresses } from "../../app/loaders/addresses.server";
import { filesAtRef, renamedSince } from "./git-content";

/**
 * Each address of the content in `files` (paths under `dir`) that is on the site of a build dated
 * `today`, and the file it comes from: entries and their form pages, pages by their file names
 * (content/pages/<address>.yaml), policies at their `path:` or /legal/<name>.
 */
export function addressesOfFiles(
  files: readonly ContentFile[],
  dir: string,
  today: string,
): Map<string, string> {
  const site = siteAddresses(files, dir, today);
  const found = new Map<string, string>();
  for (const address of [...site.entries, ...site.pages.map((page) => page.path)])
    found.set(address, site.sources.get(address) ?? dir);
  return found;
}

export interface GoneAddress {
  address: string;
  /** The file it came from at the base. */
  file: string;
  /** Where a renamed file's entry lives now, if it does. */
  movedTo?: string;
  /** Why the address is not on the site although its file is still there (a draft, a later date). */
  hiddenNow?: Hidden;
}

/**
 * The addresses of `before` that are gone: not a page now, and no redirect from them. `renamed`
 * maps a file at the base to its name now (git's rename detection); `now` is this build's catalog.
 */
export function goneAddresses(
  before: ReadonlyMap<string, string>,
  now: Catalog,
  redirectFroms: ReadonlySet<string>,
  renamed: ReadonlyMap<string, string>,
  nowAddresses: ReadonlyMap<string, string>,
): GoneAddress[] {
  const filesNow = new Map<string, string[]>();
  for (const [address, file] of nowAddresses)
    filesNow.set(file, [...(filesNow.get(file) ?? []), address]);
  const gone: GoneAddress[] = [];
  for (const [address, file] of before) {
    if (now.live.has(address) || redirectFroms.has(address)) continue;
    const hidden = now.hidden.get(address);
    const newFile = renamed.get(file);
    // The renamed file's address in the same place: the one of the same kind (a form page for a form page).
    const suffix = address.split("/").pop();
    const candidates = newFile ? (filesNow.get(newFile) ?? []) : [];
    const movedTo =
      candidates.find((candidate) => candidate.split("/").pop() === suffix) ??
      candidates.find((candidate) => !/\/(apply|register)$/.test(candidate));
    gone.push({
      address,
      file,
      ...(movedTo && now.live.has(movedTo) ? { movedTo } : {}),
      ...(hidden ? { hiddenNow: hidden } : {}),
    });
  }
  return gone.sort((a, b) => a.address.localeCompare(b.address));
}

/**
 * The report a marketer reads on a pull request: each address gone (renamed or removed), and the
 * redirect to add. Addresses taken off the site on purpose (`hiddenNow`) are `takenOffNotes`.
 */
export function goneReport(
  gone: readonly GoneAddress[],
  ref: string,
  redirectsFile: string,
): string {
  const lost = gone.filter((entry) => !entry.hiddenNow);
  if (!lost.length) return "";
  const lines = lost.map(({ address, file, movedTo }) => {
    const why = movedTo ? `${file} was renamed: its page is ${movedTo} now` : `${file} was removed`;
    return `  ${address} (${why}): add a redirect from ${address} to ${movedTo ?? "the page that replaces it"}`;
  });
  const one = lost.length === 1;
  return [
    `${lost.length} address${one ? "" : "es"} of ${ref} no longer lead${one ? "s" : ""} to a page, and no redirect catches ${one ? "it" : "them"}:`,
    ...lines,
    `Add each to Redirects (in the CMS: Redirects → Redirects → Add redirect, with From and To; in files: ${redirectsFile}), so links and search results to the old address still arrive.`,
  ].join("\n");
}

/**
 * Warnings, not failures, for addresses taken off the site on purpose: an entry made a draft (the
 * CMS's way to unpublish, and one entry per pull request there, so the redirect can only follow in
 * the next one: a redirect from a draft's address is allowed) or an article dated later.
 */
export function takenOffNotes(gone: readonly GoneAddress[], ref: string): string[] {
  return gone.flatMap(({ address, hiddenNow }) => {
    if (!hiddenNow) return [];
    if (hiddenNow.reason === "scheduled")
      return [
        `warning: ${address} was on the site at ${ref}; ${hiddenNow.file} is dated ${hiddenNow.date} now, so it is off the site until then`,
      ];
    return [
      `warning: ${address} was on the site at ${ref}; ${hiddenNow.file} is a draft now, so visitors get "Page not found" there. If it moved, add a redirect from ${address} to its new page in Redirects`,
    ];
  });
}

/**
 * The whole check for the content in `dir` against `ref`: the addresses gone without a redirect
 * (the report that fails the check, empty when none) and the ones taken off on purpose (warnings).
 */
export function checkAddressesSince(
  ref: string,
  dir = contentDir(),
  cwd = process.cwd(),
): { gone: GoneAddress[]; report: string; warnings: string[] } {
  const today = buildDate();
  const before = addressesOfFiles(filesAtRef(ref, dir, cwd), dir, today);
  const local = path.resolve(cwd, dir);
  const now = addressesOfFiles(filesOnDisk(local), dir, today);
  const catalog = catalogOf(siteAddresses(filesOnDisk(local), dir, today));
  const froms = redirectSources(path.join(local, "redirects.yaml"));
  const gone = goneAddresses(before, catalog, froms, renamedSince(ref, dir, cwd), now);
  return {
    gone,
    report: goneReport(gone, ref, `${dir}/redirects.yaml`),
    warnings: takenOffNotes(gone, ref),
  };
}

/** The `from` of every redirect in the redirects file (the content build has checked it). */
function redirectSources(file: string): Set<string> {
  try {
    const data = parseYaml(readFileSync(file, "utf8")) as {
      redirects?: Array<{ from?: string }>;
    } | null;
    return new Set((data?.redirects ?? []).map((entry) => entry.from ?? ""));
  } catch {
    return new Set();
  }
}
