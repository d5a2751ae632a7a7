/** The launch project's global setup: the launch fixture's content built into its own folder. */
import { buildContentFrom } from "./content-build";
import { LAUNCH_CONTENT_DIR, LAUNCH_OUTPUT_DIR } from "./launch-content";

export default async function setup() {
  await buildContentFrom(LAUNCH_CONTENT_DIR, LAUNCH_OUTPUT_DIR);
}
