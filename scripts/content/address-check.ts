/** `content:check -- --base <ref>`: every address the content had at <ref> is still a page or redirected,
 * as Decap renames or deletes a file and leaves no redirect. Addresses at <ref> follow today's rules;
 * the blog's archive pages come and go with the article count and are not checked. */
import path from "node:path";
import { type Catalog, type Hidden, buildDate } from "../../app/content/publication";
import { redirectsSchema } from "../../app/content/schema/publishing";
import { readFields } from "../../app/content/files";
import {
  type ContentFile,
  catalogOf,
  contentDir,
  filesOnDisk,
  siteAddresses,
} from "../../app/content-layer/addresses";
import { filesAtRef, renamedSince } from "./git-content";

/** Each address on the site, and the file it comes from. */
function addressesOf(site: ReturnType<typeof siteAddresses>, dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const address of [...site.entries, ...site.pages.map((page) => page.path)])
    found.set(address, site.sources.get(address) ?? dir);
  return found;
}

/** The same for the site of a build dated `today`. */
export const addressesOfFiles = (files: readonly ContentFile[], dir: string, today: string) =>
  addressesOf(siteAddresses(files, dir, today), dir);

export interface GoneAddress {
  address: string;
  /** At the base. */
  file: string;
  movedTo?: string;
  /** A draft or a later date. */
  hiddenNow?: Hidden;
}

/** Addresses of `before` neither live now nor redirected; `renamed` is git's rename detection. */
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
    // A renamed file's address of the same kind (a form page for a form page).
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
 * Only warnings for addresses taken off on purpose: the CMS unpublishes by draft, one entry per pull
 * request, so the redirect can only follow in the next one (a redirect from a draft's address is allowed). */
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

export function checkAddressesSince(
  ref: string,
  dir = contentDir(),
  cwd = process.cwd(),
): { gone: GoneAddress[]; report: string; warnings: string[] } {
  const today = buildDate();
  const before = addressesOfFiles(filesAtRef(ref, dir, cwd), dir, today);
  const local = path.resolve(cwd, dir);
  const site = siteAddresses(filesOnDisk(local), dir, today);
  const froms = redirectSources(path.join(local, "redirects.yaml"));
  const renamed = renamedSince(ref, dir, cwd);
  const gone = goneAddresses(before, catalogOf(site), froms, renamed, addressesOf(site, dir));
  return {
    gone,
    report: goneReport(gone, ref, `${dir}/redirects.yaml`),
    warnings: takenOffNotes(gone, ref),
  };
}

/** The content build has checked the file already. */
function redirectSources(file: string): Set<string> {
  try {
    return new Set(readFields(file, redirectsSchema).redirects.map((entry) => entry.from));
  } catch {
    return new Set();
  }
}
