/** The CMS previews on the launch content (test/fixtures/content); previews.test.tsx uses content/. */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import path from "node:path";
import { ArticlePreview, FormPreview, PagePreview, type PreviewProps } from "./previews";

const contentFile = (file: string) => path.join(process.env.CONTENT_DIR ?? "content", file);

/** An entry as Decap hands it to a preview template (an Immutable map: get("data").toJS()). */
const entry = (data: Record<string, unknown>, slug = "new-entry"): PreviewProps["entry"] =>
  ({
    get: (key: "data" | "slug") => (key === "data" ? { toJS: () => data } : slug),
  }) as PreviewProps["entry"];

describe("the article preview at launch", () => {
  it("draws the article page from the form", async () => {
    render(
      <ArticlePreview
        entry={entry({
          title: "Passkeys for the Help Desk",
          description: "Why.",
          category: "security",
          author: "daniel-reyes",
          date: "2026-11-20",
          tags: ["identity"],
          image: { src: "/blog/ai-soc.svg", alt: "A passkey" },
          body: "## Resets\n\nText.",
        })}
      />,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Passkeys for the Help Desk" }),
    ).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Resets" })).toBeInTheDocument();
  });
});

describe("the form and page previews at launch", () => {
  it("draw a form as visitors see it, with a label the editor just changed", () => {
    const form = parseYaml(readFileSync(contentFile("forms/schedule-demo.yaml"), "utf8")) as {
      fields: Array<{ name: string; label: string }>;
    } & Record<string, unknown>;
    const fields = form.fields.map((field) =>
      field.name === "company" ? { ...field, label: "Organisation" } : field,
    );
    render(<FormPreview entry={entry({ ...form, fields }, "schedule-demo")} />);
    expect(screen.getByRole("heading", { level: 1, name: String(form.title) })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Organisation/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: String(form.submitLabel) })).toBeInTheDocument();
  });

  it("draw the contact page with its form", async () => {
    const page = parseYaml(
      readFileSync(contentFile("pages/company/contact.yaml"), "utf8"),
    ) as Record<string, unknown>;
    render(<PagePreview entry={entry(page, "company--contact")} />);
    expect(await screen.findByRole("form", { name: "Contact form" })).toBeInTheDocument();
  });
});
