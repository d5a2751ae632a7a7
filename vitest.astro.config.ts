import { getViteConfig } from "astro/config";

/** The "astro" project: tests that render the site's own routes through Astro's Container API (app/routes.test.ts; not
 * under app/pages, where Astro would take a test for a route), under the Vite config Astro makes from astro.config.ts
 * (its plugins, defines, the real `astro:content`). Only this project loads Astro; the others stay plain. */
export default getViteConfig({
  test: {
    name: "astro",
    environment: "node",
    include: ["app/routes.test.ts"],
    globalSetup: ["./test/astro-data-store.ts"],
    restoreMocks: true,
    testTimeout: 20_000, // as the other projects: a whole page render on CI's busy cores
  },
});
