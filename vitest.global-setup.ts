import { createContentBuild } from "./scripts/content/build.mjs";

/** Tests read the content build's output (.content-collections/generated): build it first. */
export default async function setup() {
  await (await createContentBuild()).build();
}
