/**
 * Whatever reports the research team publishes: each report's front matter passes its schema,
 * names authors who exist and rule files that are beside it, and no rule file is left unlisted.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseMarkdownFile } from "./syntax";
import "./schema/messages";
import { researchSchema } from "./schema/research";

const folder = "content/research";
const rulesFolder = path.join(folder, "rules");
const reports = existsSync(folder)
  ? readdirSync(folder).filter((name) => name.endsWith(".md"))
  : [];
const parsed = reports.map((name) => {
  const { content: _body, ...frontMatter } = parseMarkdownFile(
    readFileSync(path.join(folder, name), "utf8"),
  );
  const result = researchSchema.safeParse(frontMatter);
  return { file: path.join(folder, name), result };
});

describe("research reports", () => {
  it("pass the research schema", () => {
    for (const { file, result } of parsed)
      expect(
        result.success
          ? []
          : result.error.issues.map(
              (issue) => `${file}: ${issue.path.join(".")}: ${issue.message}`,
            ),
      ).toEqual([]);
  });

  it("name existing authors and rule files beside them, and every rule file is some report's", () => {
    const listed = new Set<string>();
    for (const { file, result } of parsed) {
      if (!result.success) continue;
      for (const author of result.data.authors)
        expect(existsSync(`content/authors/${author}.yaml`), `${file}: author ${author}`).toBe(
          true,
        );
      for (const rule of result.data.rules) {
        expect(
          existsSync(path.join(rulesFolder, rule.file)),
          `${file}: rules file ${rule.file}`,
        ).toBe(true);
        listed.add(rule.file);
      }
    }
    const files = existsSync(rulesFolder) ? readdirSync(rulesFolder) : [];
    // A rule's tests (name.yar.tests.yaml) belong to the rule beside them.
    const belongs = (name: string) => listed.has(name.replace(/\.tests\.yaml$/, ""));
    expect(
      files.filter((name) => !belongs(name)),
      `${rulesFolder}: files no report lists`,
    ).toEqual([]);
  });
});
