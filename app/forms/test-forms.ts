// Never imported by the site. The launch forms (test/fixtures) stay put whatever the company writes.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { type FormDefinition, formDefinitionSchema } from "./schema";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const launchFolder = path.join(root, "test/fixtures/content/forms");
const contentFolder = () => path.resolve(root, process.env.CONTENT_DIR ?? "content", "forms");

const idsIn = (folder: string): readonly string[] =>
  readdirSync(folder)
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => name.slice(0, -".yaml".length))
    .sort();

const raw = (folder: string, id: string): unknown =>
  parse(readFileSync(path.join(folder, `${id}.yaml`), "utf8"));

const cache = new Map<string, FormDefinition>();

function parsed(folder: string, id: string): FormDefinition {
  const file = path.join(folder, `${id}.yaml`);
  const cached = cache.get(file);
  if (cached) return cached;
  const result = formDefinitionSchema.safeParse(raw(folder, id));
  if (!result.success)
    throw new Error(
      `${path.relative(root, file)}: ${result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
    );
  cache.set(file, result.data);
  return result.data;
}

export const formIds: readonly string[] = idsIn(launchFolder);

export const loadForm = (id: string): FormDefinition => parsed(launchFolder, id);

export const contentFormIds = (): readonly string[] => idsIn(contentFolder());

export const loadContentForm = (id: string): FormDefinition => parsed(contentFolder(), id);

/** Unparsed: to check that parsing changes nothing. */
export const rawContentForm = (id: string): unknown => raw(contentFolder(), id);
