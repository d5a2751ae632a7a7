/**
 * Shared by the forms layer's tests (never imported by the site): a page, a complete set of
 * valid values per form, and settings for each provider, parsed like the build parses them. */
import type { PageContext, Submission } from "./adapters/types";
import type { FormDefinition } from "./schema";
import { parseFormsSettings } from "./settings";
import type { FormsSettings, FormsSettingsInput, ProviderSettings } from "./settings-schema";
import type { FormValues } from "./validate";

export const page: PageContext = {
  uri: "https://www.halcyrion.example/company/careers/soc-analyst",
  path: "/company/careers/soc-analyst",
  title: "SOC Analyst | Halcyrion",
};

export const GUID = "78c2891f-ebdd-44c0-bd94-15c012bbbfbf";

export function settingsFor<P extends FormsSettings["provider"]>(
  input: FormsSettingsInput & { provider: P },
): ProviderSettings<P> {
  return parseFormsSettings(input) as ProviderSettings<P>;
}

export const applyValues: FormValues = {
  name: "  Ada   Example ",
  email: "ada@example.com",
  profile_url: "linkedin.com/in/ada",
  note: "I would like to join.\nI can start in March.",
};

export function submission(
  form: FormDefinition,
  values: FormValues,
  extra: Partial<Submission> = {},
): Submission {
  return {
    form,
    values,
    files: {},
    subject: "Application: SOC Analyst",
    page,
    parameter: "SOC Analyst",
    ...extra,
  };
}

export const pdf = (name = "cv.pdf", bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type: "application/pdf" });
