// content/case-studies/: a client's story with its results, which are figures (claims or values).
import { z } from "zod";
import { figureInput, pageDescription, pageTitle, text } from "../content/schema/fields";
import { draft } from "../content/schema/publishing";
import { type CardOf, type EntryOf, entryCollection, withoutText } from "./collection";

export const caseStudies = entryCollection("case-study", {
  schema: z.strictObject({
    title: pageTitle,
    company: text,
    industry: text,
    /** The card's text and the page's description. */
    summary: pageDescription,
    results: z.array(figureInput).min(1).max(4),
    quote: z.strictObject({ text: text, name: text, role: text }),
    draft,
  }),
  read: (_, file) => file.render(),
  order: (a, b) => a.title.localeCompare(b.title),
  card: withoutText,
  section: "case-studies",
  image: (study) => ({ text: study.industry }),
  cms: { label: "Case studies" },
});

export type CaseStudyEntry = EntryOf<typeof caseStudies>;
export type CaseStudy = CardOf<typeof caseStudies>;
