// @vitest-environment node
/**
 * Bad content fails the build naming the file, the field and what was expected: each case breaks one
 * thing in a scratch copy of test/fixtures/content, so no edit of content/ changes what they break. */
import { describe, expect, it } from "vitest";
import { scratchContent } from "../../test/scratch-content";

const scratch = scratchContent("content-errors", { from: "launch" });

const buildWith = scratch.build;

describe("content errors name the file, the field and what was expected", () => {
  it("builds the content as it is", async () => {
    expect((await buildWith("as-is", () => {})).message).toBe("built");
  });

  it("a missing required field", async () => {
    const { content, message } = await buildWith("missing", (file) =>
      file("jobs/cloud-security-architect.md", (text) =>
        text.replace(/^location:\n( {2}.*\n)+/m, ""),
      ),
    );
    expect(message).toContain(`${content}/jobs/cloud-security-architect.md: location: Required`);
  });

  it("an unknown icon key", async () => {
    const { content, message } = await buildWith("icon", (file) =>
      file("pages/services/red-team.yaml", (text) => text.replace("icon: target", "icon: rocket")),
    );
    expect(message).toContain(
      `${content}/pages/services/red-team.yaml: sections.0.items.0.icon: unknown icon "rocket"`,
    );
  });

  it("an unknown claim key, and a registered figure written out instead of named", async () => {
    const unknown = await buildWith("claim", (file) =>
      file("pages/services/red-team.yaml", (text) =>
        text.replace("- claim: enterprise-clients", "- claim: enterprise-customers"),
      ),
    );
    expect(unknown.message).toMatch(
      new RegExp(
        `${unknown.content}/pages/services/red-team.yaml: sections\\.1\\.items\\.1\\.claim: unknown claim "enterprise-customers"`,
      ),
    );
    const written = await buildWith("written", (file) =>
      file("pages/services/red-team.yaml", (text) =>
        text.replace(
          "- claim: enterprise-clients",
          `- label: Enterprise clients\n${" ".repeat(8)}value: "500+"`,
        ),
      ),
    );
    expect(written.message).toContain(
      `${written.content}/pages/services/red-team.yaml: sections.1.items.1.value: "500+" is a registered figure: write "claim: enterprise-clients"`,
    );
  });

  it("an unknown placeholder in a text", async () => {
    const { content, message } = await buildWith("placeholder", (file) =>
      file("pages/clients.yaml", (text) =>
        text.replace("{{enterprise-clients}}", "{{enterprise-client}}"),
      ),
    );
    expect(message).toContain(
      `${content}/pages/clients.yaml: meta.description: unknown placeholder {{enterprise-client}}`,
    );
  });

  it("a link to a page that does not exist, in a YAML page and in a Markdown body", async () => {
    const yaml = await buildWith("link", (file) =>
      file("pages/services/red-team.yaml", (text) =>
        text.replace("to: /services/red-team#methodology", "to: /services/red-teaming#methodology"),
      ),
    );
    expect(yaml.message).toContain(
      `${yaml.content}/pages/services/red-team.yaml: hero.actions.1.to: no page at /services/red-teaming`,
    );
    const markdown = await buildWith("body-link", (file) =>
      file("jobs/security-consultant.md", (text) => `${text}\nSee [our services](/servicez).\n`),
    );
    expect(markdown.message).toContain(
      `${markdown.content}/jobs/security-consultant.md: body: no page at /servicez`,
    );
  });

  it("a duplicate claim key and a duplicate section id", async () => {
    const claims = await buildWith("dup-claim", (file) =>
      file("claims.yaml", (text) => text.replace("key: accuracy", "key: detection-rate")),
    );
    expect(claims.message).toMatch(
      /claims\.yaml: claims\.2\.key: duplicate claim key "detection-rate": item 1 has it already/,
    );
    const ids = await buildWith("dup-id", (file) =>
      file("pages/services/red-team.yaml", (text) =>
        text.replace("id: track-record", "id: services"),
      ),
    );
    expect(ids.message).toContain(
      `${ids.content}/pages/services/red-team.yaml: sections.1.id: duplicate section id "services"`,
    );
  });

  it("a date in the wrong format", async () => {
    const { content, message } = await buildWith("date", (file) =>
      file("events/cloud-security-leaders-roundtable-2027.yaml", (text) =>
        text.replace("startDate: 2027-05-20", "startDate: May 20, 2027"),
      ),
    );
    expect(message).toContain(
      `${content}/events/cloud-security-leaders-roundtable-2027.yaml: startDate: Expected a date written YYYY-MM-DD`,
    );
  });
});
