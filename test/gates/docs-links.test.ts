import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brokenDocLinks, headingAnchors } from "./docs-links";

describe("the docs' links", () => {
  it("all lead to a file and heading that exist, from the docs and from the code", () => {
    expect(brokenDocLinks()).toEqual([]);
  });

  it("names a missing file, a missing heading and a stale reference in code", () => {
    const root = mkdtempSync(path.join(tmpdir(), "docs-links-"));
    try {
      mkdirSync(path.join(root, "docs"));
      mkdirSync(path.join(root, "app"));
      writeFileSync(
        path.join(root, "README.md"),
        "[a](docs/a.md#two) [b](docs/b.md) `[c](docs/c.md)`\n",
      );
      writeFileSync(
        path.join(root, "docs", "a.md"),
        "# A\n\n## One: the first\n\n[self](#one-the-first)\n",
      );
      writeFileSync(
        path.join(root, "app", "x.ts"),
        "// see docs/a.md#one-the-first and docs/a.md#gone\n",
      );
      expect(brokenDocLinks(root)).toEqual([
        "README.md: docs/a.md#two: no heading with that anchor",
        "README.md: docs/b.md: no such file",
        "app/x.ts: docs/a.md#gone: no heading with that anchor",
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("makes anchors as GitHub does", () => {
    expect([
      ...headingAnchors(
        "## Forms: where messages go\n## Drafts, scheduled articles\n## A\n## A\n## Duplicates: `_key`\n",
      ),
    ]).toEqual([
      "forms-where-messages-go",
      "drafts-scheduled-articles",
      "a",
      "a-1",
      "duplicates-_key",
    ]);
  });
});
