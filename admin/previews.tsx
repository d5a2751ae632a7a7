/**
 * The CMS preview: Decap's raw form data through what the content build does (claims, {{placeholders}},
 * Markdown), so editors see finished text. Claims, facts and authors are this admin's build-time ones. */
import type { readPreviewContent } from "~/content-layer/read";
import { site } from "~/content/site";
import { Component, type ReactNode, useEffect, useState } from "react";
import { type Resolver, createResolver, resolveEntry } from "~/content/resolve";
import type { Trail, Page, PolicyView } from "~/content/types";
import type { ArticleEntry } from "~/collections/articles";
import type { JobEntry } from "~/collections/jobs";
import type { CaseStudyEntry } from "~/collections/case-studies";
import type { Folder, ListedEntries, PageLists } from "~/collections/list";
import type { ResearchEntry } from "~/collections/research";
import { researchSchema, techniqueProblem } from "~/content/schema/research";
import { imageProblem, linkProblem } from "~/content/links";
import {
  type IndicatorType,
  indicatorTypes,
  normaliseIndicator,
} from "~/content/research-indicators";
import { indicatorLinkProblem } from "~/content/research-hosts";
import { defangMentions, defangReportText } from "~/content/research-mentions";
import { attackUrl, techniqueById } from "~/research/attack";
import { ResearchPage } from "~/components/research/research-page";
import type { FormDefinition } from "~/forms/schema";
import { FormView } from "~/components/forms/form-view";
import { ArticlePage } from "~/components/entries/article-page";
import { CaseStudyPage } from "~/components/entries/case-study-page";
import { PolicyPage } from "~/components/entries/policy-page";
import { type SimpleEntry, SimpleEntryPage } from "~/components/entries/simple-entry-page";
import { categoryLabel } from "~/components/sections/blog-card";
import { ContentPage } from "~/components/sections/page-sections";
import { JobPage } from "~/components/sections/job-page";
import { type RenderedMarkdown, readingMinutes, renderMarkdown } from "../app/content/markdown";
import type { previewCollections } from "./defines";

/** What Decap passes a preview template (the parts used here). */
export interface PreviewProps {
  entry: {
    get(key: "data"): { toJS(): Record<string, unknown> } | undefined;
    get(key: "slug"): string | undefined;
  };
  getAsset?: (path: string) => { toString(): string } | undefined;
}

// Authors, forms, claims and the collections of entries as this admin was built with them (vite.admin.config.ts).
declare const __CMS_CONTENT__: Pick<
  Awaited<ReturnType<typeof readPreviewContent>>,
  "authors" | "forms" | "claims"
> & { collections: ReturnType<typeof previewCollections> };
const { authors: allAuthors, forms: allForms, claims, collections } = __CMS_CONTENT__;
type Collection = (typeof collections)[number];
const collectionOf = (folder: string) =>
  collections.find((collection) => collection.folder === folder);
/** An entry's address, as its collection gives it. */
const pathIn = (folder: Folder, slug: string) => `${collectionOf(folder)?.base ?? ""}/${slug}`;

type Data = Record<string, unknown>;
const resolver = (file: string): Resolver => createResolver(claims, site, file);

/** Resolves the entry's texts and claims; a problem (an unknown claim typed mid-edit) shows instead of the page. */
function resolved<T>(data: Data, file: string): { value?: T; problem?: string } {
  try {
    return { value: resolveEntry(data, resolver(file), claims, file) as T };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Asynchronous: unified's pipeline. A link or picture the build would refuse (links.ts, and for a report
 * a link to an indicator's host) is not drawn: the build's message stands in its place. */
function useMarkdown(markdown: string, sections: boolean, indicators: string): RenderedMarkdown {
  const [rendered, setRendered] = useState<RenderedMarkdown>({ html: "", toc: [], words: 0 });
  useEffect(() => {
    let current = true;
    const values = JSON.parse(indicators) as { value: string }[];
    const refuse = (url: string, kind: "link" | "image") =>
      kind === "image"
        ? imageProblem(url)
        : (linkProblem(url) ?? indicatorLinkProblem(url, values));
    const text = (() => {
      try {
        return resolver("body").text(markdown, "body");
      } catch {
        return markdown;
      }
    })();
    void renderMarkdown(text, { sections, refuse }).then(
      (result) => current && setRendered(result),
    );
    return () => {
      current = false;
    };
  }, [markdown, sections, indicators]);
  return rendered;
}

/**
 * Decap does not catch a preview template's error, so a date half typed would replace the editor with
 * its error screen and lose the work: the preview says what it waits for and retries on the next key. */
type Boundary = { failed: boolean; resetKey: string };
class PreviewBoundary extends Component<{ resetKey: string; children: ReactNode }, Boundary> {
  state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: Boundary) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="status" className="m-8 rounded-card border border-line bg-subtle p-4 text-muted">
        The preview appears once the form's required fields are filled in (a date as YYYY-MM-DD).
      </p>
    );
  }
}

