/**
 * Where the launch tests (`*.launch.test.ts(x)`) find their content: the frozen launch content
 * in test/fixtures/content, built into its own folder, and the aliases that point every import of
 * the generated content there instead of at the live build (.content-collections/generated).
 * Modules import it as `@generated/content` (tsconfig paths) or, where they load before any
 * alias exists (app/content/site.ts, scripts/forms-settings.ts), by a relative path: both are
 * caught, so a component shows the fixture's company and menus as well as its pages.
 */
import path from "node:path";

export const LAUNCH_CONTENT_DIR = "test/fixtures/content";
export const LAUNCH_OUTPUT_DIR = path.resolve(".content-collections/launch");

export const launchContentAlias = [
  { find: /^@generated\/content$/, replacement: LAUNCH_OUTPUT_DIR },
  { find: /^(?:\.\.?\/)+\.content-collections\/generated/, replacement: LAUNCH_OUTPUT_DIR },
];
