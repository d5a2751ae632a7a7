import type { ResearchCard } from "~/collections/research";
import { FollowFeeds } from "~/components/sections/follow-feeds";
import { RESEARCH_MISP_FEED, entryPath, researchFeeds, researchTechniquePath } from "~/route-table";
import { formatDate } from "~/lib/format-date";

export const link = "font-semibold text-brand-700 hover:underline";

/** Reports newest first, each with its actors and techniques (a technique leads to everything written about it). */
export function ResearchList({ reports }: { reports: ResearchCard[] }) {
  if (reports.length === 0)
    return <p className="text-muted">No research has been published yet.</p>;
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-white">
      {reports.map((report) => (
        <li key={report.slug} className="p-5 sm:p-6">
          <p className="text-sm text-muted">
            {formatDate(report.date)} · {report.authorNames.join(", ")} · {report.indicatorCount}{" "}
            indicators
          </p>
          <h3 className="mt-2 text-lg leading-snug font-semibold">
            <a href={entryPath("research", report.slug)} className={link}>
              {report.title}
            </a>
          </h3>
          <p className="mt-2 text-muted">{report.summary}</p>
          {report.actors.length > 0 && (
            <p className="mt-3 text-sm">
              <span className="text-muted">Actors:</span>{" "}
              {report.actors.map((actor) => actor.name).join(", ")}
            </p>
          )}
          {report.techniques.length > 0 && (
            <ul
              className="mt-3 flex flex-wrap gap-2"
              aria-label={`ATT&CK techniques in ${report.title}`}
            >
              {report.techniques.map((technique) => (
                <li key={technique.id}>
                  <TechniqueChip technique={technique} className="text-xs" />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

export function TechniqueChip({
  technique,
  className = "text-sm",
}: {
  technique: { id: string; name: string };
  className?: string;
}) {
  return (
    <a
      href={researchTechniquePath(technique.id)}
      className={`inline-block rounded-full bg-subtle px-3 py-1 font-semibold text-brand-700 ring-1 ring-line hover:underline ${className}`}
    >
      <span className="font-mono">{technique.id}</span> {technique.name}
    </a>
  );
}

export function ResearchFeeds() {
  return (
    <FollowFeeds what="research" feeds={researchFeeds}>
      threat intelligence platforms can subscribe to the{" "}
      <a href={`${RESEARCH_MISP_FEED}/manifest.json`} className={link}>
        MISP feed
      </a>{" "}
      of every report
    </FollowFeeds>
  );
}
