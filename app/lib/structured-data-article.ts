import type { ArticleEntry } from "~/content/types";
import { CONTEXT, type JsonLd, absoluteUrl, companyRef } from "./structured-data";

/** A blog article on its own page: BlogPosting with its author, dates, image and keywords. */
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
