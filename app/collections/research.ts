// content/research/: threat research reports. The front matter is what machines read (its schema:
// app/content/schema/research.ts); each rule a report lists is read and checked with it, and every rule
// file must belong to a report. People read the prose defanged, everywhere.
import { escapeXml } from "../content/escape";
import { ContentError, filesIn } from "../content/files";
import { markingProblems } from "../content/research-markings";
import { indicatorLinkProblem } from "../content/research-hosts";
import { defangMentions, defangReportText } from "../content/research-mentions";
import { readRule } from "../content/research-rules";
import { researchSchema } from "../content/schema/research";
import { attackUrl, techniqueById } from "../research/attack";
import { type CardOf, type EntryOf, entryCollection, newestFirst, withoutText } from "./collection";

export const research = entryCollection("research", {
  scheduled: true,
  ownNames: ["misp", "rules", "techniques"],
  schema: researchSchema,
  read: async (doc, entry) => {
    const { file, dir } = entry;
    const authorNames = doc.authors.map(
      (slug, index) => entry.author(slug, `authors.${index}`).name,
    );
    const rules = doc.rules.map((rule) => {
      const lastChange = rule.updated ?? rule.added ?? doc.date;
      const { text, problems } = readRule(dir, rule.file, rule.kind, lastChange);
      problems.push(...markingProblems(`${dir}/research/rules/${rule.file}`, text));
      if (problems.length) throw new ContentError(problems);
      return { ...rule, text };
    });
    const marked = markingProblems(file, entry.text);
    if (marked.length) throw new ContentError(marked);
    const techniques = doc.techniques.map((id) => {
      const { name, tactics, stixId } = techniqueById(id) ?? { name: id, tactics: [], stixId: "" };
      return { id, name, tactics, stixId, url: attackUrl(id) };
    });
    // An indicator is data, never a link: Markdown makes a link of a written URL or email address, and
    // a link's host is compared parsed (research-hosts.ts), so no spelling of it gets through.
    const indicatorLink = (href: string) => indicatorLinkProblem(href, doc.indicators);
    return {
      // Its prose as people read it everywhere (page, head, structured data, share image, feeds, files' descriptions).
      ...defangReportText(await entry.render(indicatorLink)),
      authorNames,
      techniques,
      rules,
    };
  },
  // Every rule file belongs to a report, drafts' included: one that none lists would never be published, nor checked.
  check: (reports, dir) => {
    const listed = new Set(reports.flatMap((report) => report.rules.map((rule) => rule.file)));
    const names = filesIn(`${dir}/research/rules`).filter(
      (name) => !name.includes("/") && !name.startsWith("."),
    );
    return [".yml", ".yar"]
      .flatMap((extension) => names.filter((name) => name.endsWith(extension)).sort())
      .filter((name) => !listed.has(name))
      .map(
        (name) =>
          `${dir}/research/rules/${name}: no report lists this rule: add it to a report's rules, or delete it`,
      );
  },
  order: newestFirst,
  // No indicator values nor rule text in lists: a count.
  card: ({ indicators, rules, ...report }) => ({
    ...withoutText(report),
    indicatorCount: indicators.length,
  }),
  section: "research",
  // Summaries only, never bodies, whose indicators are data on the page but would become links or markup
  // in a reader; indicators repeated in title or summary are defanged too.
  feed: {
    channel: "Threat Research",
    description: (siteName) =>
      `Threat research from the ${siteName} team: each report with its indicators, ATT&CK techniques and detection rules, and files for your tools.`,
    item: (report) => {
      const summary = defangMentions(report.summary, report.indicators);
      return {
        ...report,
        title: defangMentions(report.title, report.indicators),
        description: summary,
        html: `<p>${escapeXml(summary)}</p>`,
        author: { name: report.authorNames.join(", ") },
        category: "Threat research",
        tags: [...report.actors, ...report.malware].map((entry) => entry.name),
      };
    },
  },
  cms: {
    label: "Threat research",
    singular: "Research report",
    options: { sortable_fields: ["date", "title"] },
  },
});

export type ResearchEntry = EntryOf<typeof research>;
export type ResearchCard = CardOf<typeof research>;
