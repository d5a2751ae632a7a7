import type { Config } from "@react-router/dev/config";
import { buildEnd } from "./scripts/build-end";
import { blogArchivePaths, entryPaths } from "./scripts/content/paths";

/**
 * Static site: no server at runtime. Every route of the route table, every collection entry's
 * page and the blog's archive pages are prerendered to their own index.html; the splat route is
 * rendered at /404 and copied to 404.html by buildEnd. BUILD_DIR lets parallel builds (and
 * tests) write to separate folders.
 */
export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...entryPaths(), ...blogArchivePaths(), "/404"];
  },
  buildEnd,
  // react-router stays on 7.x (pinned: 8 needs Node 22). Its v8 behaviours are off until that
  // upgrade, and saying so explicitly keeps the build free of "future flag" warnings.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
