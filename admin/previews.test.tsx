/**
 * The CMS's previews draw the company's own files (content/) as visitors will see them, while the
 * editor types. The launch files' previews are previews.launch.test.tsx.
 */
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { allAuthors } from "~/content/store";
import { ArticlePreview, FormPreview, PagePreview, type PreviewProps } from "./previews";

/** An entry as Decap hands it to a preview template (an Immutable map: get("data").toJS()). */
const entry = (data: Record<string, unknown>, slug = "new-entry"): PreviewProps["entry"] =>
  ({
    get: (key: "data" | "slug") => (key === "data" ? { toJS: () => data } : slug),
  }) as PreviewProps["entry"];

describe("the article preview", () => {
  it("draws the article page from the form", async () => {
    render(
      <ArticlePreview
        entry={entry({
          title: "Passkeys for the Help Desk",
          description: "Why.",
          category: "security",
          author: allAuthors[0]?.slug,
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

  it("a new article with a title but no date yet says what it waits for, and leaves the editor standing", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(<ArticlePreview entry={entry({ title: "Passkeys for the Help Desk" })} />);
    expect(screen.getByRole("status")).toHaveTextContent(/required fields/);
  });
});

describe("the form and page previews", () => {
  it("draw a form as visitors see it, with a label the editor just changed", () => {
    const form = parseYaml(readFileSync("content/forms/schedule-demo.yaml", "utf8")) as {
      fields: Array<{ name: string; label: string }>;
    } & Record<string, unknown>;
    const fields = form.fields.map((field, index) =>
      index === 0 ? { ...field, label: "Label the editor just wrote" } : field,
    );
    render(<FormPreview entry={entry({ ...form, fields }, "schedule-demo")} />);
    expect(screen.getByRole("heading", { level: 1, name: String(form.title) })).toBeInTheDocument();
    expect(screen.getByLabelText(/Label the editor just wrote/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: String(form.submitLabel) })).toBeInTheDocument();
  });

  it("draw the contact page with its form", async () => {
    const page = parseYaml(readFileSync("content/pages/company/contact.yaml", "utf8")) as {
      sections: { type: string }[];
    } & Record<string, unknown>;
    render(<PagePreview entry={entry(page, "company--contact")} />);
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    if (page.sections.some((section) => section.type === "contact"))
      expect(await screen.findByRole("form", { name: "Contact form" })).toBeInTheDocument();
  });
});
