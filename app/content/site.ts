// Company settings and navigation as components read them, with the public origin, which comes from the
// build (app/content/origin.ts).
import { siteOrigin } from "./origin";
import type { Settings } from "./settings";

// Read by the configs (app/content/settings.ts) and handed over as data, as islands need it too.
declare const __SITE__: Settings["site"];
declare const __NAVIGATION__: Settings["navigation"];

export const site = { ...__SITE__, origin: siteOrigin() };
export type Site = typeof site;
export type Office = Site["offices"][number];
export type SocialProfile = Site["social"][number];

export const navigation = __NAVIGATION__;
