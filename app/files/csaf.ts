/**
 * The security advisories as CSAF 2.0 documents, in the standard's directory layout (7.1.11 to
 * 7.1.14) with the provider metadata (7.1.20). Dates are the advisories' own days, never the clock. */
import { createHash } from "node:crypto";
import path from "node:path";
import { cvssScore } from "~/content/cvss";
import { jsonText } from "~/files/file-response";
import { dayStart } from "~/lib/format-date";
import { CSAF_DIRECTORY, csafDocumentPath, entryPath, wellKnown } from "~/route-table";

export interface CsafAdvisory {
  id: string;
  slug: string;
  title: string;
  summary: string;
  product: string;
  affectedFrom: string;
  fixedIn: string;
  cvss: string;
  cwe?: { id: string; name: string };
  remediation: string;
  revisions: { date: string; summary: string }[];
  acknowledgements?: string[];
  /** Plain text. */
  details: string;
}

export interface CsafPublisher {
  name: string;
  legalName: string;
  /** No trailing slash: the publisher's namespace and every URL's base. */
  origin: string;
  keyFingerprint: string;
}

const vendor = (publisher: CsafPublisher) => ({
  category: "vendor",
  name: publisher.legalName,
  namespace: publisher.origin,
  contact_details: `${publisher.origin}/security`,
});

export function csafDocument(advisory: CsafAdvisory, publisher: CsafPublisher): object {
  const released = advisory.revisions[0]?.date;
  const current = advisory.revisions.at(-1)?.date;
  if (!released || !current)
    throw new Error(`${advisory.id}: an advisory needs at least one revision`);
  const prefix = advisory.product
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const affected = `${prefix}-${advisory.affectedFrom}-before-${advisory.fixedIn}`;
  const fixed = `${prefix}-${advisory.fixedIn}`;
  const page = `${publisher.origin}${entryPath("advisory", advisory.slug)}`;
  const score = cvssScore(advisory.cvss);
  const thanks = advisory.acknowledgements?.length
    ? [
        {
          names: advisory.acknowledgements,
          summary: "reporting this vulnerability under our coordinated disclosure policy",
        },
      ]
    : undefined;
  return {
    document: {
      category: "csaf_security_advisory",
      csaf_version: "2.0",
      title: advisory.title,
      lang: "en",
      publisher: vendor(publisher),
      distribution: { tlp: { label: "WHITE", url: "https://www.first.org/tlp/" } },
      notes: [
        { category: "summary", title: "Summary", text: advisory.summary },
        {
          category: "legal_disclaimer",
          title: "Terms of use",
          text: `This advisory is provided by ${publisher.legalName} as is, to help its customers protect their systems.`,
        },
      ],
      references: [
        { category: "self", summary: `${advisory.id} as a web page`, url: page },
        {
          category: "self",
          summary: `${advisory.id} as a CSAF document`,
          url: `${publisher.origin}${csafDocumentPath(advisory.id, released)}`,
        },
      ],
      ...(thanks ? { acknowledgments: thanks } : {}),
      tracking: {
        id: advisory.id,
        status: "final",
        version: String(advisory.revisions.length),
        initial_release_date: dayStart(released),
        current_release_date: dayStart(current),
        revision_history: advisory.revisions.map((revision, index) => ({
          date: dayStart(revision.date),
          number: String(index + 1),
          summary: revision.summary,
        })),
      },
    },
    product_tree: {
      branches: [
        {
          category: "vendor",
          name: publisher.name,
          branches: [
            {
              category: "product_name",
              name: advisory.product,
              branches: [
                {
                  category: "product_version_range",
                  name: `vers:generic/>=${advisory.affectedFrom}|<${advisory.fixedIn}`,
                  product: {
                    name: `${advisory.product} ${advisory.affectedFrom} and later before ${advisory.fixedIn}`,
                    product_id: affected,
                  },
                },
                {
                  category: "product_version",
                  name: advisory.fixedIn,
                  product: { name: `${advisory.product} ${advisory.fixedIn}`, product_id: fixed },
                },
              ],
            },
          ],
        },
      ],
    },
    vulnerabilities: [
      {
        title: advisory.title,
        ...(advisory.cwe ? { cwe: advisory.cwe } : {}),
        notes: [
          { category: "description", title: "Details", text: advisory.details || advisory.summary },
        ],
        product_status: { known_affected: [affected], fixed: [fixed] },
        remediations: [
          {
            category: "vendor_fix",
            details: advisory.remediation,
            product_ids: [affected],
            url: page,
          },
        ],
        scores: [
          {
            cvss_v3: {
              version: "3.1",
              vectorString: score.vectorString,
              baseScore: score.baseScore,
              baseSeverity: score.baseSeverity,
            },
            products: [affected],
          },
        ],
        ...(thanks ? { acknowledgments: thanks } : {}),
        references: [{ category: "self", summary: `${advisory.id}`, url: page }],
      },
    ],
  };
}

function providerMetadata(publisher: CsafPublisher, lastUpdated: string, signed: boolean): object {
  return {
    canonical_url: `${publisher.origin}${wellKnown.csafProviderMetadata}`,
    distributions: [{ directory_url: `${publisher.origin}${CSAF_DIRECTORY}/` }],
    last_updated: dayStart(lastUpdated),
    list_on_CSAF_aggregators: true,
    metadata_version: "2.0",
    mirror_on_CSAF_aggregators: true,
    public_openpgp_keys: [
      { fingerprint: publisher.keyFingerprint, url: `${publisher.origin}${wellKnown.pgpKey}` },
    ],
    publisher: vendor(publisher),
    // A provider signs every document (requirement 19); until the deploy signs them, a publisher.
    role: signed ? "csaf_provider" : "csaf_publisher",
  };
}

export interface CsafFile {
  path: string;
  text: string;
}

const hashLine = (algorithm: "sha256" | "sha512", text: string, name: string) =>
  `${createHash(algorithm).update(text).digest("hex")}  ${name}\n`;

export function csafFiles(
  advisories: readonly CsafAdvisory[],
  publisher: CsafPublisher,
  signed = false,
): CsafFile[] {
  const files: CsafFile[] = [];
  const listed = advisories.map((advisory) => {
    const released = advisory.revisions[0]?.date ?? "";
    const file = csafDocumentPath(advisory.id, released);
    const text = jsonText(csafDocument(advisory, publisher));
    const name = path.posix.basename(file);
    files.push(
      { path: file, text },
      { path: `${file}.sha256`, text: hashLine("sha256", text, name) },
      { path: `${file}.sha512`, text: hashLine("sha512", text, name) },
    );
    return {
      relative: file.slice(CSAF_DIRECTORY.length + 1),
      updated: advisory.revisions.at(-1)?.date ?? released,
    };
  });
  // changes.csv: newest change first; index.txt: every document, in path order.
  listed.sort((a, b) => b.updated.localeCompare(a.updated) || a.relative.localeCompare(b.relative));
  return [
    ...files,
    {
      path: `${CSAF_DIRECTORY}/changes.csv`,
      text: listed.map((entry) => `"${entry.relative}","${dayStart(entry.updated)}"\n`).join(""),
    },
    {
      path: `${CSAF_DIRECTORY}/index.txt`,
      text: listed
        .map((entry) => `${entry.relative}\n`)
        .sort()
        .join(""),
    },
    {
      path: wellKnown.csafProviderMetadata,
      text: jsonText(providerMetadata(publisher, listed[0]?.updated ?? "1970-01-01", signed)),
    },
  ];
}
