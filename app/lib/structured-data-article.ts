import type { ArticleEntry } from "~/content/types";
import { CONTEXT, type JsonLd, absoluteUrl, companyRef } from "./structured-data";

export function blogPostingLd(article: ArticleEntry, path: string, category: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    author: { "@type": "Person", name: article.authorName, jobTitle: article.authorRole },
    publisher: companyRef(),
    image: absoluteUrl(article.image.src),
    mainEntityOfPage: absoluteUrl(path),
    url: absoluteUrl(path),
    articleSection: category,
    keywords: article.tags.join(", "),
    wordCount: article.words,
  };
}

/** A threat research report: a Report by its authors, naming what it is about (never its indicators). */
export function researchReportLd(report: { title: string; summary: string; date: string; updated?: string; authorNames: string[]; techniques: { id: string; name: string }[]; malware: { name: string }[]; words: number }, path: string, image: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Report",
    headline: report.title,
    description: report.summary,
    datePublished: report.date,
    dateModified: report.updated ?? report.date,
    author: report.authorNames.map((name) => ({ "@type": "Person", name })),
    publisher: companyRef(),
    image: absoluteUrl(image),
    mainEntityOfPage: absoluteUrl(path),
    url: absoluteUrl(path),
    keywords: [...report.malware.map((item) => item.name), ...report.techniques.map((technique) => `${technique.id} ${technique.name}`)].join(", "),
    wordCount: report.words,
  };
}

/** An entry of a collection with no code of its own (a press release): an Article by the company. */
export function simpleEntryLd(entry: { title: string; description: string; date: string; updated?: string; words: number }, path: string, image: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Article",
    headline: entry.title,
    description: entry.description,
    datePublished: entry.date,
    dateModified: entry.updated ?? entry.date,
    author: companyRef(),
    publisher: companyRef(),
    image: absoluteUrl(image),
    mainEntityOfPage: absoluteUrl(path),
    url: absoluteUrl(path),
    wordCount: entry.words,
  };
}
