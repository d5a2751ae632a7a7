/**
 * Decap fields from one walk over the zod schemas, so the form and the build cannot drift. Decap has no
 * one-of-these-shapes widget outside a list: a union field is one object of every variant's fields. */
import { z } from "zod";
import { TEXT_MAX, claimRef, icon, isoDate, isoDateTime } from "../../app/content/schema/fields";
import { humanize } from "../ci/words";

export { humanize };

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: Array<string | { label: string; value: string }>;
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  format?: string;
  date_format?: string | boolean;
  time_format?: string | boolean;
  picker_utc?: boolean;
  fields?: CmsField[];
  field?: CmsField;
  /** A list of blocks: one object per variant of a discriminated union. */
  types?: Array<CmsField & { fields: CmsField[] }>;
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
  default?: unknown;
  collection?: string;
  search_fields?: string[];
  value_field?: string;
  display_fields?: string[];
  choose_url?: boolean;
}

export interface FieldContext {
  claimKeys: readonly string[];
  overrides?: Record<string, (base: CmsField) => CmsField>;
}

type Def = { type: string; [key: string]: unknown };
/** A schema's or a check's definition. */
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []) as z.core.$ZodCheck<string>[];
type Base = Pick<CmsField, "name" | "label" | "required">;

/** Fields whose text is a paragraph rather than a line get a multi-line box. */
const PARAGRAPH =
  /^(description|intro|body|bio|summary|details|source|footerBlurb|examples|text|paragraphs)$/;

/** Through optional, default and nullable wrappers: the inner schema, and the first default met. */
function unwrap(schema: z.ZodType): { schema: z.ZodType; optional: boolean; fallback?: unknown } {
  let current = schema;
  let fallback: unknown;
  for (;;) {
    const def = defOf(current);
    if (def.type !== "optional" && def.type !== "default" && def.type !== "nullable")
      return { schema: current, optional: current !== schema, fallback };
    if (def.type === "default") fallback ??= def.defaultValue;
    current = def.innerType as z.ZodType;
  }
}

/** The schema a value is finally checked against: through preprocessors, and both sides of a string pipe. */
function core(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.type !== "pipe") return schema;
  const input = def.in as z.ZodType;
  const output = def.out as z.ZodType;
  // z.preprocess(fn, x) is transform → x; text.pipe(z.string().max(200)) adds the right side's checks.
  if (defOf(input).type === "transform") return core(output);
  const left = core(input);
  const right = core(output);
  if (defOf(left).type !== "string" || defOf(right).type !== "string") return left;
  return z.string().check(...checksOf(left), ...checksOf(right));
}

type CheckDef = {
  check?: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  error?: unknown;
};

function rulesOf(schema: z.ZodType) {
  const rules: { min?: number; max?: number; int?: boolean; pattern?: [string, string] } = {};
  // A format schema (z.email()) is its own check.
  for (const check of [...(defOf(schema).check ? [schema] : []), ...checksOf(schema)]) {
    const def = defOf(check) as CheckDef;
    const written: unknown =
      typeof def.error === "function"
        ? def.error({ code: "invalid_format", input: "" })
        : undefined;
    const message = typeof written === "string" ? written : undefined;
    if (def.check === "min_length") rules.min = def.minimum;
    else if (def.check === "max_length")
      rules.max = Math.min(rules.max ?? Infinity, def.maximum ?? Infinity);
    else if (def.check === "length_equals") rules.min = rules.max = def.length;
    else if (def.check === "greater_than") rules.min = def.value;
    else if (def.check === "less_than") rules.max = def.value;
    else if (def.check === "number_format")
      rules.int = def.format === "safeint" || def.format?.startsWith("int") === true;
    // Patterns Decap checks in the browser; the build's zod check is the final word. zod gives z.email() its pattern.
    else if (def.check === "string_format" && def.format === "email" && def.pattern)
      rules.pattern = [def.pattern.source, message ?? "Expected an email address"];
    else if (def.check === "string_format" && def.format === "regex" && def.pattern)
      rules.pattern = [def.pattern.source, message ?? `Expected ${def.pattern.source}`];
    else if (def.check === "string_format" && def.format === "url")
      rules.pattern = [
        "^https?://[^\\s]+$",
        message ?? "Expected a web address starting with https://",
      ];
  }
  return rules;
}

