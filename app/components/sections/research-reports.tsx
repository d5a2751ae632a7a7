import type { ResearchCard, ResearchSection } from "~/content/types";
import { ResearchFeeds, ResearchList, TechniqueChip } from "~/components/research/research-list";
import { entryPath } from "~/route-table";
import { SectionShell } from "./section-shell";

export function ResearchReports({ section, reports }: { section: ResearchSection; reports: ResearchCard[] }) {
  const actors = [...new Set(reports.flatMap((report) => report.actors.map((actor) => actor.name)))].sort();
  const techniques = [...new Map(reports.flatMap((report) => report.techniques).map((technique) => [technique.id, technique])).values()].sort((a, b) => a.id.localeCompare(b.id));
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <ResearchList reports={reports} />
      <ResearchFeeds />
      {techniques.length > 0 && (
        <nav aria-labelledby="by-technique" className="mt-10">
          <h3 id="by-technique" className="text-lg font-semibold">By ATT&amp;CK technique</h3>
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
          <h3 id="by-actor" className="text-lg font-semibold">By threat actor</h3>
          <ul className="mt-3 space-y-2">
            {actors.map((name) => (
              <li key={name}>
                <span className="font-semibold">{name}</span>:{" "}
                {reports.filter((report) => report.actors.some((actor) => actor.name === name)).map((report, index) => (
                  <span key={report.slug}>
                    {index > 0 && ", "}
                    <a href={entryPath("research", report.slug)} className="text-brand-700 hover:underline">{report.title}</a>
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
