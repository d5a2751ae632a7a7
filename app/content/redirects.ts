// content/redirects.yaml checked against this build's site, so a redirect that cannot work stops the
// build. Chains are followed to their end so each old address takes one hop.
import type { Catalog } from "./publication";
import { ContentFieldError } from "./resolve";
import { feedsAt } from "../route-table";

/** A type, not an interface: the content build's output must be plainly serializable. */
export type Redirect = { from: string; to: string };

const pathOf = (href: string) => href.split("#")[0] || "/";

/** Throws every problem, one line each. */
export function resolveRedirects(
  entries: readonly Redirect[],
  rules: { catalog: Catalog; reserved(from: string): string | undefined },
  file: string,
): Redirect[] {
  const problems: ContentFieldError[] = [];
  const problem = (index: number, field: string, detail: string) =>
    problems.push(new ContentFieldError(file, `redirects.${index}.${field}`, detail));
  const first = new Map<string, number>();
  entries.forEach((entry, index) => {
    const earlier = first.get(entry.from);
    if (earlier !== undefined)
      problem(
        index,
        "from",
        `${entry.from} is already redirected by redirects.${earlier} (to ${entries[earlier]?.to}): keep one of the two`,
      );
    else first.set(entry.from, index);
    if (rules.catalog.live.has(entry.from))
      problem(
        index,
        "from",
        `${entry.from} is still a page of the site: a redirect would hide it. Add the redirect once the page is off the site (a draft, or deleted), or remove it`,
      );
    const hidden = rules.catalog.hidden.get(entry.from);
    if (hidden?.reason === "scheduled")
      problem(
        index,
        "from",
        `${entry.from} is the address of an article published on ${hidden.date} (${hidden.file}): the redirect would hide it then. Remove this redirect or rename that article`,
      );
    const reserved = rules.reserved(entry.from);
    if (reserved)
      problem(index, "from", `${entry.from} is ${reserved}, not an old page: remove this redirect`);
  });

  const inLoop = new Set<string>();
  const resolved = entries.map((entry, index): Redirect => {
    const seen = [entry.from];
    let to = entry.to;
    for (let next = first.get(pathOf(to)); next !== undefined; next = first.get(pathOf(to))) {
      const hop = entries[next] as Redirect;
      if (seen.includes(hop.from)) {
        if (!inLoop.has(entry.from))
          problem(
            index,
            "to",
            `a loop: ${[...seen, hop.from].join(" → ")}: point one of them at a page`,
          );
        for (const from of seen) inLoop.add(from);
        return entry;
      }
      seen.push(hop.from);
      to = hop.to;
    }
    const target = pathOf(to);
    if (!rules.catalog.live.has(target)) {
      const why = rules.catalog.hidden.get(target);
      const what = why
        ? why.reason === "draft"
          ? `a draft ("draft: true" in ${why.file})`
          : `an article not published until ${why.date} (${why.file})`
        : "no page";
      const through = seen.length > 1 ? ` (followed through ${seen.slice(1).join(", ")})` : "";
      problem(
        index,
        "to",
        `${target}${through} is ${what}: a redirect must lead to a page of the site, like /blog`,
      );
    }
    return { from: entry.from, to };
  });
  if (problems.length) throw new Error(problems.map((error) => error.message).join("\n"));
  return resolved;
}

const BUILD_FOLDERS = ["assets", "admin", "media", "pagefind", "calendar"];
const BUILD_FILES = [
  "/404.html",
  "/sitemap.xml",
  "/robots.txt",
  "/_headers",
  "/_redirects",
  ...Object.values(feedsAt("/blog")),
];

/** A redirect from one would shadow a real file on hosts that apply redirects first (our nginx). */
export function reservedAddresses(
  publicFiles: readonly string[],
  live: ReadonlySet<string>,
): (from: string) => string | undefined {
  const files = new Set([...BUILD_FILES, ...publicFiles]);
  return (from) => {
    const folder = from.split("/")[1] ?? "";
    if (BUILD_FOLDERS.includes(folder)) return `inside /${folder}/, which the build fills`;
    if (files.has(from)) return "a file the site serves";
    if (from.endsWith(".data") && live.has(from.slice(0, -".data".length) || "/"))
      return "a page's route data";
    if (from.endsWith("/index.html") && live.has(from.slice(0, -"/index.html".length) || "/"))
      return "a page's own file";
    return undefined;
  };
}
