// Placeholders and claims (content/claims.yaml) resolved in the content build, so a page never carries
// a `{{key}}` and an unknown key fails the build naming its field.
import type { z } from "zod";
import type { LinkTargets } from "./publication";
import type { claimsSchema, siteSchema } from "./schema/collections";

export type Claim = Pick<z.infer<typeof claimsSchema>["claims"][number], "key" | "value" | "label">;
type SiteFacts = Pick<
  z.infer<typeof siteSchema>,
  "name" | "legalName" | "legalForm" | "foundingYear" | "tagline" | "mailboxes" | "offices"
> & { formPages?: Record<string, string> };

/** An error in one field of one file, printed as
 * `content/pages/home.yaml: sections.2.items.0.claim: unknown claim "foo"`. */
export class ContentFieldError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly detail: string,
  ) {
    super(`${file}: ${field}: ${detail}`);
  }
}

const offices = new Intl.ListFormat("en", { type: "conjunction" });

export type Resolver = ReturnType<typeof createResolver>;

/** `pagePaths`: where links may lead; publication.ts's `linkTargets` also says why a path is not there
 * (a draft, an entry not published yet). */
export function createResolver(
  claims: readonly Claim[],
  site: SiteFacts,
  file: string,
  pagePaths?: LinkTargets,
) {
  const byKey = new Map(claims.map((claim) => [claim.key, claim]));
  // Placeholders for company facts, beside the claims; `{{email:privacy}}` names a mailbox.
  const tokens: Record<string, string> = {
    company: site.name,
    "legal-name": site.legalName,
    "legal-form": site.legalForm,
    "founding-year": String(site.foundingYear),
    tagline: site.tagline,
    offices: offices.format(site.offices.map((office) => office.locality)),
    ...Object.fromEntries(
      Object.entries(site.mailboxes).map(([mailbox, address]) => [`email:${mailbox}`, address]),
    ),
  };
  const known = () => [...byKey.keys(), ...Object.keys(tokens)].join(", ");
  return {
    /** Placeholders replaced by their values; `blocks` ({{postal-addresses}}) stay for the Markdown renderer to place. */
    text(value: string, field: string, blocks: readonly string[] = []): string {
      return value.replace(/\{\{\s*([\w:-]+)\s*\}\}/g, (written, key: string) => {
        if (blocks.includes(key)) return written;
        const found = byKey.get(key)?.value ?? tokens[key];
        if (found === undefined)
          throw new ContentFieldError(
            file,
            field,
            `unknown placeholder {{${key}}}: use a claim key from content/claims.yaml or one of ${Object.keys(tokens).join(", ")}`,
          );
        return found;
      });
    },
    /** A link inside the site: its path (before any #fragment) must be a page. */
    link(href: string, field: string): string {
      const path = href.split("#")[0] || "/";
      if (pagePaths && href.startsWith("/") && !pagePaths.has(path)) {
        throw new ContentFieldError(
          file,
          field,
          pagePaths.why?.(path) ??
            `no page at ${path}: link to a page of the site, like /services/red-team`,
        );
      }
      return href;
    },
    /** A button's form must be on a page of the site: with a form service, the button leads there. */
    form(id: string, field: string): void {
      const pages = site.formPages;
      if (pages && !Object.hasOwn(pages, id))
        throw new ContentFieldError(
          file,
          field,
          `no page of the site shows the form "${id}": give a page a section "type: form" with "form: ${id}", or use one of ${Object.keys(pages).sort().join(", ")}`,
        );
    },
    claim(key: string, field: string): Claim {
      const claim = byKey.get(key);
      if (!claim)
        throw new ContentFieldError(
          file,
          field,
          `unknown claim "${key}": add it to content/claims.yaml or use one of ${known()}`,
        );
      return claim;
    },
  };
}

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

/** An entry as resolved: a claim reference (a figure, a claim-bearing item) carries its claim's value instead,
 * and a figure its label. */
export type Resolved<T> = T extends readonly (infer Item)[]
  ? Resolved<Item>[]
  : T extends { claim: string }
    ? { [K in Exclude<keyof T, "claim">]: Resolved<T[K]> } & {
        value: string;
      } & ("label" extends keyof T ? { label: string } : unknown)
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;

/** Resolves placeholders and claims in a whole entry. A figure whose value is a registered claim's value must
 * name the claim instead, so the register stays the one place a figure lives. */
export function resolveEntry<T>(
  entry: T,
  resolver: Resolver,
  claims: readonly Claim[],
  file: string,
): Resolved<T> {
  const claimValues = new Map(claims.map((claim) => [claim.value, claim.key]));
  const walk = (value: Json, path: string): Json => {
    if (typeof value === "string")
      return /(^|\.)(to|href)$/.test(path)
        ? resolver.link(value, path)
        : resolver.text(value, path);
    if (Array.isArray(value))
      return value.map((item, index) => walk(item, join(path, String(index))));
    if (value && typeof value === "object") {
      if (value.kind === "mail" && typeof value.form === "string")
        resolver.form(value.form, join(path, "form"));
      const out: { [key: string]: Json } = {};
      for (const [key, item] of Object.entries(value)) {
        if (key === "_meta") out[key] = item;
        else if (key !== "claim") out[key] = walk(item, join(path, key));
      }
      if (typeof value.claim === "string") {
        const claim = resolver.claim(value.claim, join(path, "claim"));
        out.value = claim.value;
        // A figure is a claim reference with nothing else beside it but a label.
        if (
          "label" in value ||
          Object.keys(value).every((key) => key === "claim" || key === "label")
        )
          out.label = typeof out.label === "string" ? out.label : claim.label;
      } else if (
        typeof value.value === "string" &&
        typeof value.label === "string" &&
        claimValues.has(value.value)
      ) {
        throw new ContentFieldError(
          file,
          join(path, "value"),
          `"${value.value}" is a registered figure: write "claim: ${claimValues.get(value.value)}" instead of the value`,
        );
      }
      return out;
    }
    return value;
  };
  return walk(entry as Json, "") as Resolved<T>;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
