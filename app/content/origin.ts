const DEFAULT_ORIGIN = "https://www.halcyrion.example";

/** The public origin, from the build: `SITE_ORIGIN` (or `VITE_SITE_ORIGIN`) overrides the default under the reserved `.example` domain (RFC 2606). */
export function siteOrigin(): string {
  const fromEnv =
    (typeof process !== "undefined" ? process.env.SITE_ORIGIN : undefined) ??
    (import.meta.env?.VITE_SITE_ORIGIN as string | undefined);
  return (fromEnv ?? DEFAULT_ORIGIN).replace(/\/+$/, "");
}
