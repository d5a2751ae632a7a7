// One schema per content collection; app/content-layer/read.ts validates every file with them.
import { z } from "zod";
import {
  action,
  claimValueInput,
  figureInput,
  imagePath,
  internalHref,
  isoDate,
  isoDateTime,
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
import { cvssProblem } from "../cvss";
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

const countryCode = z.string().regex(/^[A-Z]{2}$/, "Expected a two-letter country code like US");
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

export const blogCategories = ["technology", "security", "cloud", "threats"] as const;

export const articleSchema = z.strictObject({
  title: pageTitle,
  description: pageDescription,
  category: z.enum(blogCategories, { error: `Expected one of: ${blogCategories.join(", ")}` }),
  author: slugText,
  date: isoDate,
  updated: isoDate.optional(),
  tags: z.array(text).min(1).max(6),
  image: z.strictObject({ src: imagePath, alt: text }),
  draft,
});

export const caseStudySchema = z.strictObject({
  title: pageTitle,
  company: text,
  industry: text,
  /** The card's text and the page's description. */
  summary: pageDescription,
  results: z.array(figureInput).min(1).max(4),
  quote: z.strictObject({ text: text, name: text, role: text }),
  draft,
});

export const webinarSchema = z.strictObject({
  title: pageTitle,
  /** The card's text and the page's description. */
  summary: pageDescription,
  start: isoDateTime,
  /** IANA time zone the session is announced in, e.g. America/New_York. */
  timeZone: z
    .string()
    .regex(/^[A-Za-z_]+\/[A-Za-z_]+$/, "Expected a time zone like America/New_York"),
  durationMinutes: z.number().int().min(15).max(480),
  speaker: text,
  role: text,
  attendees: z.number().int().min(0),
  agenda: z
    .array(
      z.strictObject({
        time: z.string().regex(/^\d{1,2}:\d{2}$/, 'Expected an offset like "0:15"'),
        title: text,
      }),
    )
    .min(1, "Add the agenda")
    .max(10),
  draft,
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

export const jobSchema = z.strictObject({
  title: pageTitle,
  department: text,
  location: z.strictObject({
    label: text,
    city: text.optional(),
    region: text.optional(),
    country: countryCode,
    remote: z.boolean().optional(),
  }),
  employmentType: z.enum(["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN"]),
  datePosted: isoDate,
  validThrough: isoDate,
  /** The card's summary and the page's description. */
  summary: pageDescription,
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

/** A product version as the platform numbers its releases: 4.2 or 4.2.1. */
const productVersion = z
  .string()
  .regex(/^\d+\.\d+(\.\d+)?$/, "Expected a version number like 4.2.1");

/** content/advisories/<id>.md (the id in lower case). Severity and score come from the CVSS vector
 * (app/content/cvss.ts), never typed, so the page and the CSAF 2.0 document (app/lib/csaf.ts) agree. */
export const advisorySchema = z.strictObject({
  /** HAL-2026-004: our own id (never a CVE number we were not assigned); the file is its lower case, hal-2026-004.md. */
  id: z
    .string()
    .regex(
      /^[A-Z]+-\d{4}-\d{3,}$/,
      "Expected an advisory id in capitals, like HAL-2026-004 (the year, then a number)",
    ),
  title: pageTitle,
  /** The list's and the page's description, and the CSAF document's summary note. */
  summary: pageDescription,
  product: text,
  /** Every version from `affectedFrom` up to, not including, `fixedIn` is affected. */
  affectedFrom: productVersion,
  fixedIn: productVersion,
  cvss: z.string().refine((vector) => !cvssProblem(vector), {
    error: (issue) => `${String(issue.input)}: ${cvssProblem(String(issue.input))}`,
  }),
  /** The weakness by its CWE id; its official name comes from MITRE's list (what CSAF validators check). */
  cwe: z
    .string()
    .regex(/^CWE-\d+$/, "Expected a CWE id like CWE-79")
    .optional(),
  /** What customers should do: shown on the page and written as the vendor fix. */
  remediation: text,
  /** Each publication of the advisory, oldest first: the first is its release, each later one an update. */
  revisions: z
    .array(z.strictObject({ date: isoDate, summary: text }))
    .min(1, "Add the first publication: - date: YYYY-MM-DD, summary: Initial publication")
    .max(50),
  /** Researchers credited, as they asked to be named. */
  acknowledgements: z.array(text).max(20).optional(),
  draft,
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
