// Field types shared by every collection's schema; components' types are inferred from them.
import { z } from "zod";
import { linkProblem } from "../links.ts";
import { quoted } from "./messages.ts";

/** components/ui/icon-glyphs.ts draws each. */
export const iconNames = [
  "activity",
  "alert",
  "award",
  "bar-chart",
  "bell",
  "bot",
  "brain",
  "briefcase",
  "building",
  "check",
  "clipboard",
  "clock",
  "cloud",
  "code",
  "cpu",
  "database",
  "eye",
  "file-check",
  "fingerprint",
  "globe",
  "graduation",
  "heart-pulse",
  "key",
  "landmark",
  "layers",
  "line-chart",
  "lock",
  "mail",
  "map-pin",
  "network",
  "radar",
  "refresh",
  "scale",
  "search",
  "server",
  "shield",
  "shield-alert",
  "shield-check",
  "siren",
  "target",
  "trending-up",
  "user-check",
  "users",
  "wifi",
  "workflow",
  "zap",
] as const;

// Title and description caps follow search results; other caps only keep a page from megabytes.
export const TITLE_MAX = 70;
export const DESCRIPTION_MAX = 200;
export const TEXT_MAX = 2000;
export const BODY_MAX = 100_000;

/** Required text of at most `max` characters; `why` says what the limit is for. */
export function limitedText(
  max: number,
  why = "shorten it (long text belongs in an article or another Markdown entry)",
) {
  return z
    .string()
    .trim()
    .min(1, "Required: write some text here")
    .max(max, {
      error: (issue) => `${String(issue.input).length} characters: at most ${max} here; ${why}`,
    });
}

export const text = limitedText(TEXT_MAX);

export const pageTitle = limitedText(TITLE_MAX, "search results cut longer titles, so shorten it");

export const pageDescription = limitedText(
  DESCRIPTION_MAX,
  "search results show about the first 160 characters, so say what matters first and shorten it",
);

export const icon = z.enum(iconNames, {
  error: (issue) => `unknown icon ${quoted(issue.input, 40)}: use one of ${iconNames.join(", ")}`,
});

/** Never `//` (another host); the build checks it leads to a page. */
export const internalHref = z
  .string()
  .regex(
    /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*\/?)?(?:#[\w-]+)?$/,
    'Expected a path on this site, like "/services/red-team" or "/blog#newsletter"',
  );

export const pageAddress = z
  .string()
  .regex(
    /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/,
    'Expected an address on this site, like "/company" or "/legal/terms"',
  );

/** Checked against links.ts's rules, like every link in content. */
export const webAddress = z
  .url({
    protocol: /^https?$/,
    hostname: z.regexes.domain,
    error:
      "Expected a web address starting with https://, like https://www.linkedin.com/company/name",
  })
  .superRefine((href, context) => {
    const problem = linkProblem(href);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** An upload (/media/<name>) or a file under public/; never another host's. */
export const imagePath = z
  .string()
  .regex(
    /^\/[\w-]+(?:\/[\w-]+)*\.(svg|png|jpe?g|webp|avif)$/,
    "Expected a picture of this site, like /media/team-photo.png (uploaded) or /blog/name.svg: pictures from other sites are not allowed",
  );

/** YAML turns unquoted dates into timestamps; content always means the written day. */
const dateText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value;
const dateTimeText = (value: unknown) =>
  value instanceof Date ? value.toISOString().replace(".000Z", "Z") : value;

export const isoDate = z.preprocess(
  dateText,
  z.iso.date({ error: "Expected a date written YYYY-MM-DD" }),
);

export const isoDateTime = z.preprocess(
  dateTimeText,
  z.iso.datetime({
    offset: true,
    error: "Expected a date and time like 2024-03-07T14:00:00-05:00",
  }),
);

export const mailboxName = z.enum(["contact", "careers", "security", "privacy", "newsletter"]);

export const formId = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    "Expected a form's file name in content/forms, like schedule-demo",
  );

const actionVariant = z.enum(["primary", "secondary", "ghost"]);

export const action = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("link"),
    label: text,
    to: internalHref,
    variant: actionVariant.optional(),
  }),
  z.strictObject({
    kind: z.literal("mail"),
    label: text,
    mailbox: mailboxName,
    subject: text.optional(),
    body: text.optional(),
    variant: actionVariant.optional(),
    /** Replaces the mail once a form service is configured (content-layer/addresses.ts). */
    form: formId.optional(),
  }),
]);

/** A claim named by its key in content/claims.yaml; `label` overrides the register's label here. */
export const claimRef = z.strictObject({
  claim: z.string().regex(/^[a-z0-9-]+$/, "Expected a claim key like enterprise-clients"),
  label: text.optional(),
});

/** A figure once its claim is looked up; as written, a fact that is no marketing figure. */
export const figureOutput = z.strictObject({ label: text, value: text });

export const figureInput = z.union([claimRef, figureOutput], {
  error:
    'Expected a figure: "claim: <key from content/claims.yaml>" (optionally with a label), or a label and a value',
});

/** Content names the claim; pages get its value. */
export const claimValueInput = z.strictObject({ claim: claimRef.shape.claim });
export const claimValueOutput = z.strictObject({ value: text });

export const addProblem = (context: z.RefinementCtx, path: PropertyKey[], message: string) =>
  context.addIssue({ code: "custom", path, message });

/** Each item whose key (when it has one) an earlier item has: its index, the key and the earlier one's. */
export function repeats<T>(items: readonly T[], key: (item: T) => unknown) {
  const seen = new Map<unknown, number>();
  return items.flatMap((item, index) => {
    const value = key(item);
    const first = seen.get(value);
    if (first === undefined && value !== undefined) seen.set(value, index);
    return first === undefined ? [] : [{ index, value, first }];
  });
}

/** A repeat of `key` is reported at that item's field. */
export function uniqueBy<T extends z.ZodType>(item: T, key: string, what: string) {
  return z.array(item).superRefine((items, context) => {
    const keyOf = (entry: unknown) => (entry as Record<string, unknown> | null)?.[key];
    for (const { index, value, first } of repeats(items, keyOf))
      addProblem(
        context,
        [index, key],
        `duplicate ${what} "${String(value)}": item ${first} has it already`,
      );
  });
}
