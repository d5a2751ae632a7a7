// Content as pages receive it, from the same definitions as content as written: figures carry their
// claim's value, placeholders their text (app/content/resolve.ts), Markdown is HTML. Apart from types.ts so
// the reader can use it without a loop.
import type { z } from "zod";
import type { RenderedMarkdown } from "../markdown";
import type { Resolved } from "../resolve";
import type {
  authorSchema,
  certificationSchema,
  eventSchema,
  pageSchema,
  policySchema,
} from "./collections";
import type { claimValueOutput, figureOutput } from "./fields";
import type { sectionSchemas } from "./sections";

export type Section = z.infer<
  ReturnType<typeof sectionSchemas<typeof figureOutput, typeof claimValueOutput>>
>;

/** A Markdown file's front matter as its schema gives it, and its text. */
export type Doc<S extends z.ZodObject> = z.output<S> & { content: string };
/** A Markdown entry as read: its fields resolved, its text as HTML. */
export type Rendered<S extends z.ZodObject> = { slug: string } & Resolved<Omit<Doc<S>, "content">> &
  RenderedMarkdown & { readingMinutes: number };

/** The entries of the site's own collections, as read (app/content-layer/read.ts). */
export type Page = { path: string } & Resolved<z.output<typeof pageSchema>>;
export type EventItem = { slug: string } & Resolved<z.output<typeof eventSchema>>;
export type Certification = { slug: string } & Resolved<z.output<typeof certificationSchema>>;
export type PolicyEntry = Rendered<typeof policySchema> & { path: string };
export type Author = z.output<typeof authorSchema> & { slug: string };
