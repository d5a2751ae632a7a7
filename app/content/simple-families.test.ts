/**
 * A collection with no fields of its own (app/collections/press-releases.ts) is read like any other: a bad file
 * stops the build naming the file and the field, a draft is checked and left out, placeholders
 * resolve. On a scratch copy of the frozen launch content with entries of this test's own.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildContentFrom } from "../../test/content-build";
import { scratchContent } from "../../test/scratch-content";
import { pressReleases } from "../collections/press-releases";

const scratch = scratchContent("simple-families", { from: "launch" });
const { folder } = pressReleases;

const entry = (front: string) =>
  `---\ntitle: "{{company}} opens an office"\ndescription: "A sample entry of the tests, long enough to be a description."\n${front}\n---\n\nA sample for the tests, [with a link](/company/contact).\n`;

async function read(files: Record<string, string>) {
  const content = scratch.copy(Object.keys(files).join("-"));
  mkdirSync(path.join(content, folder), { recursive: true });
  for (const [name, text] of Object.entries(files))
    writeFileSync(path.join(content, folder, `${name}.md`), text);
  return buildContentFrom(content);
}

describe(`a collection with no code of its own (${folder})`, () => {
  it("is read with its placeholders resolved and its text rendered; a draft, and an entry dated after the build, are left out", async () => {
    const content = await read({
      opened: entry("date: 2026-03-02"),
      drafted: entry("date: 2026-03-03\ndraft: true"),
      embargoed: entry("date: 2099-01-01"),
    });
    const entries = content[folder];
    expect(entries.map((found) => found.slug)).toEqual(["opened"]);
    expect(entries[0]?.title).toBe(`${content.site.name} opens an office`);
    expect(entries[0]?.html).toContain('href="/company/contact"');
  });

  it("refuses a file with a bad field, naming the file and the field", async () => {
    await expect(read({ undated: entry("date: March 2") })).rejects.toThrow(
      new RegExp(`${folder}/undated\\.md.*date`),
    );
  });

  it("refuses a link to a page that does not exist", async () => {
    await expect(
      read({ linked: entry("date: 2026-03-02").replace("/company/contact", "/no-such-page") }),
    ).rejects.toThrow(/linked\.md.*no-such-page/s);
  });
});
