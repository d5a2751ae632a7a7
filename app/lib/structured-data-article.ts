import type { ArticleEntry } from "~/collections/articles";
import { type JsonLd, absoluteUrl, companyRef, ld } from "./structured-data";

interface Written {
  title: string;
  description: string;
  date: string;
  updated?: string;
  words: number;
}

/** A written page's block; `topics` (its section, keywords) come before the word count. */
function writtenLd(
  type: string,
  page: Written,
  author: JsonLd | JsonLd[],
  path: string,
  image: string,
  topics: JsonLd = {},
): JsonLd {
  return ld(type, {
    headline: page.title,
    description: page.description,
    datePublished: page.date,
    dateModified: page.updated ?? page.date,
    author,
    publisher: companyRef(),
    image: absoluteUrl(image),
    mainEntityOfPage: absoluteUrl(path),
    url: absoluteUrl(path),
    ...topics,
    wordCount: page.words,
  });
}

export function blogPostingLd(article: ArticleEntry, path: string, category: string): JsonLd {
  const author = { "@type": "Person", name: article.authorName, jobTitle: article.authorRole };
  return writtenLd("BlogPosting", article, author, path, article.image.src, {
    articleSection: category,
    keywords: article.tags.join(", "),
  });
}

/** A threat research report: a Report by its authors, naming what it is about (never its indicators). */
export function researchReportLd(
  report: Omit<Written, "description"> & {
    summary: string;
    authorNames: string[];
    techniques: { id: string; name: string }[];
    malware: { name: string }[];
  },
  path: string,
  image: string,
): JsonLd {
  const authors = report.authorNames.map((name) => ({ "@type": "Person", name }));
  const keywords = [
    ...report.malware.map((item) => item.name),
    ...report.techniques.map((technique) => `${technique.id} ${technique.name}`),
  ].join(", ");
  return writtenLd("Report", { ...report, description: report.summary }, authors, path, image, {
    keywords,
  });
}

/** An entry of a collection with no code of its own (a press release): an Article by the company. */
export function simpleEntryLd(entry: Written, path: string, image: string): JsonLd {
  return writtenLd("Article", entry, companyRef(), path, image);
}
