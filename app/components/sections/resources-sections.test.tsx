import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { BlogView, SectionOf } from "~/content/types";
import type { ArticleCard } from "~/collections/articles";
import { site } from "~/content/site";
import { loadForm } from "~/forms/test-forms";
import { NewsletterSignup } from "./newsletter-signup";
import { BlogList, inPlaceArticles } from "./blog-list";
import { DocsBrowser } from "./docs-browser";
import { SectionView } from "./page-sections";
import { docsSection as docs } from "../../../test/docs-section";

describe("documentation search", () => {
  it("narrows the category link lists as you type and announces the count", async () => {
    render(<DocsBrowser section={docs} />);
    const box = screen.getByRole("searchbox", { name: "Search documentation" });
    expect(box).toHaveAttribute("placeholder", "Search documentation...");
    expect(screen.getByRole("link", { name: "Platform overview" })).toHaveAttribute(
      "href",
      "#overview",
    );
    await userEvent.type(box, "token");
    const lists = screen.getAllByRole("list", { name: /topics$/ });
    expect(lists).toHaveLength(1);
    expect(
      within(lists[0] as HTMLElement)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Authentication"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 topic matches “token”.");
  });

  it("says so politely when nothing matches, and Clear search brings everything back", async () => {
    render(<DocsBrowser section={docs} />);
    await userEvent.type(screen.getByRole("searchbox"), "kubernetes");
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveTextContent("No documentation matches “kubernetes”");
    expect(screen.queryAllByRole("list", { name: /topics$/ })).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(screen.getAllByRole("list", { name: /topics$/ })).toHaveLength(2);
  });

  it("keeps every topic's passage on the page for the links to land on", () => {
    render(<SectionView section={docs} />);
    expect(document.getElementById("auth")).toHaveTextContent("Scoped API tokens.");
  });
});

const blog: SectionOf<"blog"> = {
  type: "blog",
  id: "articles",
  title: "Latest articles",
  categories: [
    { name: "All", count: 42 },
    { name: "Security", count: 15 },
    { name: "Cloud", count: 8 },
  ],
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
  image: {
    src: `/blog/${slug}.svg`,
    width: 640,
    height: 360,
    alt: `Illustration ${slug}`,
    sources: [],
  },
  readingMinutes: 6,
});
const six = ["a", "b", "c", "d", "e", "f"].map((slug, index) =>
  article(slug, index % 2 ? "cloud" : "security", `2026-10-${20 - index}`),
);

function renderBlog(view: BlogView, articles = six) {
  return render(<BlogList section={blog} articles={articles} view={view} />);
}
const titles = () =>
  screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

