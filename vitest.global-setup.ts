import { readContent } from "./app/content-layer/read";
import { writeFontSubset } from "./scripts/font-subset.mjs";
import { writeIconDrawings } from "./scripts/icon-drawings.ts";

/** The root imports the font subset and `Icon` the icons' drawings: write them first, as the build does. */
export default async function setup() {
  await writeFontSubset(await readContent());
  await writeIconDrawings();
}
