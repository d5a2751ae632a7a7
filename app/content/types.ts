// The shapes components receive, all inferred from the schemas and the content build's output, never
// restated by hand. Pages arrive resolved: figures carry their claim's value, placeholders their text.
// A collection of entries exports its own (app/collections/<folder>.ts).
import type { z } from "zod";
import type { Page, PolicyEntry, Section } from "./schema/resolved";
import type { action, icon } from "./schema/fields";
import type { NativePost } from "~/forms/adapters/types";
import type { FormDefinition } from "~/forms/schema";

export type IconName = z.infer<typeof icon>;
export type Action = z.infer<typeof action>;

export type { Certification, EventItem, Page, Section } from "./schema/resolved";

export type SectionType = Section["type"];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

export type Hero = Page["hero"];

/* What the entry pages render (their page data adds the page's tags). */
/** A breadcrumb trail, Home first: the page shows the one its BreadcrumbList gives search engines. */
export type Trail = [name: string, path: string][];
/** A page with one entry's form (Apply Now for a job, Register for a webinar or an event). */
export interface EntryFormView {
  form: FormDefinition;
  /** The job, webinar or event, as the form sends it (the definition's `parameter`). */
  parameter: string;
  /** How the form posts without JavaScript (null: it composes mail). */
  post: NativePost | null;
  title: string;
  eyebrow: string;
  intro: string;
  trail: (readonly [name: string, path: string])[];
  back: { label: string; to: string };
}
export type PolicyView = { policy: PolicyEntry; trail: Trail };

/** Which slice of the blog archive a blog URL shows. */
export interface BlogView {
  /** 1 on /blog, n on /blog/page/n; 1 on a category page (it lists the whole category). */
  pageNumber: number;
  pageCount: number;
  /** The category slug on /blog/category/<slug>. */
  category?: string;
  pageSize: number;
}
