import { type MetaDescriptor, seo } from "~/lib/seo";
import { researchReportLd } from "~/lib/structured-data-article";
import { type ResearchEntry, allResearch } from "~/content-layer/store";
import type { TechniqueView } from "~/components/research/technique-page";
import { attackRelease } from "~/research/attack";
import { researchTechniquePath } from "~/route-table";
import { feedLinks } from "~/lib/feeds";
import { researchChannel } from "./feeds.server";
import { entryPage, notFound, researchCards, trailTo } from "./collections.server";

/** A report's page data; its title and summary arrive defanged from the content read (research-mentions.ts). */
export function researchData(slug: string, reports: readonly ResearchEntry[] = allResearch) {
  const { entry: report, path, image, trail, meta } = entryPage("research", reports, slug);
  return {
    meta: meta({
      title: report.title,
      description: report.summary,
      type: "article",
      structuredData: [researchReportLd(report, path, image.path)],
    }),
    report,
    trail,
  };
}

/** Every technique a published report covers, by id. */
export const researchTechniqueIds = (): string[] =>
  [
    ...new Set(allResearch.flatMap((report) => report.techniques.map((technique) => technique.id))),
  ].sort();

export function techniqueData(id: string): TechniqueView & { meta: MetaDescriptor[] } {
  const covers = (report: { techniques: { id: string }[] }) =>
    report.techniques.some((technique) => technique.id === id);
  const technique =
    allResearch.flatMap((report) => report.techniques).find((candidate) => candidate.id === id) ??
    notFound("technique");
  // A Sigma rule covers the technique its tags name; a YARA rule has no tags, so its report's techniques stand for it.
  const rules = allResearch
    .filter(covers)
    .flatMap((report) =>
      report.rules
        .filter(
          (rule) =>
            rule.kind === "yara" ||
            new RegExp(
              `^\\s*-\\s*attack\\.${id.toLowerCase().replace(".", "\\.")}\\s*$`,
              "im",
            ).test(rule.text),
        )
        .map(({ file, title, kind }) => ({ file, title, kind, report: report.title })),
    );
  const path = researchTechniquePath(id);
  const trail = trailTo(path, id);
  return {
    meta: seo({
      title: `${id}: ${technique.name} · Research`,
      description: `Our threat research and detection rules covering MITRE ATT&CK technique ${id} (${technique.name}).`,
      path,
      trail,
      extra: feedLinks(researchChannel()),
    }),
    trail,
    technique,
    reports: researchCards().filter(covers),
    rules,
    attackVersion: attackRelease.version,
  };
}
