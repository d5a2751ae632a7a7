import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ArticleCard, BlogSection, BlogView, NewsletterSection } from "~/content/types";
import { site } from "~/content/site";
import { renderWithRouter } from "../../../test/render";
import { NewsletterSignup, emailError } from "./newsletter-signup";
import { BlogContext } from "./blog-context";
import { BlogList } from "./blog-list";
import { DocsBrowser } from "./docs-browser";
import { docsSection as docs } from "../../../test/docs-section";

describe("documentation search", () => {
  it("narrows the category link lists as you type and announces the count", async () => {
    renderWithRouter(<DocsBrowser section={docs} />);
    const box = screen.getByRole("searchbox", { name: "Search documentation" });
    expect(box).toHaveAttribute("placeholder", "Search documentation...");
    expect(screen.getByRole("link", { name: "Platform overview" })).toHaveAttribute("href", "#overview");
    await userEvent.type(box, "token");
    const lists = screen.getAllByRole("list", { name: /topics$/ });
    expect(lists).toHaveLength(1);
    expect(within(lists[0] as HTMLElement).getAllByRole("link").map((link) => link.textContent)).toEqual(["Authentication"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 topic matches “token”.");
  });

  it("says so politely when nothing matches, and Clear search brings everything back", async () => {
    renderWithRouter(<DocsBrowser section={docs} />);
    await userEvent.type(screen.getByRole("searchbox"), "kubernetes");
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveTextContent("No documentation matches “kubernetes”");
    expect(screen.queryAllByRole("list", { name: /topics$/ })).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(screen.getAllByRole("list", { name: /topics$/ })).toHaveLength(2);
  });

  it("keeps every topic's passage on the page for the links to land on", () => {
    renderWithRouter(<DocsBrowser section={docs} />);
    expect(document.getElementById("auth")).toHaveTextContent("Scoped API tokens.");
  });
});

const blog: BlogSection = {
  type: "blog",
  id: "articles",
  title: "Latest articles",
  categories: [{ name: "All", count: 42 }, { name: "Security", count: 15 }, { name: "Cloud", count: 8 }],
  endNote: "You've reached the end of the articles.",
};

const article = (slug: string, category: string, date: string): ArticleCard => ({
  slug,
  title: `Article ${slug}`,
  description: "About it.",
  category: category as ArticleCard["category"],
  author: "a",
  authorName: "Ada Analyst",
  authorRole: "Analyst",
  authorBio: "Writes.",
  date,
  tags: ["soc"],
  image: { src: `/blog/${slug}.svg`, width: 640, height: 360, alt: `Illustration ${slug}` },
  readingMinutes: 6,
});
const six = ["a", "b", "c", "d", "e", "f"].map((slug, index) => article(slug, index % 2 ? "cloud" : "security", `2026-10-${20 - index}`));

function renderBlog(view: BlogView, articles = six) {
  return renderWithRouter(
    <BlogContext value={view}>
      <BlogList section={blog} articles={articles} />
    </BlogContext>,
  );
}
const titles = () => screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

describe("blog list", () => {
  it("shows the first page, each card linking to its article, with honest archive counts", () => {
    renderBlog({ pageNumber: 1, pageCount: 2, pageSize: 4 });
    expect(titles()).toEqual(["Article a", "Article b", "Article c", "Article d"]);
    expect(screen.getByRole("link", { name: "Article a" })).toHaveAttribute("href", "/blog/a");
    expect(screen.getByRole("status")).toHaveTextContent("All categories: 42 articles in our archive, 4 articles listed here.");
    const image = screen.getByRole("img", { name: "Illustration a" });
    expect(image).toHaveAttribute("width", "640");
    expect(image).toHaveAttribute("height", "360");
  });

  it("links each category to its own page, marking the current one", () => {
    renderBlog({ pageNumber: 1, pageCount: 1, pageSize: 4, category: "cloud" }, six.filter((entry) => entry.category === "cloud"));
    const nav = screen.getByRole("navigation", { name: "Blog categories" });
    expect(within(nav).getByRole("link", { name: "Cloud 8 articles" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Security 15 articles" })).toHaveAttribute("href", "/blog/category/security");
    expect(within(nav).getByRole("link", { name: "All 42 articles" })).toHaveAttribute("href", "/blog");
    expect(titles()).toEqual(["Article b", "Article d", "Article f"]);
    expect(screen.getByRole("status")).toHaveTextContent("Cloud: 8 articles in our archive, 3 articles listed here.");
    expect(screen.queryByRole("link", { name: "Load More Articles" })).toBeNull();
  });

  it("Load More Articles shows the next articles in place and moves focus to the first of them", async () => {
    renderBlog({ pageNumber: 1, pageCount: 2, pageSize: 4 });
    await userEvent.click(screen.getByRole("button", { name: "Load More Articles" }));
    expect(titles()).toEqual(["Article a", "Article b", "Article c", "Article d", "Article e", "Article f"]);
    await vi.waitFor(() => expect(screen.getByRole("link", { name: "Article e" })).toHaveFocus());
    expect(screen.queryByRole("button", { name: "Load More Articles" })).toBeNull();
    expect(screen.getByText(/reached the end of the articles/)).toBeInTheDocument();
  });

  it("a later page links back to newer articles", () => {
    renderBlog({ pageNumber: 2, pageCount: 2, pageSize: 4 }, six.slice(4));
    expect(titles()).toEqual(["Article e", "Article f"]);
    expect(screen.getByRole("link", { name: "Newer articles" })).toHaveAttribute("href", "/blog");
    expect(screen.getByRole("status")).toHaveTextContent("(page 2 of 2)");
  });
});

const newsletter: NewsletterSection = { type: "newsletter", id: "newsletter", title: "Subscribe to our newsletter", body: "Twice a month.", subject: "Subscribe to the newsletter" };

describe("newsletter", () => {
  it("rejects empty and malformed addresses", () => {
    expect(emailError("")).toBe("Enter your email address.");
    expect(emailError("name@company")).toMatch(/valid email/);
    expect(emailError("a b@c.com")).toMatch(/valid email/);
    expect(emailError(" ada@example.com ")).toBeUndefined();
  });

  it("shows an inline error tied to the field and composes nothing for an invalid address", async () => {
    const openMail = vi.fn();
    renderWithRouter(<NewsletterSignup section={newsletter} openMail={openMail} />);
    const input = screen.getByRole("textbox", { name: "Email address" });
    await userEvent.type(input, "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(/Enter a valid email address/);
    expect(input).toHaveFocus();
    expect(openMail).not.toHaveBeenCalled();
  });

  it("composes a subscribe mail to the newsletter mailbox for a valid address", async () => {
    const openMail = vi.fn();
    renderWithRouter(<NewsletterSignup section={newsletter} openMail={openMail} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Email address" }), "ada@example.com");
    fireEvent.submit(screen.getByRole("button", { name: "Subscribe" }));
    expect(openMail).toHaveBeenCalledTimes(1);
    const href = String(openMail.mock.calls[0]?.[0]);
    const url = new URL(href);
    expect(url.pathname).toBe(site.mailboxes.newsletter);
    expect(url.searchParams.get("subject")).toBe("Subscribe to the newsletter");
    expect(url.searchParams.get("body")).toContain("ada@example.com");
    expect(await screen.findByRole("link", { name: "Compose the subscribe email" })).toHaveAttribute("href", href);
  });

  it("posts the address to the configured endpoint instead of composing a mail", async () => {
    const fetchMock = vi.fn().mockResolvedValue({ ok: true });
    vi.stubGlobal("fetch", fetchMock);
    const openMail = vi.fn();
    renderWithRouter(<NewsletterSignup section={newsletter} endpoint="/api/subscribe" openMail={openMail} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Email address" }), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText(/check your inbox/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/subscribe", expect.objectContaining({ method: "POST" }));
    expect(String(fetchMock.mock.calls[0]?.[1].body)).toBe("email=ada%40example.com");
    expect(openMail).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