describe("blog list", () => {
  it("shows the first page, each card linking to its article, with honest archive counts", () => {
    renderBlog({ pageNumber: 1, pageCount: 2, pageSize: 4 });
    expect(titles()).toEqual(["Article a", "Article b", "Article c", "Article d"]);
    expect(screen.getByRole("link", { name: "Article a" })).toHaveAttribute("href", "/blog/a");
    expect(screen.getByRole("status")).toHaveTextContent(
      "All categories: 42 articles in our archive, 4 articles listed here.",
    );
    const image = screen.getByRole("img", { name: "Illustration a" });
    expect(image).toHaveAttribute("width", "640");
    expect(image).toHaveAttribute("height", "360");
  });

  it("links each category to its own page, marking the current one", () => {
    renderBlog(
      { pageNumber: 1, pageCount: 1, pageSize: 4, category: "cloud" },
      six.filter((entry) => entry.category === "cloud"),
    );
    const nav = screen.getByRole("navigation", { name: "Blog categories" });
    expect(within(nav).getByRole("link", { name: "Cloud 8 articles" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Security 15 articles" })).toHaveAttribute(
      "href",
      "/blog/category/security",
    );
    expect(within(nav).getByRole("link", { name: "All 42 articles" })).toHaveAttribute(
      "href",
      "/blog",
    );
    expect(titles()).toEqual(["Article b", "Article d", "Article f"]);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Cloud: 8 articles in our archive, 3 articles listed here.",
    );
    expect(screen.queryByRole("link", { name: "Load More Articles" })).toBeNull();
  });

  it("Load More Articles shows the next articles in place and moves focus to the first of them", async () => {
    renderBlog({ pageNumber: 1, pageCount: 2, pageSize: 4 });
    await userEvent.click(screen.getByRole("button", { name: "Load More Articles" }));
    expect(titles()).toEqual([
      "Article a",
      "Article b",
      "Article c",
      "Article d",
      "Article e",
      "Article f",
    ]);
    await vi.waitFor(() => expect(screen.getByRole("link", { name: "Article e" })).toHaveFocus());
    expect(screen.queryByRole("button", { name: "Load More Articles" })).toBeNull();
    expect(screen.getByText(/reached the end of the articles/)).toBeInTheDocument();
  });

  it("after the pages it shows in place, Load More Articles leads to the next archive page", async () => {
    renderBlog({ pageNumber: 1, pageCount: 5, pageSize: 2 });
    await userEvent.click(screen.getByRole("button", { name: "Load More Articles" }));
    await userEvent.click(screen.getByRole("button", { name: "Load More Articles" }));
    expect(titles()).toHaveLength(6);
    expect(screen.queryByRole("button", { name: "Load More Articles" })).toBeNull();
    expect(screen.getByRole("link", { name: "Load More Articles" })).toHaveAttribute(
      "href",
      "/blog/page/4",
    );
  });

  it("carries only the pages it shows in place into /blog, whatever the archive's length", () => {
    const many = Array.from({ length: 100 }, (_, index) =>
      article(`a${index}`, "security", "2026-10-01"),
    );
    expect(
      inPlaceArticles(many, { pageNumber: 1, pageCount: 25, pageSize: 4 }).length,
    ).toBeLessThan(many.length);
    expect(
      inPlaceArticles(many, { pageNumber: 1, pageCount: 25, pageSize: 4, category: "security" }),
    ).toHaveLength(100);
  });

  it("a later page links back to newer articles", () => {
    renderBlog({ pageNumber: 2, pageCount: 2, pageSize: 4 }, six.slice(4));
    expect(titles()).toEqual(["Article e", "Article f"]);
    expect(screen.getByRole("link", { name: "Newer articles" })).toHaveAttribute("href", "/blog");
    expect(screen.getByRole("status")).toHaveTextContent("(page 2 of 2)");
  });
});

const newsletter: SectionOf<"newsletter"> = {
  type: "newsletter",
  id: "newsletter",
  title: "Subscribe to our newsletter",
  body: "Twice a month.",
};
const newsletterForm = loadForm("newsletter");
const subscribeForm = () => screen.getByRole("form", { name: "Subscribe to our newsletter" });

describe("newsletter", () => {
  beforeEach(() => sessionStorage.clear());

  it("is the newsletter form of content/forms, named by the section's heading, with its consent line", () => {
    render(<NewsletterSignup section={newsletter} forms={{ newsletter: newsletterForm }} />);
    expect(
      screen.getByRole("heading", { level: 2, name: "Subscribe to our newsletter" }),
    ).toBeInTheDocument();
    expect(within(subscribeForm()).getByRole("textbox", { name: "Email address" })).toHaveAttribute(
      "autocomplete",
      "email",
    );
    expect(within(subscribeForm()).getByRole("link", { name: "privacy policy" })).toHaveAttribute(
      "href",
      "/legal/privacy",
    );
  });

  it("an invalid address: its message beside the field, the summary focused, nothing composed", async () => {
    const openMail = vi.fn();
    render(
      <NewsletterSignup
        section={newsletter}
        forms={{ newsletter: newsletterForm }}
        openMail={openMail}
      />,
    );
    const input = screen.getByRole("textbox", { name: "Email address" });
    await userEvent.type(input, "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(
      "Error: Enter an email address like name@company.com.",
    );
    expect(screen.getByRole("alert")).toHaveFocus();
    expect(openMail).not.toHaveBeenCalled();
  });

  it("with no form service, composes the same subscribe mail as before to the newsletter mailbox", async () => {
    const openMail = vi.fn();
    render(
      <NewsletterSignup
        section={newsletter}
        forms={{ newsletter: newsletterForm }}
        openMail={openMail}
      />,
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Email address" }), "ada@example.com");
    fireEvent.submit(subscribeForm());
    expect(openMail).toHaveBeenCalledTimes(1);
    const href = String(openMail.mock.calls[0]?.[0]);
    const url = new URL(href);
    expect(url.pathname).toBe(site.mailboxes.newsletter);
    expect(url.searchParams.get("subject")).toBe(`Subscribe to the ${site.name} newsletter`);
    expect(url.searchParams.get("body")).toBe(
      "Please subscribe ada@example.com to the newsletter.",
    );
    expect(await screen.findByRole("link", { name: "Open the message again" })).toHaveAttribute(
      "href",
      href,
    );
  });
});
