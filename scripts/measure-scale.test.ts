// @vitest-environment node
/** `npm run measure:scale` adds copies of an entry; the content build must accept them, or the
 * measurement stops at its first build (it did once a copied title became an error). */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildContentFrom } from "../test/content-build";
import { scratchContent } from "../test/scratch-content";
import { addEntries } from "./measure-scale.mjs";

const scratch = scratchContent("measure-scale");

describe("measure:scale's added entries", () => {
  // A collection of today's content with entries to copy (research may be emptied).
  const collections = ["articles", "research"].filter((folder) =>
    readdirSync(`content/${folder}`).some((name) => name.endsWith(".md")),
  );
  it.each(collections)("copies of content/%s/ build", async (collection) => {
    const content = scratch.copy(collection);
    addEntries(content, collection, 3);
    const built = await buildContentFrom(content);
    expect(
      built.stored[collection]?.filter(({ slug }) => String(slug).startsWith("scale-")),
    ).toHaveLength(3);
  });
});
