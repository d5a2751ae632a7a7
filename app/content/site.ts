// Company settings and navigation as components read them, with the public origin, which comes from the
// build (app/content/origin.ts).
import type { z } from "zod";
import { siteOrigin } from "./origin";
import type { navigationSchema, siteSchema } from "./schema/collections";

/** The company facts as read, with the pages showing each form and each list (app/content-layer/addresses.ts). */
export type SiteFacts = z.output<typeof siteSchema> & {
  formPages: Record<string, string>;
  sectionPages: Record<string, string>;
};
export type Navigation = z.output<typeof navigationSchema>;

// Read by the configs (app/content-layer/settings.ts) and handed over as data, as islands need it too.
declare const __SITE__: SiteFacts;
declare const __NAVIGATION__: Navigation;

export const site = { ...__SITE__, origin: siteOrigin() };
export type Site = typeof site;
export type Office = Site["offices"][number];
export type SocialProfile = Site["social"][number];

export const navigation = __NAVIGATION__;
