/** The "built" project's global setup: it checks the build in `${BUILD_DIR ?? "build"}/client`,
 * so without one the run fails at once and says so, never passes with nothing checked. */
import { existsSync } from "node:fs";
import path from "node:path";
import { clientDir } from "../gates/build-files.mjs";

export default function setup() {
  if (!existsSync(path.join(clientDir, "index.html")))
    throw new Error(`no build in ${clientDir}: run npm run build first`);
}