function Frame({ problem, data, children }: { problem?: string; data: Data; children: ReactNode }) {
  return (
    <main id="main" data-cms-preview="">
      {problem ? (
        <p
          role="alert"
          className="m-8 rounded-card border border-red-300 bg-red-50 p-4 text-red-900"
        >
          {problem}
        </p>
      ) : (
        <PreviewBoundary resetKey={JSON.stringify(data)}>{children}</PreviewBoundary>
      )}
    </main>
  );
}

const dataOf = (props: PreviewProps): Data => props.entry.get("data")?.toJS() ?? {};
const slugOf = (props: PreviewProps): string => props.entry.get("slug") ?? "new-entry";
const textOf = (value: unknown) => (typeof value === "string" ? value : "");
const listOf = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** A report's indicator values as typed so far (none elsewhere); as text, so a hook runs again only when they change. */
const indicatorValues = (data: Data) =>
  JSON.stringify(
    listOf<{ value?: unknown }>(data.indicators).flatMap(({ value } = {}) =>
      typeof value === "string" && value ? [{ value }] : [],
    ),
  );

/** For pages that show one (contact, newsletter), and an `entries` section's collection, with no entries yet. */
const forms: PageLists["forms"] = Object.fromEntries(allForms.map((form) => [form.id, form]));
const entries: PageLists["entries"] = Object.fromEntries(
  collections.flatMap(({ id, listed }): [string, ListedEntries][] =>
    listed ? [[id, listed]] : [],
  ),
);

export function PagePreview(props: PreviewProps) {
  const data = dataOf(props);
  const { value, problem } = resolved<Page>(data, `content/pages/${slugOf(props)}.yaml`);
  const ready = value?.hero && Array.isArray(value.sections);
  return (
    <Frame problem={problem} data={data}>
      {ready ? <ContentPage page={value} lists={{ forms, entries }} /> : null}
    </Frame>
  );
}

export function FormPreview(props: PreviewProps) {
  const data = dataOf(props);
  const form = data as FormDefinition;
  const ready =
    typeof form.title === "string" &&
    Array.isArray(form.fields) &&
    form.fields.every((field) => field?.name && field.type) &&
    typeof form.consent === "string";
  return (
    <Frame data={data}>
      {ready ? (
        <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <h1 className="mb-6 text-3xl font-bold tracking-tight text-ink">{form.title}</h1>
          <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
            <FormView form={form} label={form.title} idPrefix="cms-preview" post={null} />
          </div>
        </section>
      ) : null}
    </Frame>
  );
}

/** An entry of a Markdown collection, resolved and rendered; `draw` returns null until the fields it needs are filled in. */
function entryPreview<T>(
  folder: string,
  draw: (entry: T, props: PreviewProps) => ReactNode,
  sections = collectionOf(folder)?.textSections ?? false,
) {
  return function EntryPreview(props: PreviewProps) {
    const { body, ...data } = dataOf(props);
    const rendered = useMarkdown(textOf(body), sections, indicatorValues(data));
    const { value, problem } = resolved<Data>(data, `content/${folder}/${slugOf(props)}.md`);
    const entry =
      value &&
      ({
        ...value,
        slug: slugOf(props),
        ...rendered,
        readingMinutes: readingMinutes(rendered.words),
      } as T);
    return (
      <Frame problem={problem} data={data}>
        {entry ? draw(entry, props) : null}
      </Frame>
    );
  };
}

/** In a preview the trail is Home and the entry: the pages above it are the built site's. */
const previewTrail = (title: string, path: string): Trail => [
  ["Home", "/"],
  [title, path],
];

export const ArticlePreview = entryPreview<ArticleEntry>("articles", (value, props) => {
  const author = allAuthors.find((candidate) => candidate.slug === value.author);
  const image = (value.image ?? { src: "", alt: "" }) as { src: string; alt: string };
  const src = image.src ? (props.getAsset?.(image.src)?.toString() ?? image.src) : "";
  const article = {
    ...value,
    tags: value.tags ?? [],
    image: { ...image, src, width: 1200, height: 675 },
    authorName: author?.name ?? "",
    authorRole: author?.role ?? "",
    authorBio: author?.bio ?? "",
  } as ArticleEntry;
  return value.title ? (
    <ArticlePage
      data={{
        article,
        categoryName: categoryLabel(textOf(value.category)),
        related: [],
        trail: previewTrail(value.title, pathIn("articles", value.slug)),
      }}
    />
  ) : null;
});

/** The page of an entry with no fields of its own (a press release). */
export const simpleEntryPreview = ({ folder, kind }: Collection) =>
  entryPreview<SimpleEntry>(folder, (entry) =>
    entry.title && entry.date ? (
      <SimpleEntryPage
        data={{ kind, entry, trail: previewTrail(entry.title, pathIn(folder, entry.slug)) }}
      />
    ) : null,
  );

