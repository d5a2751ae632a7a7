// The content's settings files, read synchronously: the Astro and Vite configs need them before Astro
// runs, and every entry is resolved against them (app/content/read.ts).
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { z } from "zod";
import { parseYamlFile } from "./syntax.ts";
import { catalogOf, contentDir, readAddresses } from "./addresses.ts";
import { linkTargets } from "./publication.ts";
import { reservedAddresses, resolveRedirects } from "./redirects.ts";
import { type Claim, createResolver, resolveEntry } from "./resolve.ts";
import {
  claimsSchema,
  navigationSchema,
  notFoundSchema,
  siteSchema,
} from "./schema/collections.ts";
import "./schema/messages.ts";
import { redirectsSchema } from "./schema/publishing.ts";
import { wellKnown } from "../route-table.ts";
import { formsSettingsSchema } from "../forms/settings-schema.ts";

/** Every problem of a build, each "file: field: what was expected", thrown together. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
    this.name = "ContentError";
  }
}

/** "content/jobs/x.md: location: Required" for each of zod's issues. */
export function schemaProblems(error: z.ZodError, file: string): string[] {
  return error.issues.map(
    (issue) => `${file}: ${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}`,
  );
}

/** The largest content file read: ten times today's largest; a longer text belongs in several entries. */
export const FILE_MAX = 1024 * 1024;

/** A file's text; an empty file is a problem, not "no fields"; nor is a huge one read. */
export function readText(file: string): string {
  const { size } = statSync(file);
  if (size > FILE_MAX)
    throw new Error(
      `${file}: ${(size / 1024 / 1024).toFixed(1)} MB: a content file has at most 1 MB; split it into several entries`,
    );
  const text = readFileSync(file, "utf8");
  if (!text.trim())
    throw new Error(
      `${file}: the file is empty: fill it in (copy another file of its folder to start) or delete it`,
    );
  return text;
}

/** A file's fields validated against `schema`; throws a ContentError whose every problem names the file. */
export function readFields<S extends z.ZodType>(
  file: string,
  schema: S,
  parse: (text: string) => unknown = parseYamlFile,
  text = readText(file),
): z.output<S> {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new ContentError([prefixed(file, error)]);
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(schemaProblems(result.error, file));
  return result.data;
}

/** An error's message starting with its file (a syntax error reads "line 7: ..."). */
export function prefixed(file: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith(`${file}:`) || message.startsWith(file.split("/")[0] + "/")
    ? message
    : `${file}: ${message}`;
}

/** The files under `folder`, nested ones too, by their path inside it ("blog/x.svg"); none when it is missing. */
export function filesIn(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        [...entry.parentPath.slice(folder.length).split(/[\\/]/).filter(Boolean), entry.name].join(
          "/",
        ),
      );
  } catch {
    return [];
  }
}

/** Where every form sends: the web team's file, code-owned and out of the CMS (no file: mail). */
export function readFormDelivery(dir = contentDir()) {
  const file = `${dir}/form-delivery.yaml`;
  return existsSync(file) ? readFields(file, formsSettingsSchema) : undefined;
}

// Form delivery left site.yaml for the web team's own file: say where, rather than drop it unseen.
const siteFile = (dir: string) =>
  siteSchema.extend({
    forms: z
      .never({ error: `form delivery moved to ${dir}/form-delivery.yaml: move the settings there` })
      .optional(),
  });

/** The settings of the content in `dir`, resolved against the claims and the company facts; throws a ContentError. */
export function readSettings(dir = contentDir()) {
  const { problems, site, navigation, notFound, redirects, ...rest } = settingsOf(dir);
  if (problems.length || !site || !navigation || !notFound || !redirects)
    throw new ContentError(problems);
  return { ...rest, site, navigation, notFound, redirects };
}
export type Settings = ReturnType<typeof readSettings>;

/** The same, with what could not be read left undefined and said in `problems` (the collections' reader goes on). */
export function settingsOf(dir = contentDir()) {
  const problems: string[] = [];
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      problems.push(
        ...(error instanceof ContentError
          ? error.problems
          : [error instanceof Error ? error.message : String(error)]),
      );
      return undefined;
    }
  };
  const build = readAddresses(dir);
  const catalog = catalogOf(build);
  const publicFiles = filesIn("public").map((file) => `/${file}`);
  // Content may link to the site's pages and to its files: public/'s and the well-known ones the build writes.
  const links = {
    ...catalog,
    live: new Set([...catalog.live, ...publicFiles, ...Object.values(wellKnown)]),
  };
  const pagePaths = linkTargets(links);
  const claims: Claim[] =
    attempt(() => readFields(`${dir}/claims.yaml`, claimsSchema))?.claims ?? [];
  const written = attempt(() => readFields(`${dir}/site.yaml`, siteFile(dir)));
  const facts = written && {
    ...written,
    formPages: build.formPages,
    sectionPages: build.sectionPages,
  };
  const resolved = <S extends z.ZodType>(name: string, schema: S) =>
    attempt(() => {
      const file = `${dir}/${name}`;
      const doc = readFields(file, schema);
      if (!facts) throw new Error(`${file}: ${dir}/site.yaml is missing or invalid`);
      return resolveEntry(doc, createResolver(claims, facts, file, pagePaths), claims, file);
    });
  const site =
    facts &&
    attempt(() => ({
      ...facts,
      footerBlurb: createResolver(claims, facts, `${dir}/site.yaml`).text(
        facts.footerBlurb,
        "footerBlurb",
      ),
    }));
  const navigation = resolved("navigation.yaml", navigationSchema);
  const notFound = resolved("not-found.yaml", notFoundSchema);
  const formDelivery = attempt(() => readFormDelivery(dir));
  const redirectsFile = `${dir}/redirects.yaml`;
  const redirects = existsSync(redirectsFile)
    ? attempt(() =>
        resolveRedirects(
          readFields(redirectsFile, redirectsSchema).redirects,
          { catalog, reserved: reservedAddresses(publicFiles, catalog.live) },
          redirectsFile,
        ),
      )
    : [];
  return {
    dir,
    build,
    links,
    claims,
    site,
    navigation,
    notFound,
    formDelivery,
    redirects,
    problems,
  };
}

/** The files the configs read before Astro runs (company facts, menus, claims, form delivery). */
export const settingsFiles = (dir = contentDir()) =>
  ["site.yaml", "navigation.yaml", "claims.yaml", "form-delivery.yaml"].map(
    (name) => `${dir}/${name}`,
  );

/** The company facts and menus as the configs hand them to the app (Vite `define`: app/content/site.ts). */
export function siteDefines(dir = contentDir()): { __SITE__: string; __NAVIGATION__: string } {
  const { site, navigation } = readSettings(dir);
  return { __SITE__: JSON.stringify(site), __NAVIGATION__: JSON.stringify(navigation) };
}
