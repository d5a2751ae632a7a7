/**
 * Delivery settings, resolved once at build (FORMS_ENDPOINT overrides the file). Pages receive the
 * result as data: re-reading the environment could make a page and its CSP disagree. */
import { isEndpointUrl, notAnEndpointUrl } from "./endpoint-url.ts";
import { type FormsSettings, formsSettingsSchema } from "./settings-schema.ts";

export class FormsSettingsError extends Error {
  override name = "FormsSettingsError";
}

/** An error names each bad setting by its path ("forms.url: ..."). */
export function parseFormsSettings(raw: unknown, where = "forms"): FormsSettings {
  const result = formsSettingsSchema.safeParse(raw ?? { provider: "none" });
  if (result.success) return result.data;
  const issues = result.error.issues.map(
    (issue) => `${[where, ...issue.path.map(String)].join(".")}: ${issue.message}`,
  );
  throw new FormsSettingsError(`Invalid form delivery settings:\n${issues.join("\n")}`);
}

export function resolveFormsSettings(
  raw?: unknown,
  env: NodeJS.ProcessEnv = process.env,
): FormsSettings {
  const url = env.FORMS_ENDPOINT?.trim();
  if (!url) return parseFormsSettings(raw);
  if (!isEndpointUrl(url)) throw new FormsSettingsError(notAnEndpointUrl("FORMS_ENDPOINT", url));
  const encoding = env.FORMS_ENCODING?.trim() || "form";
  if (encoding !== "form" && encoding !== "json")
    throw new FormsSettingsError(
      `FORMS_ENCODING must be "form" or "json"; got ${JSON.stringify(encoding)}`,
    );
  return parseFormsSettings({ provider: "endpoint", url, encoding }, "FORMS_ENDPOINT");
}
