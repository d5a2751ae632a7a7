/**
 * Company facts: the one place they live. Every page, the footer, the structured data, the
 * policies and the mail links read from here. Mailboxes and the default origin sit under the
 * reserved `.example` domain (RFC 2606) until the company sets its own.
 */

export interface Office {
  id: "usa" | "india";
  label: string;
  street: string[];
  locality: string;
  region: string;
  postalCode: string;
  country: string;
  /** ISO 3166-1 alpha-2, for structured data. */
  countryCode: "US" | "IN";
}

export interface SocialProfile {
  name: "LinkedIn" | "X" | "GitHub" | "YouTube";
  /** Leave unset until the company has the profile: links render only with a URL. */
  url?: string;
}

export interface SiteConfig {
  name: string;
  legalName: string;
  legalForm: string;
  foundingYear: number;
  tagline: string;
  origin: string;
  mailboxes: {
    contact: string;
    careers: string;
    security: string;
    privacy: string;
    newsletter: string;
  };
  /** Optional endpoint that accepts a newsletter sign-up POST; mail compose is used without it. */
  newsletterEndpoint?: string;
  offices: Office[];
  social: SocialProfile[];
  inquirySubject: string;
}

const DEFAULT_ORIGIN = "https://www.halcyrion.example";

/** `SITE_ORIGIN` (or `VITE_SITE_ORIGIN`) at build time overrides the public origin. */
function resolveOrigin(): string {
  const fromEnv =
    (typeof process !== "undefined" ? process.env.SITE_ORIGIN : undefined) ??
    (import.meta.env?.VITE_SITE_ORIGIN as string | undefined);
  return (fromEnv ?? DEFAULT_ORIGIN).replace(/\/+$/, "");
}

export const site = {
  name: "Halcyrion",
  legalName: "Halcyrion Security Private Limited",
  legalForm: "Private limited company",
  foundingYear: 2017,
  tagline: "AI threat intelligence and security services",
  origin: resolveOrigin(),
  mailboxes: {
    contact: "contact@halcyrion.example",
    careers: "careers@halcyrion.example",
    security: "security@halcyrion.example",
    privacy: "privacy@halcyrion.example",
    newsletter: "newsletter@halcyrion.example",
  },
  offices: [
    {
      id: "usa",
      label: "United States",
      street: ["350 Mission Street, Suite 1200"],
      locality: "San Francisco",
      region: "CA",
      postalCode: "94105",
      country: "United States",
      countryCode: "US",
    },
    {
      id: "india",
      label: "India",
      street: ["Level 9, Prestige Tech Park", "Outer Ring Road, Marathahalli"],
      locality: "Bengaluru",
      region: "Karnataka",
      postalCode: "560103",
      country: "India",
      countryCode: "IN",
    },
  ],
  social: [{ name: "LinkedIn" }, { name: "X" }, { name: "GitHub" }, { name: "YouTube" }],
  inquirySubject: "Inquiry about Halcyrion security services",
} satisfies SiteConfig;

export type Site = typeof site;
