import path from "node:path";

/** Outside Astro's output folder, which Astro empties; one per build folder so parallel builds never mix. */
export const outDir = (step: "cms-admin" | "scene", buildDir: string) =>
  path.join(path.resolve(".tmp", step), path.basename(path.resolve(buildDir)));
