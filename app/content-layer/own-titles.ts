// Every page's title and description is its own (search results and share cards show them): a copied
// entry that kept either fails the build naming both files, instead of a browser test naming addresses.
import { everyEntryCollection } from "../collections/list";
import { entryPath } from "../route-table";

/** What search results show of an entry: its title, and its description or summary. */
export type Shown = { slug: string; title: string; description?: string; summary?: string };

/** "file: field: ..." for each title or description a page repeats from an earlier one. */
export function repeatedTitles(
  pages: { path: string; meta: { title: string; description: string } }[],
  entries: Partial<Record<string, readonly Shown[]>>,
  policies: { path: string; title: string; description: string }[],
  fileOf: (address: string) => string | undefined,
): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  const own = (address: string, field: string, value: string) => {
    const where = `${fileOf(address) ?? address}: ${field}`;
    const first = seen.get(value);
    if (first === undefined) seen.set(value, where);
    else
      problems.push(
        `${where}: "${value}" is already ${first}: give this page its own (search results show it)`,
      );
  };
  for (const page of pages) {
    own(page.path, "meta.title", page.meta.title);
    own(page.path, "meta.description", page.meta.description);
  }
  for (const { id, folder } of everyEntryCollection)
    for (const entry of entries[folder] ?? []) {
      const address = entryPath(id, entry.slug);
      own(address, "title", entry.title);
      const field = entry.description === undefined ? "summary" : "description";
      if (entry[field] !== undefined) own(address, field, entry[field]);
    }
  for (const policy of policies) {
    own(policy.path, "title", policy.title);
    own(policy.path, "description", policy.description);
  }
  return problems;
}
