// What may sit in the content folder: regular files only (a link could publish a file from outside the
// repository), and in a collection's folder only entries named as their address needs. Anything else
// is refused, never left unread.
import { lstatSync, readdirSync } from "node:fs";
import path from "node:path";
import { everyEntryCollection } from "../collections/list";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Folders inside a collection's folder that hold something else, read by their own code. */
const OWN_FOLDERS: Record<string, string[]> = { research: ["rules"] };

/** Each file or folder under `dir` that is not a regular file or a folder: a symbolic link, a device... */
export function irregularFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: "utf8" });
  } catch {
    return [];
  }
  return names.sort().flatMap((name) => {
    const file = `${dir}/${name.split(path.sep).join("/")}`;
    const stat = lstatSync(file);
    if (stat.isSymbolicLink())
      return [
        `${file}: a symbolic link: content is read from regular files inside ${dir}/ only, so a link could publish a file from elsewhere; copy the file here instead`,
      ];
    return stat.isFile() || stat.isDirectory()
      ? []
      : [`${file}: not a regular file: content is read from regular files only; remove it`];
  });
}

/** What is wrong with the names in a collection's folder (`dir`, content/<folder>), whose entries end in `extension`. */
export function entryNameProblems(dir: string, folder: string, extension: string): string[] {
  const nested = folder === "pages";
  let entries: { name: string; folder: boolean }[];
  try {
    entries = readdirSync(dir, { recursive: nested, withFileTypes: true }).map((entry) => ({
      name: [
        ...path.relative(dir, entry.parentPath).split(path.sep).filter(Boolean),
        entry.name,
      ].join("/"),
      folder: entry.isDirectory(),
    }));
  } catch {
    return [];
  }
  const example = `like ${folder === "pages" ? "services/red-team" : "new-entry"}${extension}`;
  return entries.flatMap(({ name, folder: isFolder }) => {
    const file = `${dir}/${name}`;
    const parts = name.split("/");
    if (parts.some((part) => part.startsWith("."))) return [];
    if (isFolder)
      return nested || OWN_FOLDERS[folder]?.includes(name)
        ? []
        : [`${file}: a folder here is not read: move its files up into ${dir}/`];
    if (!name.endsWith(extension))
      return [
        `${file}: not read: an entry of ${dir}/ is a ${extension} file; rename it (${example}) or move it out of the content folder`,
      ];
    const slug = name.slice(0, -extension.length);
    if (!slug.split("/").every((part) => SLUG.test(part)))
      return [
        `${file}: the file's name is the entry's address, so it is written in lower-case letters, digits and single hyphens (${example})`,
      ];
    const own = everyEntryCollection.find((collection) => collection.folder === folder)?.ownNames;
    if (own?.includes(slug))
      return [
        `${file}: "${slug}" is the name of the section's own pages or files beside its entries (${own.join(", ")}): name the entry otherwise`,
      ];
    return [];
  });
}
