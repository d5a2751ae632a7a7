/** Decap's pre-save form checks, run outside the browser so tests prove what the form passes, the build passes. */
import type { CmsField } from "../scripts/cms/fields";

type Data = Record<string, unknown>;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/** "path: message" each; [] when the form would save. */
export function cmsProblems(fields: readonly CmsField[], data: Data, prefix = ""): string[] {
  const problems: string[] = [];
  const known = new Set(fields.map((field) => field.name));
  for (const key of Object.keys(data))
    if (!known.has(key))
      problems.push(`${prefix}${key}: no CMS field for it (the CMS would not show it)`);
  for (const field of fields)
    problems.push(...fieldProblems(field, data[field.name], `${prefix}${field.name}`));
  return problems;
}

function fieldProblems(field: CmsField, value: unknown, at: string): string[] {
  if (isEmpty(value))
    return field.required === false || field.widget === "hidden" ? [] : [`${at}: is required`];
  // A relation that picks several entries holds a list of their names (the research's authors).
  if (field.widget === "relation" && field.multiple)
    return listProblems({ ...field, field: { ...field, multiple: false } }, value, at);
  switch (field.widget) {
    case "string":
    case "text":
    case "markdown":
    case "image":
    case "relation": {
      if (typeof value !== "string") return [`${at}: expected text`];
      // An image or file field's pattern is tested on the file's name (as Decap's file widget does).
      const tested = field.widget === "image" ? (value.split("/").pop() ?? "") : value;
      if (field.pattern && !new RegExp(field.pattern[0]).test(tested))
        return [`${at}: ${field.pattern[1]}`];
      return [];
    }
    case "datetime":
      return typeof value === "string" ? [] : [`${at}: expected a date as text`];
    case "select": {
      const options = (field.options ?? []).map((option) =>
        typeof option === "string" ? option : option.value,
      );
      return options.includes(value as string)
        ? []
        : [`${at}: "${String(value)}" is not one of the options`];
    }
    case "number":
      if (typeof value !== "number") return [`${at}: expected a number`];
      if (field.value_type === "int" && !Number.isInteger(value))
        return [`${at}: expected a whole number`];
      if (
        (field.min !== undefined && value < field.min) ||
        (field.max !== undefined && value > field.max)
      )
        return [`${at}: out of range`];
      return [];
    case "boolean":
      return typeof value === "boolean" ? [] : [`${at}: expected true or false`];
    case "object":
      return value && typeof value === "object" && !Array.isArray(value)
        ? cmsProblems(field.fields ?? [], value as Data, `${at}.`)
        : [`${at}: expected a group of fields`];
    case "list":
      return listProblems(field, value, at);
    case "hidden":
      // Kept as it is, never edited in the CMS (the build checks it, like any content).
      return [];
    default:
      return [`${at}: unknown widget ${field.widget}`];
  }
}

function listProblems(field: CmsField, value: unknown, at: string): string[] {
  if (!Array.isArray(value)) return [`${at}: expected a list`];
  const problems: string[] = [];
  if (field.min !== undefined && value.length < field.min)
    problems.push(`${at}: add at least ${field.min}`);
  if (field.max !== undefined && value.length > field.max)
    problems.push(`${at}: at most ${field.max}`);
  const { types, typeKey } = field;
  value.forEach((item, index) => {
    const itemAt = `${at}.${index}`;
    if (types && typeKey) {
      const { [typeKey]: tag, ...rest } = item as Data;
      const type = types.find((candidate) => candidate.name === tag);
      if (!type) problems.push(`${itemAt}.${typeKey}: no such block type`);
      else problems.push(...cmsProblems(type.fields, rest, `${itemAt}.`));
    } else if (field.fields)
      problems.push(...cmsProblems(field.fields, item as Data, `${itemAt}.`));
    else if (field.field) problems.push(...fieldProblems(field.field, item, itemAt));
  });
  return problems;
}
