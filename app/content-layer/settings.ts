// The content's settings files, read synchronously: the Astro and Vite configs need them before Astro
// runs, and every entry is resolved against them (app/content-layer/read.ts).
import { existsSync } from "node:fs";
import { z } from "zod";
import { ContentError, filesIn, readFields } from "../content/files.ts";
import { catalogOf, contentDir, readAddresses } from "./addresses.ts";
import { linkTargets } from "../content/publication.ts";
import { reservedAddresses, resolveRedirects } from "../content/redirects.ts";
import { type Claim, createResolver, resolveEntry } from "../content/resolve.ts";
import {
  claimsSchema,
  navigationSchema,
  notFoundSchema,
  shareImagesSchema,
  siteSchema,
} from "../content/schema/collections.ts";
import "../content/schema/messages.ts";
import { redirectsSchema } from "../content/schema/publishing.ts";
import type { SiteFacts } from "../content/site.ts";
import { wellKnown } from "../route-table.ts";
import { formsSettingsSchema } from "../forms/settings-schema.ts";

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
  const { problems, site, navigation, notFound, shareImages, redirects, ...rest } = settingsOf(dir);
  if (problems.length || !site || !navigation || !notFound || !shareImages || !redirects)
    throw new ContentError(problems);
  return { ...rest, site, navigation, notFound, shareImages, redirects };
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
  const { formPages, sectionPages } = build;
  const facts = written && { ...written, formPages, sectionPages };
  const resolved = <S extends z.ZodType>(name: string, schema: S) =>
    attempt(() => {
      const file = `${dir}/${name}`;
      const doc = readFields(file, schema);
      if (!facts) throw new Error(`${file}: ${dir}/site.yaml is missing or invalid`);
      return resolveEntry(doc, createResolver(claims, facts, file, pagePaths), claims, file);
    });
  const site: SiteFacts | undefined =
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
  const shareImages = resolved("share-images.yaml", shareImagesSchema);
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
    shareImages,
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
