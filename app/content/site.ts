/**
 * The company's settings and navigation (content/site.yaml, content/navigation.yaml) as the
 * components read them, with the public origin, which comes from the build: `SITE_ORIGIN` (or
 * `VITE_SITE_ORIGIN`) overrides the default under the reserved `.example` domain (RFC 2606).
 */
// A relative path, not the @generated/content alias: Astro loads this file with its config
// (scripts/build-end.ts reads the company facts), before any alias applies.
import { navigation as navigationFile, site as siteFile } from "../../.content-collections/generated";

const DEFAULT_ORIGIN = "https://www.halcyrion.example";

function resolveOrigin(): string {
  const fromEnv =
    (typeof process !== "undefined" ? process.env.SITE_ORIGIN : undefined) ??
    (import.meta.env?.VITE_SITE_ORIGIN as string | undefined);
  return (fromEnv ?? DEFAULT_ORIGIN).replace(/\/+$/, "");
}

const { _meta: _siteMeta, ...settings } = siteFile;
const { _meta: _navMeta, ...menus } = navigationFile;

export const site = { ...settings, origin: resolveOrigin() };
export type Site = typeof site;
export type SiteConfig = Site;
export type Office = Site["offices"][number];
export type SocialProfile = Site["social"][number];

export const navigation = menus;
export type NavLink = (typeof navigation)["home"];
export type NavMenu = (typeof navigation)["menus"][number];
export type FooterGroup = (typeof navigation)["footer"][number];
