// content/advisories/<id>.md: our security advisories. Severity and score come from the CVSS vector, never
// typed, and the weakness's name from MITRE's list, so the page and the CSAF document (app/files/csaf.ts) agree.
import { z } from "zod";
// MITRE's weaknesses by id and official name, as the CSAF validator checks them.
import { weaknesses } from "@secvisogram/csaf-validator-lib/cwe.js";
import { cvssProblem, cvssScore } from "../content/cvss";
import { ContentFieldError } from "../content/resolve";
import { isoDate, pageDescription, pageTitle, text } from "../content/schema/fields";
import { draft } from "../content/schema/publishing";
import { entryRoutes } from "../route-table";
import { type CardOf, type EntryOf, entryCollection, withoutText } from "./collection";

/** A product version as the platform numbers its releases: 4.2 or 4.2.1. */
const productVersion = z
  .string()
  .regex(/^\d+\.\d+(\.\d+)?$/, "Expected a version number like 4.2.1");

/** "4.2" and "4.2.0" compare equal; negative when a is the earlier version. */
const compareVersions = (a: string, b: string) => {
  const [x, y] = [a, b].map((version) => [...version.split(".").map(Number), 0, 0].slice(0, 3));
  return (x ?? []).reduce((order, part, index) => order || part - (y?.[index] ?? 0), 0);
};

/** The day of its latest publication or update. */
const latest = (advisory: { revisions: { date: string }[] }) =>
  advisory.revisions.at(-1)?.date ?? "";

export const advisories = entryCollection("advisory", {
  schema: z.strictObject({
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
  }),
  read: async (doc, entry) => {
    const { file, slug } = entry;
    if (slug !== doc.id.toLowerCase())
      throw new ContentFieldError(
        file,
        "id",
        `the file of ${doc.id} must be named ${doc.id.toLowerCase()}.md (its address is /security/advisories/${doc.id.toLowerCase()})`,
      );
    if (compareVersions(doc.affectedFrom, doc.fixedIn) >= 0)
      throw new ContentFieldError(
        file,
        "fixedIn",
        `${doc.fixedIn} must be a later version than affectedFrom (${doc.affectedFrom})`,
      );
    doc.revisions.forEach((revision, index) => {
      const before = doc.revisions[index - 1];
      if (before && before.date > revision.date)
        throw new ContentFieldError(
          file,
          `revisions.${index}.date`,
          `${revision.date} is before the revision above it (${before.date}): list revisions oldest first`,
        );
    });
    const weakness = doc.cwe ? weaknesses.find((candidate) => candidate.id === doc.cwe) : undefined;
    if (doc.cwe && !weakness)
      throw new ContentFieldError(
        file,
        "cwe",
        `${doc.cwe} is not in MITRE's CWE list: check the number at cwe.mitre.org`,
      );
    return { ...(await entry.render()), score: cvssScore(doc.cvss), cwe: weakness };
  },
  // The latest publication or update first.
  order: (a, b) => latest(b).localeCompare(latest(a)) || b.id.localeCompare(a.id),
  card: withoutText,
  section: "advisories",
  image: (advisory) => ({
    day: advisory.revisions[0]?.date ?? "",
    kind: `${entryRoutes.advisory.kind} ${advisory.id}`,
  }),
  feed: {
    channel: "Security Advisories",
    description: (siteName) =>
      `Security advisories for ${siteName} products: affected and fixed versions, severity and what to do.`,
    item: (advisory, siteName) => {
      const severity = advisory.score.baseSeverity;
      return {
        ...advisory,
        title: `${advisory.id}: ${advisory.title}`,
        description: advisory.summary,
        date: advisory.revisions[0]?.date ?? "",
        updated: advisory.revisions.at(-1)?.date,
        author: { name: siteName },
        category: severity.charAt(0) + severity.slice(1).toLowerCase(),
        tags: [advisory.product],
      };
    },
  },
  cms: {
    label: "Security advisories",
    // The file name is the advisory's id (hal-2026-004).
    options: { slug: "{{fields.id}}", sortable_fields: ["title"], summary: "{{title}}" },
  },
});

export type AdvisoryEntry = EntryOf<typeof advisories>;
export type AdvisoryCard = CardOf<typeof advisories>;
