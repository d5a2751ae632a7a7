import { ListPageLink } from "~/components/sections/list-page-link";
import type { AdvisoryEntry } from "~/collections/advisories";
import type { Trail } from "~/content/types";
import { formatDate } from "~/lib/format-date";
import { FactSheet } from "~/components/sections/fact-sheet";
import { SeverityBadge } from "~/components/sections/feed-lists";
import { EntrySection } from "./entry-header";
import { Masthead } from "~/components/sections/hero";
import { MarkdownBody } from "./markdown-body";

export interface AdvisoryView {
  trail: Trail;
  advisory: AdvisoryEntry;
  /** The advisory as a CSAF 2.0 document (app/files/csaf.ts). */
  csaf: string;
}

export function AdvisoryPage({ data: { advisory, csaf, trail } }: { data: AdvisoryView }) {
  const facts: [string, React.ReactNode][] = [
    [
      "Severity",
      <SeverityBadge severity={advisory.score.baseSeverity} score={advisory.score.baseScore} />,
    ],
    ["CVSS v3.1 vector", <code className="text-sm break-all">{advisory.cvss}</code>],
    ["Product", advisory.product],
    ["Affected versions", `${advisory.affectedFrom} and later, before ${advisory.fixedIn}`],
    ["Fixed in", advisory.fixedIn],
    ...(advisory.cwe
      ? [["Weakness", `${advisory.cwe.id}: ${advisory.cwe.name}`] as [string, string]]
      : []),
    ["Published", formatDate(advisory.revisions[0]?.date ?? "")],
    [
      "CSAF 2.0 document",
      <a href={csaf} className="font-semibold text-brand-700 hover:underline">
        {csaf.split("/").pop()}
      </a>,
    ],
  ];
  return (
    <>
      <Masthead
        trail={trail}
        eyebrow={`Security advisory ${advisory.id}`}
        title={advisory.title}
        intro={advisory.summary}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_24rem] lg:px-8">
        <div className="max-w-3xl">
          <section
            aria-labelledby="remediation-heading"
            className="rounded-card border border-brand-600 bg-subtle p-6"
          >
            <h2 id="remediation-heading" className="text-xl font-bold">
              What to do
            </h2>
            <p className="mt-2 leading-relaxed">{advisory.remediation}</p>
          </section>
          <MarkdownBody html={advisory.html} className="mt-10" />
          {advisory.acknowledgements && advisory.acknowledgements.length > 0 && (
            <EntrySection id="thanks-heading" title="Acknowledgements" className="mt-10">
              <p className="mt-3 leading-relaxed">
                We thank {advisory.acknowledgements.join(", ")} for reporting this under our{" "}
                <a href="/security" className="font-semibold text-brand-700 hover:underline">
                  disclosure policy
                </a>
                .
              </p>
            </EntrySection>
          )}
          <EntrySection id="history-heading" title="Revision history" className="mt-10">
            <ol className="mt-4 space-y-2">
              {advisory.revisions.map((revision, index) => (
                <li key={`${revision.date}-${index}`}>
                  <span className="font-semibold">{formatDate(revision.date)}</span>:{" "}
                  {revision.summary}
                </li>
              ))}
            </ol>
          </EntrySection>
        </div>
        <FactSheet label="Advisory at a glance" facts={facts}>
          <ListPageLink list="advisories">All advisories</ListPageLink>
        </FactSheet>
      </div>
    </>
  );
}
