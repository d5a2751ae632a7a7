// Page sections: one union tagged by `type`, each rendered by components/sections/page-sections.tsx. Built
// twice from one definition (as written, figures name claims; as received, they carry values): no drift.
import { z } from "zod";
import { action, formId, icon, internalHref, isoDate, text } from "./fields";

const base = {
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, "Expected an anchor id like key-features")
    .optional(),
  title: text,
  intro: text.optional(),
};
/** A section of `type`: its id, title and intro, then its own fields. */
const section = <T extends string, S extends z.ZodRawShape = Record<never, never>>(
  type: T,
  shape = {} as S,
) => z.strictObject({ type: z.literal(type), ...base, ...shape });
const list = <T extends z.ZodType>(item: T, min = 1, max = 24) =>
  z.array(item).min(min, `Add at least ${min}`).max(max, `At most ${max}`);

const statStatus = z.enum(["critical", "normal", "warning", "improved"]);
const statCard = z.strictObject({ title: text, value: text, trend: text, status: statStatus });

/** A phone number as people dial it from abroad: "+" and the country code, then digits and spaces. */
const phoneNumber = z
  .string()
  .regex(
    /^\+[1-9]\d{0,2}( ?\d){6,14}$/,
    'Expected a number in international form, like "+1 212 555 0100" (a plus, the country code, then the number)',
  );

export function sectionSchemas<F extends z.ZodType, V extends z.ZodObject>(
  figure: F,
  claimValue: V,
) {
  const capability = z.strictObject({
    icon: icon.optional(),
    title: text,
    description: text,
    figures: list(figure, 1, 4).optional(),
    points: list(text, 1, 8).optional(),
  });
  return z.discriminatedUnion("type", [
    section("features", {
      columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
      items: list(
        z.strictObject({ icon, title: text, description: text, href: internalHref.optional() }),
      ),
    }),
    section("capabilities", { items: list(capability) }),
    section("benefits", {
      items: list(z.strictObject({ title: text, description: text })),
    }),
    section("stats", {
      hideTitle: z.boolean().optional(),
      items: list(figure, 1, 8),
    }),
    section("cta", { body: text, actions: list(action, 1, 3) }),
    section("service-groups", {
      groups: list(
        z.strictObject({
          icon,
          title: text,
          description: text,
          services: list(z.strictObject({ name: text, href: internalHref.optional() })),
          action: action.optional(),
        }),
      ),
    }),
    section("methodology", {
      phases: list(z.strictObject({ phase: text, description: text, activities: list(text) })),
    }),
    section("standards", {
      items: list(
        z.strictObject({ name: text, fullName: text, description: text, points: list(text) }),
      ),
    }),
    section("emergency-response", {
      eyebrow: text,
      body: text,
      actions: list(action, 1, 3),
      notes: list(text),
      stepsTitle: text,
      steps: list(z.strictObject({ time: text, title: text, description: text })),
    }),
    section("industry-cards", {
      items: list(
        z.strictObject({
          icon,
          title: text,
          description: text,
          regulations: list(text),
          href: internalHref,
        }),
      ),
    }),
    section("events"),
    section("docs", {
      searchPrompt: text,
      /** The band below the browser with every topic's short answer. */
      guides: z.strictObject({ title: text, intro: text }),
      categories: list(
        z.strictObject({
          id: z.string().regex(/^[a-z0-9-]+$/),
          title: text,
          icon,
          summary: text,
          topics: list(
            z.strictObject({ id: z.string().regex(/^[a-z0-9-]+$/), title: text, body: text }),
          ),
        }),
      ),
    }),
    section("case-studies"),
    section("advisories"),
    /** Lists a collection whose list is the shared one (its module's `section: "entries"`) by its id, with
     * its feeds; the content reading refuses any other (app/content-layer/read.ts). */
    section("entries", { family: text }),
    section("research"),
    section("certifications"),
    section("subprocessors", {
      /** When the list last changed: customers are told of changes. */
      updated: isoDate,
      items: list(z.strictObject({ name: text, purpose: text, data: text, location: text }), 1, 40),
    }),
    section("hotlines", {
      /** The 24/7 numbers, one per region: the number in international form, +44 20 7946 0000. */
      lines: list(z.strictObject({ region: text, number: phoneNumber, hours: text }), 1, 8),
      /** What to do right now, in order. */
      stepsTitle: text,
      steps: list(text, 1, 10),
    }),
    section("webinars"),
    section("blog", {
      /** The archive's counts per category (the first is "All"); articles come from content/articles. */
      categories: list(z.strictObject({ name: text, count: z.number().int().min(0) }), 2, 12),
      endNote: text,
    }),
    /** The form itself is content/forms/newsletter.yaml (fields, mail subject, messages). */
    section("newsletter", { body: text }),
    section("jobs"),
    section("story", {
      paragraphs: list(text),
      facts: list(figure, 1, 8),
    }),
    section("leadership", {
      members: list(z.strictObject({ icon, role: text, area: text, bio: text })),
    }),
    section("timeline", {
      milestones: list(z.strictObject({ year: text, title: text, description: text })),
    }),
    section("offices"),
    /** The contact page's body: the contact form (content/forms/contact.yaml), the address and the offices. */
    section("contact", { subject: text }),
    section("form", { form: formId }),
    section("logos", {
      labelName: text,
      items: list(
        z.strictObject({
          name: text,
          label: text,
          description: text,
          logo: z
            .string()
            .regex(
              /^\/[\w-]+(?:\/[\w-]+)*\.svg$/,
              "Expected one of the site's SVG drawings, like /clients/name.svg",
            ),
        }),
      ),
      note: text.optional(),
    }),
    section("stat-cards", {
      sampleLabel: text.optional(),
      items: list(statCard),
    }),
    section("teams", {
      items: list(
        z.strictObject({
          icon,
          side: z.enum(["red", "blue"]),
          title: text,
          tagline: text,
          description: text,
          points: list(text),
          action,
        }),
        2,
        2,
      ),
    }),
    section("integrations", {
      items: list(
        z.strictObject({ mark: z.string().regex(/^[a-z0-9-]+$/), name: text, examples: text }),
      ),
    }),
    section("lifecycle", {
      stages: list(z.strictObject({ title: text, description: text, activities: list(text) })),
    }),
    section("workflow-status", {
      items: list(
        z.intersection(
          z.strictObject({ state: z.enum(["active", "paused", "scheduled"]), description: text }),
          claimValue,
        ),
        1,
        3,
      ),
    }),
    section("dashboard", {
      sampleLabel: text,
      stats: list(statCard),
      feed: list(
        z.strictObject({
          title: text,
          source: text,
          time: text,
          severity: z.enum(["critical", "high", "medium"]),
          type: text,
          details: text,
        }),
      ),
      aptGroups: list(
        z.strictObject({
          group: text,
          alias: text,
          region: text,
          lastSeen: text,
          targets: list(text),
          ttps: list(text),
          confidence: z.number().min(0).max(100),
          flag: z.string().length(2),
        }),
      ),
      hunts: list(
        z.strictObject({
          name: text,
          status: z.enum(["In Progress", "Scheduled", "Completed"]),
          progress: z.number().min(0).max(100),
          findings: z.number().int().min(0),
          type: text,
          techniques: list(text),
        }),
      ),
      counters: list(figure),
      alerts: list(
        z.strictObject({
          message: text,
          status: z.enum(["critical", "warning", "info"]),
          time: text,
        }),
      ),
    }),
  ]);
}
