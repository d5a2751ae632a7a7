import type { AdvisoriesSection, AdvisoryCard } from "~/content/types";
import { advisoryFeeds, csafDocumentPath, entryPath, wellKnown } from "~/route-table";
import { FollowFeeds } from "./follow-feeds";
import { formatDate } from "./format-date";
import { SectionShell } from "./section-shell";
import { SeverityBadge } from "./severity-badge";

export function AdvisoryList({ section, advisories }: { section: AdvisoriesSection; advisories: AdvisoryCard[] }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      {advisories.length === 0 ? (
        <p className="text-muted">No advisories have been published yet.</p>
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line bg-white">
          {advisories.map((advisory) => {
            const released = advisory.revisions[0]?.date ?? "";
            const updated = advisory.revisions.at(-1)?.date ?? released;
            return (
              <li key={advisory.slug} className="p-5 sm:p-6">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
                  <span className="font-mono font-semibold text-ink">{advisory.id}</span>
                  <SeverityBadge severity={advisory.score.baseSeverity} score={advisory.score.baseScore} />
                </p>
                <h3 className="mt-2 text-lg font-semibold leading-snug">
                  <a href={entryPath("advisory", advisory.slug)} className="text-brand-700 hover:underline">{advisory.title}</a>
                </h3>
                <p className="mt-2 text-muted">{advisory.summary}</p>
                <p className="mt-3 text-sm text-muted">
                  Affects {advisory.product} {advisory.affectedFrom} and later; fixed in {advisory.fixedIn}.{" "}
                  Published {formatDate(released)}
                  {updated !== released && <>, updated {formatDate(updated)}</>}.{" "}
                  <a href={csafDocumentPath(advisory.id, released)} className="font-semibold text-brand-700 hover:underline">CSAF document<span className="sr-only"> for {advisory.id}</span></a>
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <FollowFeeds what="advisories" feeds={advisoryFeeds}>
        scanners read the same advisories as CSAF 2.0 from{" "}
        <a href={wellKnown.csafProviderMetadata} className="font-semibold text-brand-700 hover:underline">our provider metadata</a>
      </FollowFeeds>
    </SectionShell>
  );
}
