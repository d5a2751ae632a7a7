/**
 * The site's forms as the build reads them, for tests (never imported by the site): each
 * content/forms/<id>.yaml parsed with the form schema, so tests check the one source the pages
 * use (content-collections.ts reads the same files).
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { type FormDefinition, formDefinitionSchema } from "./schema";

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content/forms");

/** The ids of every form in content/forms, sorted. */
export const formIds: readonly string[] = readdirSync(folder)
  .filter((name) => name.endsWith(".yaml"))
  .map((name) => name.slice(0, -".yaml".length))
  .sort();

const cache = new Map<string, FormDefinition>();

/** content/forms/<id>.yaml, parsed (and so checked) with formDefinitionSchema. */
export function loadForm(id: string): FormDefinition {
  const cached = cache.get(id);
  if (cached) return cached;
  const raw: unknown = parse(readFileSync(path.join(folder, `${id}.yaml`), "utf8"));
  const result = formDefinitionSchema.safeParse(raw);
  if (!result.success) throw new Error(`content/forms/${id}.yaml: ${result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
  cache.set(id, result.data);
  return result.data;
}

/** The raw YAML of a form, unparsed: to check that parsing changes nothing. */
export function rawForm(id: string): unknown {
  return parse(readFileSync(path.join(folder, `${id}.yaml`), "utf8"));
}
