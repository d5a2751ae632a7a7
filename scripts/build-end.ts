import type { Config } from "@react-router/dev/config";
import { dropModulePreloadsFromPages } from "./drop-module-preloads";
import { addCmsToBuild } from "./cms/admin-output";
import { hydrateAfterPaintInPages } from "./hydrate-after-paint";
import { writeHostConfigs } from "./host-config";
import { writeFeedsAndCalendars } from "./content-files";
import { contentDir, prerenderedPagePaths } from "./content/paths";
import { siteFormsSettings } from "./forms-settings";
import { writeMedia } from "./media";
import { copyNotFoundPage } from "./not-found-page";
import { precompress } from "./precompress";
import { buildSearchIndex } from "./search-index";
import { writeSecurityTxt } from "./security-txt";
import { writeEntryImages } from "./og-entry-images";
import { site as companySite } from "../app/content/site";
import { writeSitemapAndRobots } from "./sitemap";

type BuildEnd = NonNullable<Config["buildEnd"]>;

/** Runs after every route is prerendered into <buildDirectory>/client. */
export const buildEnd: BuildEnd = async ({ reactRouterConfig }) => {
  const clientDir = `${reactRouterConfig.buildDirectory}/client`;
  await copyNotFoundPage(clientDir);
  await dropModulePreloadsFromPages(clientDir);
  await hydrateAfterPaintInPages(clientDir);
  // Discoverability (issue 6): files the host configs and precompression below must see.
  await writeSitemapAndRobots(clientDir);
  await writeFeedsAndCalendars(clientDir);
  // After the feeds and CSAF files: it points only at what the build wrote.
  await writeSecurityTxt(clientDir, new Date(), prerenderedPagePaths());
  await buildSearchIndex(clientDir);
  // Every entry page's share image (drawn only when its entry changed: node_modules/.cache/og-entries).
  await writeEntryImages(clientDir, companySite.name);
  // Images uploaded through the CMS, with their AVIF and WebP versions (before precompression and the host configs).
  await writeMedia(contentDir(), clientDir);
  // The CMS (/admin/), built before the site: in place before its headers and precompression.
  await addCmsToBuild(reactRouterConfig.buildDirectory);
  // Keep these two last: CSP hashes read the final HTML; precompress covers every file written before it.
  // Only the site's own pages' inline scripts are hashed into the CSP (never an uploaded file's).
  // The forms' provider origin (FORMS_ENDPOINT overriding content/site.yaml) joins connect-src and form-action.
  await writeHostConfigs(reactRouterConfig.buildDirectory, prerenderedPagePaths(), siteFormsSettings);
  await precompress(clientDir);
};
