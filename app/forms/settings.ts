/**
 * The delivery settings the build uses, resolved once: content/form-delivery.yaml parsed (defaults
 * filled in), unless FORMS_ENDPOINT is given at build, which replaces it with the generic
 * endpoint (FORMS_ENCODING=json for a JSON body; form-encoded otherwise). Build time only
 * (zod): the CSP is derived from the result, and the pages must receive the same result as data
 * (never re-read the environment in the browser, or the page and its CSP could disagree).
 */
import type { z } from "zod";
import { ENDPOINT_URL_RULE, isEndpointUrl } from "./endpoint-url.ts";
import { type FormsSettings, formsSettingsSchema } from "./settings-schema.ts";

export interface FormsEnv {
  FORMS_ENDPOINT?: string;
  FORMS_ENCODING?: string;
}

export class FormsSettingsError extends Error {
  override name = "FormsSettingsError";
}

const describe = (issues: readonly z.core.$ZodIssue[], where: string) =>
  issues.map((issue) => `${[where, ...issue.path.map(String)].join(".")}: ${issue.message}`).join("\n");

/** Parses the form delivery settings; an error names each bad setting by its path ("forms.url: ..."). */
export function parseFormsSettings(raw: unknown, where = "forms"): FormsSettings {
  const result = formsSettingsSchema.safeParse(raw ?? { provider: "none" });
  if (!result.success) throw new FormsSettingsError(`Invalid form delivery settings:\n${describe(result.error.issues, where)}`);
  return result.data;
}

export function resolveFormsSettings(raw?: unknown, env: FormsEnv = process.env): FormsSettings {
  const url = env.FORMS_ENDPOINT?.trim();
  if (!url) return parseFormsSettings(raw);
  if (!isEndpointUrl(url)) throw new FormsSettingsError(`FORMS_ENDPOINT must be ${ENDPOINT_URL_RULE}; got ${JSON.stringify(url)}`);
  const encoding = env.FORMS_ENCODING?.trim() || "form";
  if (encoding !== "form" && encoding !== "json")
    throw new FormsSettingsError(`FORMS_ENCODING must be "form" or "json"; got ${JSON.stringify(encoding)}`);
  return parseFormsSettings({ provider: "endpoint", url, encoding }, "FORMS_ENDPOINT");
}
