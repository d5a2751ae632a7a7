import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { allAdvisories, allArticles, allEvents, allWebinars } from "../.content-collections/generated";
import { type Site, site as companySite } from "../app/content/site";
import { advisoryFeeds, entryRoutes, entryPath } from "../app/route-table";
import { type CsafAdvisory, csafFiles, writeCsafFiles } from "./csaf";
import { publishedKeyFingerprint } from "./openpgp-key";
import { type FeedArticle, atomFeed, feedPaths, jsonFeed, rssFeed } from "./feeds";
import { type CalendarEntry, icsFile, icsPath } from "./ics";

/**
 * Files built from the content collections beside the pages: the blog's RSS, Atom and JSON
 * feeds, the security advisories' feeds and CSAF documents, and one calendar file (.ics) per
 * webinar and event. Absolute URLs use the configured
 * origin (SITE_ORIGIN).
 */
export function feedArticles(): FeedArticle[] {
  return allArticles.map((article) => ({
    slug: article.slug,
    title: article.title,
    description: article.description,
    html: article.html,
    date: article.date,
    updated: article.updated,
    author: { name: article.authorName, role: article.authorRole },
    category: article.category.charAt(0).toUpperCase() + article.category.slice(1),
    tags: article.tags,
    image: { src: article.image.src, alt: article.image.alt },
  }));
}

/** The advisories as the CSAF documents and the advisory feeds read them. */
export function csafAdvisories(): CsafAdvisory[] {
  return allAdvisories.map((advisory) => ({
    id: advisory.id,
    slug: advisory.slug,
    title: advisory.title,
    summary: advisory.summary,
    product: advisory.product,
    affectedFrom: advisory.affectedFrom,
    fixedIn: advisory.fixedIn,
    cvss: advisory.cvss,
    cwe: advisory.cwe,
    remediation: advisory.remediation,
    revisions: advisory.revisions,
    acknowledgements: advisory.acknowledgements,
    details: plainText(advisory.html),
  }));
}
const ENTITY: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
/** Our own rendered Markdown as plain paragraphs (CSAF notes are text). */
const plainText = (html: string) =>
  html.replace(/<\/(p|h[1-6]|li|pre)>/g, "\n\n").replace(/<[^>]+>/g, "").replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITY[entity] ?? entity).replace(/\n{3,}/g, "\n\n").trim();

/** The advisories' feeds (the blog's feed code with their own channel), CSAF documents and provider metadata. */
async function writeSecurityAdvisoryFiles(clientDir: string, site: Site): Promise<void> {
  const feedSite = {
    name: site.name,
    origin: site.origin,
    description: `Security advisories for ${site.name} products: affected and fixed versions, severity and what to do.`,
    language: "en",
    channel: { title: `${site.name} Security Advisories`, home: entryRoutes.advisory.base, paths: advisoryFeeds },
  };
  const advisories = allAdvisories.map((advisory) => ({
    slug: advisory.slug,
    title: `${advisory.id}: ${advisory.title}`,
    description: advisory.summary,
    html: advisory.html,
    date: advisory.revisions[0]?.date ?? "",
    updated: advisory.revisions.at(-1)?.date,
    author: { name: site.name },
    category: advisory.score.baseSeverity.charAt(0) + advisory.score.baseSeverity.slice(1).toLowerCase(),
    tags: [advisory.product],
  }));
  await mkdir(path.join(clientDir, ...entryRoutes.advisory.base.split("/").filter(Boolean)), { recursive: true });
  await writeFile(path.join(clientDir, advisoryFeeds.rss), rssFeed(feedSite, advisories));
  await writeFile(path.join(clientDir, advisoryFeeds.atom), atomFeed(feedSite, advisories));
  await writeFile(path.join(clientDir, advisoryFeeds.json), jsonFeed(feedSite, advisories));
  const publisher = { name: site.name, legalName: site.legalName, origin: site.origin, keyFingerprint: await publishedKeyFingerprint() };
  // CSAF_SIGNED=1: the deploy signs every document before publishing (docs/security-team.md#sign-the-security-advisories), so the metadata may say provider.
  await writeCsafFiles(clientDir, csafFiles(csafAdvisories(), publisher, process.env.CSAF_SIGNED === "1"));
}

export function calendarEntries(site: Pick<Site, "origin">): CalendarEntry[] {
  const webinars = allWebinars.map((webinar): CalendarEntry => ({
    kind: "webinar",
    slug: webinar.slug,
    title: webinar.title,
    description: `${webinar.summary}\n\nSpeaker: ${webinar.speaker}, ${webinar.role}`,
    url: `${site.origin}${entryPath("webinar", webinar.slug)}`,
    location: "Online",
    start: webinar.start,
    durationMinutes: webinar.durationMinutes,
  }));
  const events = allEvents.map((event): CalendarEntry => ({
    kind: "event",
    slug: event.slug,
    title: event.title,
    description: event.description,
    url: `${site.origin}/resources#event-${event.slug}`,
    location: event.location.kind === "online" ? event.location.name : `${event.location.name}, ${event.location.city}, ${event.location.country}`,
    start: event.startDate,
    end: event.endDate,
  }));
  return [...webinars, ...events];
}

export async function writeFeedsAndCalendars(clientDir: string, site: Site = companySite, now = new Date()): Promise<void> {
  const feedSite = { name: site.name, origin: site.origin, description: `Threat research, analysis and practical guidance from the ${site.name} team.`, language: "en" };
  const articles = feedArticles();
  await mkdir(path.join(clientDir, "blog"), { recursive: true });
  await writeFile(path.join(clientDir, feedPaths.rss), rssFeed(feedSite, articles));
  await writeFile(path.join(clientDir, feedPaths.atom), atomFeed(feedSite, articles));
  await writeFile(path.join(clientDir, feedPaths.json), jsonFeed(feedSite, articles));
  await writeSecurityAdvisoryFiles(clientDir, site);
  await mkdir(path.join(clientDir, "calendar"), { recursive: true });
  for (const entry of calendarEntries(site)) {
    await writeFile(path.join(clientDir, icsPath(entry)), icsFile(entry, { origin: site.origin, productName: site.name, now }));
  }
}
