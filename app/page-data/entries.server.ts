import { siteEntries } from "~/content-layer/store";
import { type EntryMap, type Folder, collectionIn } from "~/collections/list";
import type { AdvisoryEntry } from "~/collections/advisories";
import type { JobEntry } from "~/collections/jobs";
import type { WebinarEntry } from "~/collections/webinars";
import type { SimpleEntry } from "~/components/entries/simple-entry-page";
import { calendarPath, csafDocumentPath } from "~/route-table";
import { articleTimes, seo } from "~/lib/seo";
import { jobPostingLd, simpleEntryLd, webinarLd } from "~/lib/structured-data";
import { entryPage, notFound, trailTo } from "./collections.server";

export async function advisoryData(advisory: AdvisoryEntry) {
  const { trail, meta } = await entryPage("advisories", advisory, advisory.id);
  return {
    meta: meta({
      title: `${advisory.id}: ${advisory.title}`,
      description: advisory.summary,
      type: "article",
    }),
    trail,
    advisory,
    csaf: csafDocumentPath(advisory.id, advisory.revisions[0]?.date ?? ""),
  };
}

export async function webinarData(webinar: WebinarEntry) {
  const { path, trail, meta } = await entryPage("webinars", webinar);
  return {
    meta: meta({
      title: webinar.title,
      description: webinar.summary,
      structuredData: [webinarLd(webinar, path)],
    }),
    trail,
    webinar,
    calendar: calendarPath("webinar", webinar.slug),
  };
}

export async function jobData(job: JobEntry) {
  const { path, meta } = await entryPage("jobs", job);
  return {
    meta: meta({
      title: `${job.title}, ${job.location.label}`,
      description: job.summary,
      structuredData: [jobPostingLd(job, path)],
    }),
    job,
  };
}

/** A policy (content/policies/<name>.md) at its address: /legal/<name> or its `path:`. */
export async function policyData(path: string) {
  const policy =
    (await siteEntries("policies")).find((entry) => entry.path === path) ?? notFound("policy");
  const trail = await trailTo(path, policy.title);
  return {
    meta: seo({
      title: policy.title,
      description: policy.description,
      path,
      trail,
    }),
    trail,
    policy,
  };
}

/** The page of an entry with no fields of its own (a press release): its title, date and text. */
export async function simpleEntryData<K extends Folder>(
  folder: K,
  entry: EntryMap[K] & SimpleEntry,
) {
  const { path, image, trail, meta } = await entryPage(folder, entry);
  return {
    meta: meta({
      title: entry.title,
      description: entry.description,
      type: "article",
      structuredData: [simpleEntryLd(entry, path, image.path)],
      extra: articleTimes(entry.date, entry.updated),
    }),
    kind: collectionIn[folder].kind,
    entry,
    trail,
  };
}