type Named = { name?: unknown; aliases?: unknown; description?: unknown };
const named = <T extends Named>(items: T[]) =>
  items
    .filter((item) => typeof item?.name === "string")
    .map((item) => ({ ...item, aliases: listOf<string>(item.aliases) }));

/** Each indicator as the page would show it, or the build's refusal in its place (its own message, everything quoted defanged). */
function previewIndicators(value: Data) {
  const issues = researchSchema.safeParse(value).error?.issues ?? [];
  const listed = listOf<{ type?: unknown; value?: unknown }>(value.indicators);
  const typed = listed
    .map((item, index) => ({ item, index }))
    .filter(
      ({ item }) =>
        typeof item?.type === "string" && typeof item.value === "string" && item.value !== "",
    );
  const indicators = typed.map(({ item }) => {
    const type = item.type as IndicatorType;
    const written = item.value as string;
    return {
      ...item,
      type,
      value: indicatorTypes.includes(type) ? normaliseIndicator(type, written) : written,
    };
  });
  const problems = typed.map(({ index }) => {
    const issue = issues.find(({ path }) => path[0] === "indicators" && path[1] === index);
    return issue && defangMentions(issue.message, indicators);
  });
  return { indicators, problems };
}

/**
 * Techniques named from the pinned ATT&CK list (an id the build would refuse says why); indicators go to
 * the page's own table, which shows them defanged and never as links, or the build's refusal of one. The
 * title, summary and descriptions are defanged as the build reads them (research-mentions.ts). */
export const ResearchPreview = entryPreview<Data>("research", (value) => {
  const techniques = listOf<string>(value.techniques)
    .filter((id) => typeof id === "string")
    .map((id) => {
      const technique = techniqueById(id);
      return {
        id,
        name: technique?.name ?? `(${techniqueProblem(id) ?? "not an ATT&CK technique"})`,
        tactics: technique?.tactics ?? [],
        stixId: technique?.stixId ?? "",
        url: attackUrl(id),
      };
    });
  const rules = listOf<{ file?: unknown; title?: unknown }>(value.rules).flatMap(
    ({ file, title }) =>
      typeof file === "string" && file
        ? [
            {
              file,
              title: textOf(title) || file,
              kind: file.endsWith(".yar") ? ("yara" as const) : ("sigma" as const),
              text: "",
            },
          ]
        : [],
  );
  const { indicators, problems } = previewIndicators(value);
  const prose = defangReportText({
    title: textOf(value.title),
    summary: textOf(value.summary),
    indicators,
    actors: named(listOf<Named>(value.actors)),
    malware: named(listOf<Named>(value.malware)),
  });
  const report = {
    ...value,
    ...prose,
    tlp: textOf(value.tlp) || "TLP:CLEAR",
    authorNames: listOf<string>(value.authors).map(
      (slug) => allAuthors.find((author) => author.slug === slug)?.name ?? slug,
    ),
    techniques,
    rules,
  } as unknown as ResearchEntry;
  return value.title && value.date && value.firstSeen && value.lastSeen ? (
    <ResearchPage
      report={report}
      trail={previewTrail(report.title, pathIn("research", report.slug))}
      indicatorProblems={problems}
    />
  ) : null;
});

/** The collections of entries with a page of their own, drawn as the site draws it; one listed by an
 * `entries` section has the shared page; any other shows Decap's own preview. */
const ownPreviews: { [K in Folder]?: ReturnType<typeof entryPreview> } = {
  articles: ArticlePreview,
  jobs: entryPreview<JobEntry>("jobs", (job) =>
    job.title && job.location ? <JobPage data={{ job }} /> : null,
  ),
  "case-studies": entryPreview<CaseStudyEntry>("case-studies", (study) =>
    study.title && study.quote ? (
      <CaseStudyPage
        data={{
          entry: { ...study, results: study.results ?? [] },
          others: [],
          trail: previewTrail(study.title, pathIn("case-studies", study.slug)),
        }}
      />
    ) : null,
  ),
  research: ResearchPreview,
};

/** Each collection's preview (admin/main.tsx registers them). */
export const previewTemplates = {
  ...Object.fromEntries(
    collections.flatMap((collection) => {
      const preview =
        ownPreviews[collection.folder] ?? (collection.listed && simpleEntryPreview(collection));
      return preview ? [[collection.folder, preview]] : [];
    }),
  ),
  policies: entryPreview<PolicyView["policy"]>(
    "policies",
    (policy) =>
      policy.title ? (
        <PolicyPage data={{ policy, trail: previewTrail(policy.title, policy.path) }} />
      ) : null,
    true,
  ),
  forms: FormPreview,
  pages: PagePreview,
};
