import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/**
 * A dependency's command-line script as its package.json's `bin` names it, to run with this Node.
 * @param {string} name
 */
export function packageBin(name) {
  const manifest = require.resolve(`${name}/package.json`);
  const { bin } = require(manifest);
  return path.join(path.dirname(manifest), typeof bin === "string" ? bin : bin[name]);
}
