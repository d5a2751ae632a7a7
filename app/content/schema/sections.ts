// Page sections: one union tagged by `type`, each rendered by components/sections/page-sections.tsx. Built
// twice from one definition (as written, figures name claims; as received, they carry values): no drift.
import { z } from "zod";
import { action, icon, internalHref, isoDate, text } from "./fields";
import { simpleFamilyNames } from "./families";

const base = {
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, "Expected an anchor id like key-features")
    .optional(),
  title: text,
  intro: text.optional(),
};
const list = <T extends z.ZodType>(item: T, min = 1, max = 24) =>
  z.array(item).min(min, `Add at least ${min}`).max(max, `At most ${max}`);

const statStatus = z.enum(["critical", "normal", "warning", "improved"]);
const statCard = z.object({ title: text, value: text, trend: text, status: statStatus });

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
  const capability = z.object({
    icon: icon.optional(),
    title: text,
    description: text,
    figures: list(figure, 1, 4).optional(),
    points: list(text, 1, 8).optional(),
  });
  return z.discriminatedUnion("type", [
    z.object({
      type: z.literal("features"),
      ...base,
      columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
      items: list(
        z.object({ icon, title: text, description: text, href: internalHref.optional() }),
      ),
    }),
    z.object({ type: z.literal("capabilities"), ...base, items: list(capability) }),
    z.object({
      type: z.literal("benefits"),
      ...base,
      items: list(z.object({ title: text, description: text })),
    }),
    z.object({
      type: z.literal("stats"),
      ...base,
      hideTitle: z.boolean().optional(),
      items: list(figure, 1, 8),
    }),
    z.object({ type: z.literal("cta"), ...base, body: text, actions: list(action, 1, 3) }),
    z.object({
      type: z.literal("service-groups"),
      ...base,
      groups: list(
        z.object({
          icon,
          title: text,
          description: text,
          services: list(z.object({ name: text, href: internalHref.optional() })),
          action: action.optional(),
        }),
      ),
    }),
    z.object({
      type: z.literal("methodology"),
      ...base,
      phases: list(z.object({ phase: text, description: text, activities: list(text) })),
    }),
    z.object({
      type: z.literal("standards"),
      ...base,
      items: list(z.object({ name: text, fullName: text, description: text, points: list(text) })),
    }),
    z.object({
      type: z.literal("emergency-response"),
      ...base,
      eyebrow: text,
      body: text,
      actions: list(action, 1, 3),
      notes: list(text),
      stepsTitle: text,
      steps: list(z.object({ time: text, title: text, description: text })),
    }),
    z.object({
      type: z.literal("industry-cards"),
      ...base,
      items: list(
        z.object({
          icon,
          title: text,
          description: text,
          regulations: list(text),
          href: internalHref,
        }),
      ),
    }),
    z.object({ type: z.literal("events"), ...base }),
    z.object({
      type: z.literal("docs"),
      ...base,
      searchPrompt: text,
      categories: list(
        z.object({
          id: z.string().regex(/^[a-z0-9-]+$/),
          title: text,
          icon,
          summary: text,
          topics: list(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), title: text, body: text })),
        }),
      ),
    }),
    z.object({ type: z.literal("case-studies"), ...base }),
    z.object({ type: z.literal("advisories"), ...base }),
    /** Lists a collection with no code of its own (schema/families.ts), newest first, with its feeds. */
    z.object({ type: z.literal("entries"), ...base, family: z.enum(simpleFamilyNames) }),
    z.object({ type: z.literal("research"), ...base }),
    z.object({ type: z.literal("certifications"), ...base }),
    z.object({
      type: z.literal("subprocessors"),
      ...base,
      /** When the list last changed: customers are told of changes. */
      updated: isoDate,
      items: list(z.object({ name: text, purpose: text, data: text, location: text }), 1, 40),
    }),
    z.object({
      type: z.literal("hotlines"),
      ...base,
      /** The 24/7 numbers, one per region: the number in international form, +44 20 7946 0000. */
      lines: list(z.object({ region: text, number: phoneNumber, hours: text }), 1, 8),
      /** What to do right now, in order. */
      stepsTitle: text,
      steps: list(text, 1, 10),
    }),
    z.object({ type: z.literal("webinars"), ...base }),
    z.object({
      type: z.literal("blog"),
      ...base,
      /** The archive's counts per category (the first is "All"); articles come from content/articles. */
      categories: list(z.object({ name: text, count: z.number().int().min(0) }), 2, 12),
      endNote: text,
    }),
    /** The form itself is content/forms/newsletter.yaml (fields, mail subject, messages). */
    z.object({ type: z.literal("newsletter"), ...base, body: text }),
    z.object({ type: z.literal("jobs"), ...base }),
    z.object({
      type: z.literal("story"),
      ...base,
      paragraphs: list(text),
      facts: list(figure, 1, 8),
    }),
    z.object({
      type: z.literal("leadership"),
      ...base,
      members: list(z.object({ icon, role: text, area: text, bio: text })),
    }),
    z.object({
      type: z.literal("timeline"),
      ...base,
      milestones: list(z.object({ year: text, title: text, description: text })),
    }),
    z.object({ type: z.literal("offices"), ...base }),
    /** The contact page's body: the contact form (content/forms/contact.yaml), the address and the offices. */
    z.object({ type: z.literal("contact"), ...base, subject: text }),
    /** A form of content/forms, by its file name: `form: schedule-demo`. */
    z.object({
      type: z.literal("form"),
      ...base,
      form: z
        .string()
        .regex(
          /^[a-z0-9]+(-[a-z0-9]+)*$/,
          "Expected a form's file name in content/forms, like schedule-demo",
        ),
    }),
    z.object({
      type: z.literal("logos"),
      ...base,
      labelName: text,
      items: list(
        z.object({
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
    z.object({
      type: z.literal("stat-cards"),
      ...base,
      sampleLabel: text.optional(),
      items: list(statCard),
    }),
    z.object({
      type: z.literal("teams"),
      ...base,
      items: list(
        z.object({
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
    z.object({
      type: z.literal("integrations"),
      ...base,
      items: list(z.object({ mark: z.string().regex(/^[a-z0-9-]+$/), name: text, examples: text })),
    }),
    z.object({
      type: z.literal("lifecycle"),
      ...base,
      stages: list(z.object({ title: text, description: text, activities: list(text) })),
    }),
    z.object({
      type: z.literal("workflow-status"),
      ...base,
      items: list(
        z.intersection(
          z.object({ state: z.enum(["active", "paused", "scheduled"]), description: text }),
          claimValue,
        ),
        1,
        3,
      ),
    }),
    z.object({
      type: z.literal("dashboard"),
      ...base,
      sampleLabel: text,
      stats: list(statCard),
      feed: list(
        z.object({
          title: text,
          source: text,
          time: text,
          severity: z.enum(["critical", "high", "medium"]),
          type: text,
          details: text,
        }),
      ),
      aptGroups: list(
        z.object({
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
        z.object({
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
        z.object({ message: text, status: z.enum(["critical", "warning", "info"]), time: text }),
      ),
    }),
  ]);
}
