import path from "node:path";

/**
 * Where `npm run build` puts the CMS before the site is built: Astro empties its output
 * folder when it starts, so outside it, one folder per build folder (parallel builds never mix).
 * @param {string} buildDir
 * @returns {string}
 */
export const cmsOutDir = (buildDir) => path.join(path.resolve(".tmp", "cms-admin"), path.basename(path.resolve(buildDir)));
