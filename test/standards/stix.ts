import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { validateSigmaRule } from "./sigma.ts";
import { checkStixPattern } from "./stix-pattern.ts";
import { VOCABULARY_USES } from "./stix-vocabularies.ts";
import { compileYara } from "./yara.ts";

/** TLP:CLEAR (TLP 2.0), OASIS's well-known marking: a bundle may refer to it without carrying it. */
export const TLP_CLEAR_MARKING_ID = "marking-definition--94868c89-83c2-464b-929b-a1a8aa3c8487";

const SCHEMAS = fileURLToPath(new URL("./stix2.1/", import.meta.url));
const BASE = "http://raw.githubusercontent.com/oasis-open/cti-stix2-json-schemas/stix2.1/schemas/";

type Json = Record<string, unknown>;
const schemas = new Map<string, Json>();
for (const dir of ["common", "sdos", "sros", "observables"]) {
  for (const file of readdirSync(path.join(SCHEMAS, dir))) {
    schemas.set(
      `${dir}/${file}`,
      JSON.parse(readFileSync(path.join(SCHEMAS, dir, file), "utf8")) as Json,
    );
  }
}

// The schemas' regular expressions are written for Python, not for JavaScript's `u` flag.
const ajv = new Ajv2020({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(ajv);
ajv.addFormat("idn-hostname", true); // only on domain-name observables, which we do not publish
for (const schema of schemas.values()) ajv.addSchema(schema);
const compiled = new Map<string, ValidateFunction>();
const validator = (file: string) => {
  let validate = compiled.get(file);
  if (!validate) {
    validate = ajv.getSchema(BASE + file);
    if (!validate) throw new Error(`no STIX schema ${file}`);
    compiled.set(file, validate);
  }
  return validate;
};

/** The schema file for each object type (sdos/, sros/, observables/, and two in common/). */
const fileOfType = new Map<string, string>();
for (const file of schemas.keys()) {
  if (!file.startsWith("common/")) fileOfType.set(path.basename(file, ".json"), file);
}
fileOfType.set("marking-definition", "common/marking-definition.json");
fileOfType.set("language-content", "common/language-content.json");

const describe = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .filter((e) => !["oneOf", "anyOf", "allOf", "if"].includes(e.keyword))
    .map(
      (e) =>
        `${e.instancePath || "/"} ${e.message ?? e.keyword}${e.keyword === "additionalProperties" ? ` (${String(e.params.additionalProperty)})` : ""}`,
    );

/** A STIX 2.1 bundle's problems, empty when it is valid: the bundle and each object against OASIS's
 * schemas, then what a schema cannot see (references, dates, patterns, ids, properties). */
export function validateStixBundle(bundle: unknown): string[] {
  if (typeof bundle !== "object" || bundle === null || Array.isArray(bundle))
    return ["the bundle is not a JSON object"];
  const problems: string[] = [];
  const objects = Array.isArray((bundle as Json).objects)
    ? ((bundle as Json).objects as unknown[])
    : [];
  const labelled = objects.map((object, i) => ({
    object: (object ?? {}) as Json,
    at: label(object, i),
  }));

  // Per type first: its messages name the object; the bundle schema's oneOf over every type cannot.
  for (const { object, at } of labelled) {
    const file = typeof object.type === "string" ? fileOfType.get(object.type) : undefined;
    if (!file) continue;
    const validate = validator(file);
    if (!validate(object)) problems.push(...describe(validate.errors).map((m) => `${at}: ${m}`));
    problems.push(
      ...undefinedProperties(object, file).map(
        (p) => `${at}: property "${p}" is not defined by STIX 2.1 for ${String(object.type)}`,
      ),
    );
  }
  const validateBundle = validator("common/bundle.json");
  if (!validateBundle(bundle) && problems.length === 0) {
    problems.push(...describe(validateBundle.errors).map((m) => `bundle: ${m}`));
  }
  problems.push(
    ...checkIds(labelled),
    ...checkReferences(labelled),
    ...checkDates(labelled),
    ...checkPatterns(labelled),
    ...checkVocabularies(labelled),
  );
  return problems;
}

function label(object: unknown, i: number): string {
  const o = (object ?? {}) as Json;
  return `objects[${i}] ${typeof o.id === "string" ? o.id : typeof o.type === "string" ? o.type : "(no id)"}`;
}

interface Labelled {
  object: Json;
  at: string;
}

function checkIds(objects: Labelled[]): string[] {
  const seen = new Set<unknown>();
  return objects.flatMap(({ object, at }) => {
    const duplicate = seen.has(object.id);
    seen.add(object.id);
    return duplicate ? [`${at}: id used by an earlier object`] : [];
  });
}

// Where a reference must point to one kind of object; any other *_ref may point to any.
const REF_TYPES: Record<string, string> = {
  created_by_ref: "identity",
  object_marking_refs: "marking-definition",
  marking_ref: "marking-definition",
};

function checkReferences(objects: Labelled[]): string[] {
  const ids = new Set(objects.map(({ object }) => object.id));
  const problems: string[] = [];
  const visit = (value: unknown, at: string, where: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, at, `${where}[${i}]`));
    else if (typeof value === "object" && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const refs = key.endsWith("_ref")
          ? [child]
          : key.endsWith("_refs") && Array.isArray(child)
            ? child
            : undefined;
        if (!refs) {
          visit(child, at, `${where}.${key}`);
          continue;
        }
        refs.forEach((ref: unknown, i) => {
          if (typeof ref !== "string") return; // the schema reports the type
          const field = `${where}.${key}${key.endsWith("_refs") ? `[${i}]` : ""}`.slice(1);
          const type = REF_TYPES[key];
          if (type && !ref.startsWith(`${type}--`))
            problems.push(`${at}: ${field} "${ref}" is not a ${type}`);
          else if (!ids.has(ref) && ref !== TLP_CLEAR_MARKING_ID)
            problems.push(`${at}: ${field} "${ref}" is not in the bundle`);
        });
      }
    }
  };
  for (const { object, at } of objects) visit(object, at, "");
  return problems;
}

