import { createContentBuild } from "./scripts/content/build.mjs";
import { writeFontSubset } from "./scripts/font-subset.mjs";
import { writeIconDrawings } from "./scripts/icon-drawings.ts";

/** Tests read the content build's output (.content-collections/generated) the root imports the font subset and `Icon` the icons' drawings: build them first. */
export default async function setup() {
  await (await createContentBuild()).build();
  await writeFontSubset();
  await writeIconDrawings();
}
