import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ArticlePreview, type PreviewProps } from "./previews";

/** An entry as Decap hands it to a preview template (an Immutable map: get("data").toJS()). */
const entry = (data: Record<string, unknown>, slug = "new-entry"): PreviewProps["entry"] =>
  ({ get: (key: "data" | "slug") => (key === "data" ? { toJS: () => data } : slug) }) as PreviewProps["entry"];

describe("the article preview", () => {
  it("draws the article page from the form", async () => {
    render(<ArticlePreview entry={entry({ title: "Passkeys for the Help Desk", description: "Why.", category: "security", author: "daniel-reyes", date: "2026-11-20", tags: ["identity"], image: { src: "/blog/ai-soc.svg", alt: "A passkey" }, body: "## Resets\n\nText." })} />);
    expect(screen.getByRole("heading", { level: 1, name: "Passkeys for the Help Desk" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Resets" })).toBeInTheDocument();
  });

  it("a new article with a title but no date yet says what it waits for, and leaves the editor standing", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(<ArticlePreview entry={entry({ title: "Passkeys for the Help Desk" })} />);
    expect(screen.getByRole("status")).toHaveTextContent(/required fields/);
  });
});
