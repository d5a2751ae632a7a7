import path from "node:path";

/** Outside Astro's output folder, which Astro empties; one per build folder so parallel builds never mix. */
export const cmsOutDir = (buildDir: string) =>
  path.join(path.resolve(".tmp", "cms-admin"), path.basename(path.resolve(buildDir)));
