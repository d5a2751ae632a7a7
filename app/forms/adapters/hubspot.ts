/**
 * HubSpot's forms API v3, without the hutk cookie: the site tracks no one. HubSpot rejects undeclared fields,
 * so `_elapsed` and `_idempotency_key` go only where `fieldNames` maps them (docs/deploying.md). */
import { HUBSPOT_ORIGIN } from "../csp-sources";
import type { ProviderSettings } from "../settings-schema";
import { errorRecords, lookup, mapFieldErrors } from "./field-errors";
import { payloadEntries, trackingEntries } from "./payload";
import type { Adapter } from "./types";

type HubspotSettings = ProviderSettings<"hubspot">;

export const hubspotUrl = (settings: HubspotSettings, formId: string) =>
  `${HUBSPOT_ORIGIN}/submissions/v3/integration/submit/${settings.portalId}/${settings.formGuids[formId] ?? settings.formGuid}`;

const kinds: Record<string, "required" | "format"> = {
  REQUIRED_FIELD: "required",
  INVALID_EMAIL: "format",
  BLOCKED_EMAIL: "format",
  INVALID_NUMBER: "format",
  NUMBER_OUT_OF_RANGE: "format",
};

export const hubspot: Adapter<HubspotSettings> = {
  request(settings, submission) {
    const mapped = trackingEntries(submission).filter(([name]) =>
      lookup(settings.fieldNames, name),
    );
    const fields = [...payloadEntries(submission, false), ...mapped]
      .filter(([, value]) => value !== "")
      .map(([name, value]) => ({
        name: lookup(settings.fieldNames, name) ?? name,
        value: String(value),
      }));
    const body = {
      fields,
      context: { pageUri: submission.page.uri, pageName: submission.page.title },
    };
    return {
      url: hubspotUrl(settings, submission.form.id),
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    };
  },

  native: () => null,

  fieldErrors(body, form, settings) {
    const ours = Object.fromEntries(
      Object.entries(settings.fieldNames).map(([our, theirs]) => [theirs, our]),
    );
    const items = errorRecords(body).map((item) => {
      const message = String(item.message ?? "");
      const property = /fields\.([A-Za-z0-9_]+)/.exec(message)?.[1] ?? "";
      return {
        field: lookup(ours, property) ?? property,
        kind: lookup(kinds, String(item.errorType)),
        message: message.replace(/^Error in '[^']*'\.\s*/, ""),
      };
    });
    return mapFieldErrors(form, items);
  },
};
