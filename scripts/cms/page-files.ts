/** How the CMS names a new page's file (docs/decisions/0013); shared by the build's config and the CMS page. */

/** The "pages" collection's format: Decap's YAML, less the `title` the CMS adds to name the file. */
export const PAGE_FORMAT = "page-yaml";

/** A file name as the site's addresses are written: lower-case ASCII letters, digits, hyphens. */
export function fileSlug(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return slug || "page";
}

export async function freeName(
  name: string,
  taken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? name : `${name}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}

/** The file of a page named `name` in `section` ("services", "company/careers", or "/" for the top level). */
export const pageFilePath = (
  folder: string,
  section: string,
  name: string,
  extension: string,
): string => [folder, ...section.split("/").filter(Boolean), `${name}.${extension}`].join("/");
