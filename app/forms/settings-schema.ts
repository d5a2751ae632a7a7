/**
 * content/form-delivery.yaml: one provider for the site, with per-form overrides keyed by form id.
 * Build time only, so zod never reaches the client bundle (runtime-imports.test.ts). */
import { z } from "zod";
import { ENDPOINT_URL_RULE, isEndpointUrl } from "./endpoint-url.ts";

const formId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a form id, like schedule-demo");
const endpointUrl = z.string().trim().refine(isEndpointUrl, ENDPOINT_URL_RULE);
const formspreeId = z.string().regex(/^[A-Za-z0-9]{4,}$/, "the id in https://formspree.io/f/<id>");
const hubspotGuid = z
  .string()
  .regex(
    /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i,
    "a form GUID, as in HubSpot's form editor URL",
  );
const perForm = <T extends z.ZodType>(value: T) => z.record(formId, value).default({});

export const formsSettingsSchema = z.discriminatedUnion("provider", [
  z.strictObject({ provider: z.literal("none") }),
  z.strictObject({
    provider: z.literal("endpoint"),
    url: endpointUrl,
    /** form: application/x-www-form-urlencoded (no CORS preflight; a plain HTML form posts it too). */
    encoding: z.enum(["form", "json"]).default("form"),
    /** File fields are hidden otherwise. */
    acceptsFiles: z.boolean().default(false),
    urls: perForm(endpointUrl),
  }),
  z.strictObject({
    provider: z.literal("formspree"),
    formId: formspreeId,
    formIds: perForm(formspreeId),
    /** File uploads need a paid Formspree plan. */
    acceptsFiles: z.boolean().default(false),
  }),
  /** The form name defaults to the form id. */
  z.strictObject({
    provider: z.literal("netlify"),
    formNames: perForm(z.string().regex(/^[A-Za-z0-9_-]+$/, "letters, digits, - and _")),
    acceptsFiles: z.boolean().default(true),
  }),
  /** JSON only: no files. */
  z.strictObject({
    provider: z.literal("hubspot"),
    portalId: z.coerce.string().regex(/^\d+$/, "the numeric HubSpot account (portal) id"),
    formGuid: hubspotGuid,
    formGuids: perForm(hubspotGuid),
    /** Our field name to the HubSpot contact property it fills: { name: firstname, role: jobtitle }. */
    fieldNames: z
      .record(z.string(), z.string().regex(/^[a-z0-9_]+$/, "a HubSpot property name"))
      .default({}),
  }),
]);

export type FormsSettingsInput = z.input<typeof formsSettingsSchema>;
export type FormsSettings = z.output<typeof formsSettingsSchema>;
export type Provider = FormsSettings["provider"];
export type ProviderSettings<P extends Provider> = Extract<FormsSettings, { provider: P }>;
