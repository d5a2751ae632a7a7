import { type MetaDescriptor, seo } from "~/lib/seo";
import { researchReportLd } from "~/lib/structured-data";
import { entriesIn } from "~/content-layer/store";
import { type ResearchEntry, research } from "~/collections/research";
import type { TechniqueView } from "~/components/research/technique-page";
import { attackRelease } from "~/research/attack";
import { researchTechniquePath } from "~/route-table";
import { sigmaTechniques } from "~/content/research-rules";
import { feedLinks } from "~/files/feeds";
import { channelOf } from "./feeds.server";
import { cardsOf, entryPage, notFound, trailTo } from "./collections.server";

/** A report's page data; its title and summary arrive defanged from the content read (research-mentions.ts). */
export async function researchData(report: ResearchEntry) {
  const { path, image, trail, meta } = await entryPage("research", report);
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
export const researchTechniqueIds = async (): Promise<string[]> =>
  [
    ...new Set(
      (await entriesIn("research")).flatMap((report) =>
        report.techniques.map((technique) => technique.id),
      ),
    ),
  ].sort();

export async function techniqueData(
  id: string,
): Promise<TechniqueView & { meta: MetaDescriptor[] }> {
  const reports = await entriesIn("research");
  const covers = (report: { techniques: { id: string }[] }) =>
    report.techniques.some((technique) => technique.id === id);
  const technique =
    reports.flatMap((report) => report.techniques).find((candidate) => candidate.id === id) ??
    notFound("technique");
  // A Sigma rule covers the technique its tags name; a YARA rule has no tags, so its report's techniques stand for it.
  const rules = reports
    .filter(covers)
    .flatMap((report) =>
      report.rules
        .filter((rule) => rule.kind === "yara" || sigmaTechniques(rule.text).includes(id))
        .map(({ file, title, kind }) => ({ file, title, kind, report: report.title })),
    );
  const path = researchTechniquePath(id);
  const channel = channelOf(research);
  const trail = await trailTo(path, id);
  return {
    meta: seo({
      title: `${id}: ${technique.name} · Research`,
      description: `Our threat research and detection rules covering MITRE ATT&CK technique ${id} (${technique.name}).`,
      path,
      trail,
      extra: channel ? feedLinks(channel) : [],
    }),
    trail,
    technique,
    reports: (await cardsOf("research")).filter(covers),
    rules,
    attackVersion: attackRelease.version,
  };
}
