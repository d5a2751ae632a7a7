import type { Severity } from "~/content/cvss";
import type { SectionOf } from "~/content/types";
import type { ListedEntries } from "~/collections/list";
import type { AdvisoryCard } from "~/collections/advisories";
import type { ResearchCard } from "~/collections/research";
import { advisoryFeeds, csafDocumentPath, entryPath, wellKnown } from "~/route-table";
import { ResearchFeeds, ResearchList, TechniqueChip } from "~/components/research/research-list";
import { FollowFeeds } from "./follow-feeds";
import { formatDate } from "~/lib/format-date";
import { SectionShell } from "./section-shell";

export function AdvisoryList({
  section,
  advisories,
}: {
  section: SectionOf<"advisories">;
  advisories: AdvisoryCard[];
}) {
  return (
    <SectionShell section={section}>
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
                  <SeverityBadge
                    severity={advisory.score.baseSeverity}
                    score={advisory.score.baseScore}
                  />
                </p>
                <h3 className="mt-2 text-lg leading-snug font-semibold">
                  <a
                    href={entryPath("advisory", advisory.slug)}
                    className="text-brand-700 hover:underline"
                  >
                    {advisory.title}
                  </a>
                </h3>
                <p className="mt-2 text-muted">{advisory.summary}</p>
                <p className="mt-3 text-sm text-muted">
                  Affects {advisory.product} {advisory.affectedFrom} and later; fixed in{" "}
                  {advisory.fixedIn}. Published {formatDate(released)}
                  {updated !== released && <>, updated {formatDate(updated)}</>}.{" "}
                  <a
                    href={csafDocumentPath(advisory.id, released)}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    CSAF document<span className="sr-only"> for {advisory.id}</span>
                  </a>
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <FollowFeeds what="advisories" feeds={advisoryFeeds}>
        scanners read the same advisories as CSAF 2.0 from{" "}
        <a
          href={wellKnown.csafProviderMetadata}
          className="font-semibold text-brand-700 hover:underline"
        >
          our provider metadata
        </a>
      </FollowFeeds>
    </SectionShell>
  );
}

/** The collection an `entries` section names (its cards, its feeds), as the page's data found it. */
export function EntryList({
  section,
  list: { cards: entries, feeds } = { cards: [] },
}: {
  section: SectionOf<"entries">;
  list?: ListedEntries;
}) {
  return (
    <SectionShell section={section}>
      {entries.length === 0 ? (
        <p className="text-muted">Nothing has been published here yet.</p>
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line bg-white">
          {entries.map((entry) => (
            <li key={entry.slug} className="p-5 sm:p-6">
              <p className="text-sm text-muted">
                <time dateTime={entry.date}>{formatDate(entry.date)}</time>
              </p>
              <h3 className="mt-1 text-lg leading-snug font-semibold">
                <a href={entry.href} className="text-brand-700 hover:underline">
                  {entry.title}
                </a>
              </h3>
              <p className="mt-2 text-muted">{entry.description}</p>
            </li>
          ))}
        </ul>
      )}
      {feeds && <FollowFeeds what={feeds.what} feeds={feeds.paths} />}
    </SectionShell>
  );
}

export function ResearchReports({
  section,
  reports,
}: {
  section: SectionOf<"research">;
  reports: ResearchCard[];
}) {
  const actors = [
    ...new Set(reports.flatMap((report) => report.actors.map((actor) => actor.name))),
  ].sort();
  const techniques = [
    ...new Map(
      reports.flatMap((report) => report.techniques).map((technique) => [technique.id, technique]),
    ).values(),
  ].sort((a, b) => a.id.localeCompare(b.id));
  return (
    <SectionShell section={section}>
      <ResearchList reports={reports} />
      <ResearchFeeds />
      {techniques.length > 0 && (
        <nav aria-labelledby="by-technique" className="mt-10">
          <h3 id="by-technique" className="text-lg font-semibold">
            By ATT&amp;CK technique
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {techniques.map((technique) => (
              <li key={technique.id}>
                <TechniqueChip technique={technique} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      {actors.length > 0 && (
        <nav aria-labelledby="by-actor" className="mt-10">
          <h3 id="by-actor" className="text-lg font-semibold">
            By threat actor
          </h3>
          <ul className="mt-3 space-y-2">
            {actors.map((name) => (
              <li key={name}>
                <span className="font-semibold">{name}</span>:{" "}
                {reports
                  .filter((report) => report.actors.some((actor) => actor.name === name))
                  .map((report, index) => (
                    <span key={report.slug}>
                      {index > 0 && ", "}
                      <a
                        href={entryPath("research", report.slug)}
                        className="text-brand-700 hover:underline"
                      >
                        {report.title}
                      </a>
                    </span>
                  ))}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </SectionShell>
  );
}

const tones: Record<Severity, string> = {
  CRITICAL: "border-red-700 bg-red-50 text-red-800",
  HIGH: "border-orange-700 bg-orange-50 text-orange-900",
  MEDIUM: "border-amber-700 bg-amber-50 text-amber-900",
  LOW: "border-slate-500 bg-slate-50 text-slate-800",
  NONE: "border-slate-400 bg-white text-slate-700",
};

/** An advisory's severity and CVSS v3.1 base score, in words and figures (never colour alone). */
export function SeverityBadge({ severity, score }: { severity: Severity; score: number }) {
  const word = severity.charAt(0) + severity.slice(1).toLowerCase();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold ${tones[severity]}`}
    >
      {word}
      <span className="font-normal tabular-nums">CVSS {score.toFixed(1)}</span>
    </span>
  );
}
