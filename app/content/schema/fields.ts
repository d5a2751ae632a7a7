/**
 * The field types content files are written in, shared by every collection's schema. Schemas
 * are zod 4; the content build (content-collections.ts) validates every file against them and
 * the types the components use are inferred from them (types.ts), never written twice.
 */
import { z } from "zod";
import { type FormPageId, formPages } from "../../route-table";

/** Icons content may name; components/ui/icon-glyphs.ts maps each key to a drawing. */
export const iconNames = [
  "activity", "alert", "award", "bar-chart", "bell", "bot", "brain", "briefcase", "building", "check",
  "clipboard", "clock", "cloud", "code", "cpu", "database", "eye", "file-check", "fingerprint", "globe",
  "graduation", "heart-pulse", "key", "landmark", "layers", "line-chart", "lock", "mail", "map-pin",
  "network", "radar", "refresh", "scale", "search", "server", "shield", "shield-alert", "shield-check",
  "siren", "target", "trending-up", "user-check", "users", "wifi", "workflow", "zap",
] as const;

export const text = z.string().trim().min(1, "Required: write some text here");

export const icon = z.enum(iconNames, {
  error: (issue) =>
    `unknown icon ${JSON.stringify(issue.input)}: use one of ${iconNames.join(", ")}`,
});

/** A link inside the site: a path, optionally with a #fragment. The build checks it leads to a page. */
export const internalHref = z
  .string()
  .regex(/^\/[a-z0-9\-/]*(#[\w-]+)?$/, 'Expected a path on this site, like "/services/red-team" or "/blog#newsletter"');

/** YAML turns unquoted dates into timestamps; content always means the written day. */
const dateText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value;
const dateTimeText = (value: unknown) =>
  value instanceof Date ? value.toISOString().replace(".000Z", "Z") : value;

/** A calendar date, written YYYY-MM-DD. */
export const isoDate = z.preprocess(dateText, z.iso.date({ error: "Expected a date written YYYY-MM-DD" }));

/** A moment with its time zone offset, written 2024-03-07T14:00:00-05:00. */
export const isoDateTime = z.preprocess(
  dateTimeText,
  z.iso.datetime({ offset: true, error: "Expected a date and time like 2024-03-07T14:00:00-05:00" }),
);

export const mailboxName = z.enum(["contact", "careers", "security", "privacy", "newsletter"]);

export const actionVariant = z.enum(["primary", "secondary", "ghost"]);

/** What a button does: go to a page, or compose a mail to one of the company's mailboxes. */
export const action = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("link"), label: text, to: internalHref, variant: actionVariant.optional() }),
  z.object({
    kind: z.literal("mail"),
    label: text,
    mailbox: mailboxName,
    /** Omit for the company's preset inquiry subject. */
    subject: text.optional(),
    body: text.optional(),
    variant: actionVariant.optional(),
    /** The form that replaces this mail once a form service is configured: the button then opens its page. */
    form: z.enum(Object.keys(formPages) as [FormPageId, ...FormPageId[]]).optional(),
  }),
]);

/** A claim named by its key in content/claims.yaml; `label` overrides the register's label here. */
export const claimRef = z.object({ claim: z.string().regex(/^[a-z0-9-]+$/, "Expected a claim key like enterprise-clients"), label: text.optional() });

/** A fact that is not a marketing figure (e.g. "Company type"), written out. */
export const plainFigure = z.object({ label: text, value: text });

/** A figure as written in content: a registered claim, or a plain fact. */
export const figureInput = z.union([claimRef, plainFigure], {
  error: 'Expected a figure: "claim: <key from content/claims.yaml>" (optionally with a label), or a label and a value',
});

/** A figure as pages show it, once its claim is looked up. */
export const figureOutput = plainFigure;

/** Where the value of a claim-bearing item comes from: content names the claim; pages get the value. */
export const claimValueInput = z.object({ claim: claimRef.shape.claim });
export const claimValueOutput = z.object({ value: text });

/**
 * A list whose items must differ in one field (claim keys, anchor ids): a second item with the
 * same value is reported at that item's field.
 */
export function uniqueBy<T extends z.ZodType>(item: T, key: string, what: string) {
  return z.array(item).superRefine((items, context) => {
    const seen = new Map<unknown, number>();
    items.forEach((entry, index) => {
      const value = (entry as Record<string, unknown> | null)?.[key];
      if (value === undefined) return;
      const first = seen.get(value);
      if (first !== undefined) context.addIssue({ code: "custom", path: [index, key], message: `duplicate ${what} "${String(value)}": item ${first} has it already` });
      else seen.set(value, index);
    });
  });
}
