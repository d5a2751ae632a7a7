// The schemas of the site's own collections and settings files (a collection of entries has its schema in
// its module, app/collections/); app/content-layer/read.ts validates every file with them.
import { z } from "zod";
import {
  action,
  claimValueInput,
  figureInput,
  internalHref,
  isoDate,
  limitedText,
  mailboxName,
  pageAddress,
  pageDescription,
  pageTitle,
  text,
  uniqueBy,
  webAddress,
} from "./fields";
import { draft } from "./publishing";
import { sectionSchemas } from "./sections";

export const slugText = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    "Expected lowercase words joined by hyphens, like cloud-security",
  );

export const sectionInput = sectionSchemas(figureInput, claimValueInput);

/** content/pages/<path>.yaml: a page's metadata, hero (with its h1) and ordered sections. */
export const pageSchema = z.strictObject({
  meta: z.strictObject({ title: pageTitle, description: pageDescription }),
  hero: z.strictObject({
    eyebrow: text.optional(),
    title: text,
    intro: text,
    actions: z.array(action).max(3).optional(),
  }),
  sections: uniqueBy(sectionInput, "id", "section id").min(1, "A page needs at least one section"),
  // Other addresses that show this page, its canonical URL pointing here (/company shows /company/about).
  aliases: z.array(pageAddress).optional(),
  draft,
});

export const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, "Expected a two-letter country code like US");
const officeSchema = z.strictObject({
  id: slugText,
  label: text,
  street: z.array(text).min(1).max(3),
  locality: text,
  region: text,
  postalCode: text,
  country: text,
  countryCode,
});

/** content/site.yaml: company facts every page reads. */
export const siteSchema = z.strictObject({
  name: text,
  legalName: text,
  legalForm: text,
  foundingYear: z.number().int().min(1900).max(2100),
  tagline: text,
  footerBlurb: text,
  mailboxes: z.record(mailboxName, z.email("Expected an email address like name@company.com")),
  offices: z.array(officeSchema).min(1),
  social: z.array(
    z.strictObject({
      name: z.enum(["LinkedIn", "X", "GitHub", "YouTube"]),
      url: webAddress.optional(),
    }),
  ),
  inquirySubject: text,
});

const navLink = z.strictObject({ label: text, href: internalHref, description: text.optional() });

/** content/navigation.yaml: the top bar's menus and the footer's link groups. */
export const navigationSchema = z.strictObject({
  home: navLink,
  contact: navLink,
  /** The "Under attack?" link in the top bar of every page, at every width. */
  emergency: navLink.optional(),
  menus: z
    .array(
      z.strictObject({
        id: slugText,
        label: text,
        href: internalHref,
        links: z.array(navLink).min(1).max(12),
      }),
    )
    .min(1)
    .max(5),
  footer: z
    .array(z.strictObject({ title: text, links: z.array(navLink).min(1).max(8) }))
    .min(1)
    .max(4),
});

/** content/claims.yaml: every marketing figure, once, with its evidence. */
export const claimsSchema = z.strictObject({
  claims: uniqueBy(
    z.strictObject({
      key: slugText,
      value: text,
      label: text,
      /** Where the figure comes from: what answers a challenge to it. */
      source: text,
      /** When someone last checked the figure against its source. */
      reviewed: isoDate,
    }),
    "key",
    "claim key",
  ),
});

export const authorSchema = z.strictObject({
  name: text,
  role: text,
  bio: limitedText(300, "a bio is a few lines beside an article, so shorten it"),
});

const eventLocation = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("online"), name: text }),
  z.strictObject({ kind: z.literal("venue"), name: text, city: text, country: text }),
]);

export const eventSchema = z.strictObject({
  title: pageTitle,
  startDate: isoDate,
  endDate: isoDate.optional(),
  type: z.enum(["Conference", "Workshop", "Roundtable", "Virtual Summit"]),
  location: eventLocation,
  description: text,
  draft,
});

/** content/policies/<name>.md: at /legal/<name>, or at its `path:` (/security). */
export const policySchema = z.strictObject({
  title: pageTitle,
  description: pageDescription,
  intro: text,
  lastUpdated: isoDate,
  path: pageAddress.optional(),
});

export const notFoundSchema = z.strictObject({
  title: pageTitle,
  description: pageDescription,
  intro: text,
  links: z.array(navLink).min(1).max(8),
});

/** content/share-images.yaml: the picture each section's pages show when shared (app/pages/og/[section].png.ts). */
const shareImage = z.strictObject({ title: pageTitle, subtitle: text });
export const shareImagesSchema = z.strictObject({
  home: shareImage,
  platform: shareImage,
  services: shareImage,
  solutions: shareImage,
  resources: shareImage,
  blog: shareImage,
  company: shareImage,
  careers: shareImage,
  legal: shareImage,
});

/** content/certifications/<name>.yaml. An expired one stops the build (a security vendor must never show a
 * lapsed certificate); one expiring within 60 days is a `content:check` warning. */
export const certificationSchema = z.strictObject({
  name: text,
  /** What the certificate covers, as its certificate or report states it. */
  scope: text,
  /** The certification body or audit firm. */
  issuer: text,
  issued: isoDate,
  expires: isoDate,
  /** How a customer gets the certificate or report, shown beside it. */
  access: text.optional(),
});
