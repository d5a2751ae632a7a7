/**
 * schema.org JSON-LD that every page carries; each block describes only what its page shows.
 * JSON-LD is data, not executed script, so the CSP needs no hash for it. */
import { site } from "~/content/site";

export type JsonLd = Record<string, unknown>;

export const ld = (type: string, fields: JsonLd): JsonLd => ({
  "@context": "https://schema.org",
  "@type": type,
  ...fields,
});

export function absoluteUrl(path: string): string {
  return `${site.origin}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The short reference other blocks use for the company. */
export function companyRef(): JsonLd {
  return {
    "@type": "Organization",
    name: site.name,
    url: `${site.origin}/`,
    logo: absoluteUrl("/logo.png"),
  };
}

export function organizationLd(): JsonLd {
  const sameAs = site.social.flatMap((profile) => (profile.url ? [profile.url] : []));
  return ld("Organization", {
    ...companyRef(),
    "@id": `${site.origin}/#organization`,
    legalName: site.legalName,
    email: site.mailboxes.contact,
    foundingDate: String(site.foundingYear),
    address: site.offices.map((office) => ({
      "@type": "PostalAddress",
      streetAddress: office.street.join(", "),
      addressLocality: office.locality,
      addressRegion: office.region,
      postalCode: office.postalCode,
      addressCountry: office.countryCode,
    })),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  });
}

export function breadcrumbLd(
  trail: readonly (readonly [name: string, path: string])[],
): JsonLd | undefined {
  // A top-level page (/platform) is its own trail from Home: only nested pages get one.
  const path = trail.at(-1)?.[1] ?? "/";
  if (trail.length < 2 || path.split("/").filter(Boolean).length < 2) return undefined;
  return ld("BreadcrumbList", {
    itemListElement: trail.map(([name, item], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(item),
    })),
  });
}