/** File names of a folder collection, picked by one of their fields. */
export const relation = (collection: string, shown: string) => ({
  widget: "relation",
  collection,
  search_fields: [shown],
  value_field: "{{slug}}",
  display_fields: [shown],
});

/** File names from content/authors/, picked by name. */
export const authorRelation = (name: string, label: string): CmsField => ({
  name,
  label,
  ...relation("authors", "name"),
});

/** Decap has no length option, so a length cap becomes a pattern. */
export function lengthPattern(max: number): [string, string] {
  return [`^[\\s\\S]{0,${max}}$`, `Up to ${max} characters`];
}

function toField(name: string, schema: z.ZodType, context: FieldContext): CmsField {
  const { schema: inner, optional, fallback } = unwrap(schema);
  const base = { name, label: humanize(name), ...(optional ? { required: false } : {}) };
  const made = fieldFor(base, inner, context);
  // A switch shows off when it has no value: one the schema turns on by default must start on.
  const field =
    made.widget === "boolean" && typeof fallback === "boolean"
      ? { ...made, default: fallback }
      : made;
  const override = context.overrides?.[name];
  return override ? override(field) : field;
}

function fieldFor(base: Base, schema: z.ZodType, context: FieldContext): CmsField {
  if (schema === isoDate || schema === isoDateTime) {
    const day = schema === isoDate;
    return {
      ...base,
      widget: "datetime",
      format: day ? "YYYY-MM-DD" : "YYYY-MM-DDTHH:mm:ssZ",
      date_format: "YYYY-MM-DD",
      time_format: day ? false : "HH:mm",
      ...(day ? { picker_utc: true } : {}),
      hint: day ? "A date, YYYY-MM-DD" : "Date and time, with the offset from UTC",
    };
  }
  if (schema === icon) return { ...base, widget: "select", options: [...icon.options] };
  if (schema === claimRef.shape.claim) {
    return {
      ...base,
      widget: "select",
      options: [...context.claimKeys],
      hint: "A claim from the claims register (Claims): the page shows its value",
    };
  }
  const resolved = core(schema);
  const def = defOf(resolved);
  switch (def.type) {
    case "string": {
      const rules = rulesOf(resolved);
      // A cap below the generous one every text has (titles, descriptions) is worth a hint.
      const cap = rules.max !== undefined && rules.max < TEXT_MAX ? rules.max : undefined;
      const paragraph = PARAGRAPH.test(base.name) || (cap ?? 0) > 120;
      const pattern = rules.pattern ?? (rules.max ? lengthPattern(rules.max) : undefined);
      return {
        ...base,
        widget: paragraph ? "text" : "string",
        ...(pattern ? { pattern } : {}),
        ...(cap ? { hint: `Up to ${cap} characters` } : {}),
      };
    }
    case "number": {
      const rules = rulesOf(resolved);
      return {
        ...base,
        widget: "number",
        value_type: rules.int ? "int" : "float",
        ...(rules.min !== undefined ? { min: rules.min } : {}),
        ...(rules.max !== undefined ? { max: rules.max } : {}),
      };
    }
    case "boolean":
      return { ...base, widget: "boolean", required: false };
    case "enum":
      return {
        ...base,
        widget: "select",
        options: Object.values(def.entries as Record<string, string>),
      };
    case "literal":
      return { ...base, widget: "hidden", default: (def.values as unknown[])[0] };
    case "object":
      return {
        ...base,
        widget: "object",
        collapsed: false,
        fields: objectFields(resolved, context),
      };
    case "record": {
      // z.record(enum, value): every key of the enum, each its own field.
      const keys = Object.values(defOf(def.keyType as z.ZodType).entries as Record<string, string>);
      return {
        ...base,
        widget: "object",
        fields: keys.map((key) => toField(key, def.valueType as z.ZodType, context)),
      };
    }
    case "intersection":
      return { ...base, widget: "object", fields: objectFields(resolved, context) };
    case "union":
      return unionField(base, resolved, context);
    case "array":
      return listField(base, resolved, context);
    default:
      throw new Error(`CMS field ${base.name}: no widget for a zod ${def.type}`);
  }
}

