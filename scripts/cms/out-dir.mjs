import path from "node:path";

/**
 * Outside Astro's output folder, which Astro empties; one per build folder so parallel builds never mix.
 * @param {string} buildDir
 * @returns {string}
 */
export const cmsOutDir = (buildDir) => path.join(path.resolve(".tmp", "cms-admin"), path.basename(path.resolve(buildDir)));