const time = (value: unknown) => (typeof value === "string" ? Date.parse(value) : Number.NaN);

function checkDates(objects: Labelled[]): string[] {
  return objects.flatMap(({ object, at }) => {
    const problems: string[] = [];
    if (time(object.modified) < time(object.created))
      problems.push(
        `${at}: modified ${String(object.modified)} is before created ${String(object.created)}`,
      );
    if (time(object.valid_until) <= time(object.valid_from))
      problems.push(`${at}: valid_until is not after valid_from`);
    if (time(object.last_seen) < time(object.first_seen))
      problems.push(`${at}: last_seen is before first_seen`);
    return problems;
  });
}

/** A STIX pattern by its grammar, a Sigma rule by SigmaHQ's schema, a YARA rule by YARA's compiler. */
function checkPatterns(objects: Labelled[]): string[] {
  return objects.flatMap(({ object, at }) => {
    if (object.type !== "indicator" || typeof object.pattern !== "string") return [];
    const problems =
      object.pattern_type === "stix"
        ? checkStixPattern(object.pattern)
        : object.pattern_type === "sigma"
          ? validateSigmaRule(object.pattern, "the Sigma rule")
          : object.pattern_type === "yara"
            ? compiledYara(object.pattern)
            : [`pattern_type ${String(object.pattern_type)} is not one we check`];
    return [...new Set(problems)].map((p) => `${at}: pattern: ${p}`);
  });
}

function compiledYara(text: string): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "stix-yara-"));
  try {
    const file = path.join(dir, "pattern.yar");
    writeFileSync(file, text);
    return compileYara(file).map((problem) => problem.replaceAll(file, "the YARA rule"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each value of a property STIX gives an open vocabulary is one of the vocabulary's own. */
function checkVocabularies(objects: Labelled[]): string[] {
  return objects.flatMap(({ object, at }) =>
    Object.entries(VOCABULARY_USES[String(object.type)] ?? {}).flatMap(([property, allowed]) => {
      const value = object[property];
      const values = Array.isArray(value)
        ? (value as unknown[])
        : value === undefined
          ? []
          : [value];
      return values
        .filter((item) => !allowed.includes(String(item)))
        .map((item) => `${at}: ${property} "${String(item)}" is not in STIX 2.1's vocabulary`);
    }),
  );
}

/** The properties STIX 2.1 defines for a type, gathered from its schema and the ones it builds on
 * (core.json): the schemas accept any lowercase name as a custom property, we publish none. */
const definedProperties = new Map<string, Set<string>>();
function undefinedProperties(object: Json, file: string): string[] {
  let defined = definedProperties.get(file);
  if (!defined) {
    defined = new Set();
    collectProperties(schemas.get(file), file, defined);
    definedProperties.set(file, defined);
  }
  const known = defined;
  return Object.keys(object).filter((key) => !known.has(key));
}

function collectProperties(schema: unknown, file: string, into: Set<string>): void {
  if (typeof schema !== "object" || schema === null) return;
  const s = schema as Json;
  for (const key of Object.keys((s.properties as Json | undefined) ?? {})) into.add(key);
  if (typeof s.$ref === "string" && !s.$ref.startsWith("#")) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), s.$ref));
    collectProperties(schemas.get(target), target, into);
  }
  for (const keyword of ["allOf", "oneOf", "anyOf"]) {
    for (const part of (s[keyword] as unknown[] | undefined) ?? [])
      collectProperties(part, file, into);
  }
}
