import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";

// A content layer where a valid edit left no events, and the jobs' size is not stored (an older data store).
const { getCollection } = vi.hoisted(() => {
  const stored: Record<string, { data: object }[]> = {
    sizes: [{ data: { id: "events", entries: 0 } }, { data: { id: "articles", entries: 1 } }],
    articles: [{ data: { slug: "an-article" } }],
    jobs: [{ data: { slug: "a-job" } }],
  };
  return { getCollection: vi.fn(async (name: string) => stored[name] ?? []) };
});
vi.mock("astro:content", () => ({ getCollection }));

describe("the collections as routes read them", () => {
  it("reads an empty collection as [] without asking Astro, which warns on it", async () => {
    const store = await import("./store");
    expect(await store.siteEntries("events")).toEqual([]);
    expect(getCollection).not.toHaveBeenCalledWith("events");
  });

  it("reads the others, counted or not, from the content layer", async () => {
    const store = await import("./store");
    expect(await store.entriesIn("articles")).toEqual([{ slug: "an-article" }]);
    expect(await store.entriesIn("jobs")).toEqual([{ slug: "a-job" }]);
  });
});

describe("the stored sizes", () => {
  it("count every other collection's entries, as the reader stores them", async () => {
    const { collectionNames, readContent } = await import("./read");
    const content = await readContent();
    const counted = collectionNames.filter((name) => name !== "sizes");
    const sizes = Object.fromEntries(content.sizes.map(({ id, entries }) => [id, entries]));
    expect(sizes).toEqual(
      Object.fromEntries(counted.map((name) => [name, content.stored[name]?.length])),
    );
  });
});

describe("why the sizes are stored (decision 0012)", () => {
  it("Astro's getCollection still warns on an empty collection: when this fails, read every collection from Astro and drop the sizes", () => {
    expect(readFileSync("node_modules/astro/dist/content/runtime.js", "utf8")).toMatch(
      /logger\.warn\(\s*"content",\s*`The collection \$\{JSON\.stringify\(\s*collection\s*\)\} does not exist or is empty/,
    );
  });
});
