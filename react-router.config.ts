import type { Config } from "@react-router/dev/config";
import { buildEnd } from "./scripts/build-end";

/**
 * Static site: no server at runtime. Every route in app/routes.ts is prerendered to its own
 * index.html; the splat route is rendered at /404 and copied to 404.html by buildEnd.
 * BUILD_DIR lets parallel builds (and tests) write to separate folders.
 */
export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"];
  },
  buildEnd,
} satisfies Config;
