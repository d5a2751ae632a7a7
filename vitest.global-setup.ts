import { createContentBuild } from "./scripts/content/build.mjs";
import { writeFontSubset } from "./scripts/font-subset.mjs";

/** Tests read the content build's output (.content-collections/generated) and the root imports the font subset: build both first. */
export default async function setup() {
  await (await createContentBuild()).build();
  await writeFontSubset();
}
