// What the edits share: content files read, written and changed as an editor would (comments and
// order kept), and a redirect left behind.
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/** @param {string} root @param {string} folder */
export function filesOf(root, folder) {
  return readdirSync(path.join(root, folder))
    .filter((name) => /\.(md|ya?ml)$/.test(name))
    .sort();
}

/** @param {string} root @param {string} file @param {string} text */
export function write(root, file, text) {
  const target = path.join(root, file);
  if (existsSync(target)) throw new Error(`${file} exists already: the edit would overwrite it`);
  writeFileSync(target, text);
}

/**
 * A YAML file's or a Markdown file's fields set as an editor sets them, comments and order kept.
 * @param {string} root @param {string} file @param {(doc: import("yaml").Document) => void} change
 */
export function editFields(root, file, change) {
  const target = path.join(root, file);
  const text = readFileSync(target, "utf8");
  const match = file.endsWith(".md") ? FRONT_MATTER.exec(text) : null;
  const doc = parseDocument(match ? match[1] : text);
  change(doc);
  const fields = doc.toString({ lineWidth: 0 });
  writeFileSync(target, match ? `---\n${fields}---\n${text.slice(match[0].length)}` : fields);
}

/** @param {string} root @param {string} file */
export const fieldsOf = (root, file) => {
  const text = readFileSync(path.join(root, file), "utf8");
  return parseDocument(FRONT_MATTER.exec(text)?.[1] ?? text).toJS();
};

/** Every content file's text, by its path under content/. @param {string} root */
export function contentTexts(root) {
  return readdirSync(path.join(root, "content"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(md|ya?ml)$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(root, "content", file), "utf8") }));
}

/** @param {string} address */
export const linkTo = (address) => new RegExp(`(?<![\\w/.-])${address}(?![\\w/-])`, "g");

/**
 * The content file, other than those `skip` names, that links to an entry of content/<folder> by its
 * file name (/blog/<name>, /resources/events/<name>/register).
 * @param {{ file: string, text: string }[]} texts @param {string} name @param {(file: string) => boolean} skip
 */
export function linkingFile(texts, name, skip) {
  const link = new RegExp(`/${name.replace(/\.(md|ya?ml)$/, "")}(?![\\w-])`);
  return texts.find(({ file, text }) => !skip(file) && link.test(text))?.file;
}

/** The first entry of content/<folder> no other file links to. @param {string} root @param {string} folder */
export function unlinkedEntry(root, folder) {
  const texts = contentTexts(root);
  const name = filesOf(root, `content/${folder}`).find(
    (entry) => !linkingFile(texts, entry, (file) => file === `${folder}/${entry}`),
  );
  if (!name) throw new Error(`every entry of content/${folder} is linked from another file`);
  return `content/${folder}/${name}`;
}

/** @param {string} root @param {string} from @param {string} to */
export function addRedirect(root, from, to) {
  editFields(root, "content/redirects.yaml", (doc) => {
    if (!doc.get("redirects")?.items?.length) doc.set("redirects", doc.createNode([]));
    doc.addIn(["redirects"], { from, to });
  });
}

/**
 * A page copied to a new address, with its own title and description (`draft` keeps it off the site).
 * @param {string} root @param {string} from @param {string} to @param {{ title: string, description: string, draft?: boolean }} page
 */
export function copyPage(root, from, to, { title, description, draft }) {
  write(root, to, readFileSync(path.join(root, from), "utf8"));
  editFields(root, to, (doc) => {
    if (draft) doc.set("draft", true);
    doc.delete("aliases");
    doc.setIn(["meta", "title"], title);
    doc.setIn(["meta", "description"], description);
    doc.setIn(["hero", "title"], title);
  });
}

/**
 * A page moved as a marketer moves one: its file renamed, the links to it updated, a redirect left.
 * @param {string} root @param {string} from @param {string} to (addresses, "/a/b")
 */
export function movePage(root, from, to) {
  const pages = path.join(root, "content", "pages");
  renameSync(path.join(pages, `${from.slice(1)}.yaml`), path.join(pages, `${to.slice(1)}.yaml`));
  for (const { file, text } of contentTexts(root)) {
    const changed = text.replace(linkTo(from), to);
    if (changed !== text) writeFileSync(path.join(root, "content", file), changed);
  }
  addRedirect(root, from, to);
}