export function objectFields(schema: z.ZodType, context: FieldContext): CmsField[] {
  const resolved = core(unwrap(schema).schema);
  const def = defOf(resolved);
  if (def.type === "intersection")
    return [
      ...objectFields(def.left as z.ZodType, context),
      ...objectFields(def.right as z.ZodType, context),
    ];
  if (def.type !== "object") throw new Error(`expected an object, got ${def.type}`);
  return Object.entries((resolved as z.ZodObject).shape).map(([name, value]) =>
    toField(name, value as z.ZodType, context),
  );
}

/** Variants that are not objects are not supported. */
function variants(schema: z.ZodType): z.ZodType[] {
  return (defOf(schema).options as z.ZodType[]).map((option) => core(unwrap(option).schema));
}

const discriminator = (schema: z.ZodType) => defOf(schema).discriminator as string | undefined;
const tagValues = (option: z.ZodType, tag: string) =>
  defOf((option as z.ZodObject).shape[tag] as z.ZodType).values as string[];

function unionField(base: Base, schema: z.ZodType, context: FieldContext): CmsField {
  const options = variants(schema);
  // 2 | 3 | 4: a whole number within the literals' bounds.
  if (options.every((option) => defOf(option).type === "literal")) {
    const values = options.flatMap((option) => defOf(option).values as number[]);
    return {
      ...base,
      widget: "number",
      value_type: "int",
      min: Math.min(...values),
      max: Math.max(...values),
    };
  }
  const tag = discriminator(schema);
  const all = options.flatMap((option) => objectFields(option, context));
  const fields = all
    .filter((field, index) => all.findIndex(({ name }) => name === field.name) === index)
    .map((field): CmsField => {
      if (field.name === tag) {
        const values = options.flatMap((option) => tagValues(option, tag));
        return { name: tag, label: field.label, widget: "select", options: values };
      }
      const requiredIn = all.filter(
        (other) => other.name === field.name && other.required !== false,
      );
      if (requiredIn.length === options.length) return field;
      // Which variant a field belongs to: "For kind link", or a claim's "Optional with a claim".
      const owners = options.filter((option) => field.name in (option as z.ZodObject).shape);
      const variantHint = tag
        ? `For ${tag} ${owners.map((option) => tagValues(option, tag)[0]).join(" or ")}`
        : "Optional with a claim; required without one";
      return {
        ...field,
        required: false,
        hint: [field.hint, variantHint].filter(Boolean).join(". "),
      };
    });
  return { ...base, widget: "object", fields };
}

function listField(base: Base, schema: z.ZodType, context: FieldContext): CmsField {
  const rules = rulesOf(schema);
  const bounds = {
    ...(rules.min !== undefined && rules.min > 0 ? { min: rules.min } : {}),
    ...(rules.max !== undefined ? { max: rules.max } : {}),
  };
  const item = core(unwrap(defOf(schema).element as z.ZodType).schema);
  const itemDef = defOf(item);
  const tag = itemDef.type === "union" ? discriminator(item) : undefined;
  if (tag) {
    const types = variants(item).map((option) => {
      const value = tagValues(option, tag)[0] ?? "";
      return {
        name: value,
        label: humanize(value),
        widget: "object",
        fields: objectFields(option, context).filter((field) => field.name !== tag),
        summary: "{{fields.title}}",
      };
    });
    return { ...base, widget: "list", typeKey: tag, types, ...bounds };
  }
  if (itemDef.type === "object" || itemDef.type === "intersection" || itemDef.type === "union") {
    const fields = fieldFor(base, item, context).fields ?? [];
    // Decap fills a new entry's list with one item of its fields' defaults; an empty list instead.
    const empty = fields.some((field) => field.default !== undefined) ? { default: [] } : {};
    return {
      ...base,
      widget: "list",
      fields,
      collapsed: true,
      ...itemSummary(fields),
      ...bounds,
      ...empty,
    };
  }
  return {
    ...base,
    widget: "list",
    field: fieldFor({ name: "item", label: humanize(base.name).replace(/s$/, "") }, item, context),
    ...bounds,
  };
}

/** So an editor finds an item without opening each: "Enterprise clients: 500+". */
function itemSummary(fields: readonly CmsField[]): { summary?: string } {
  const names = new Set(fields.map((field) => field.name));
  const first = ["label", "title", "name", "key"].find((name) => names.has(name));
  if (!first) return {};
  return {
    summary: names.has("value") ? `{{fields.${first}}}: {{fields.value}}` : `{{fields.${first}}}`,
  };
}
