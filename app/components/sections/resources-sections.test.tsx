import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { BlogSection, NewsletterSection } from "~/content/types";
import { site } from "~/content/site";
import { renderWithRouter } from "../../../test/render";
import { NewsletterSignup, emailError } from "./newsletter-signup";
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
  articles: [
    { slug: "a", title: "Passkeys at scale", description: "MFA.", category: "Security", author: "A", date: "2026-10-14", readTime: "6 min read", image: { src: "/blog/a.svg", width: 640, height: 360, alt: "A padlock" } },
    { slug: "b", title: "Identity sprawl", description: "Cloud.", category: "Cloud", author: "B", date: "2026-09-30", readTime: "8 min read", image: { src: "/blog/b.svg", width: 640, height: 360, alt: "A cloud" } },
  ],
  endNote: "You've reached the end of the sample articles.",
};

describe("blog filter", () => {
  it("filters the samples by category with pressed-state buttons and honest counts", async () => {
    renderWithRouter(<BlogList section={blog} />);
    expect(screen.getByRole("button", { name: "All 42 articles" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("status")).toHaveTextContent("All categories: 42 articles in our archive, 2 samples shown on this page.");
    await userEvent.click(screen.getByRole("button", { name: "Security 15 articles" }));
    expect(screen.getByRole("button", { name: "Security 15 articles" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "All 42 articles" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getAllByRole("article").map((article) => within(article).getByRole("heading").textContent)).toEqual(["Passkeys at scale"]);
    expect(screen.getByRole("status")).toHaveTextContent("Security: 15 articles in our archive, 1 sample shown on this page.");
  });

  it("replaces Load More with an honest end-of-samples note, and sizes every image", () => {
    renderWithRouter(<BlogList section={blog} />);
    expect(screen.queryByRole("button", { name: /load more/i })).toBeNull();
    expect(screen.getByText(/reached the end of the sample articles/)).toBeInTheDocument();
    const image = screen.getByRole("img", { name: "A padlock" });
    expect(image).toHaveAttribute("width", "640");
    expect(image).toHaveAttribute("height", "360");
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
    renderWithRouter(<NewsletterSignup section={{ ...newsletter, endpoint: "/api/subscribe" }} openMail={openMail} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Email address" }), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText(/check your inbox/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/subscribe", expect.objectContaining({ method: "POST" }));
    expect(String(fetchMock.mock.calls[0]?.[1].body)).toBe("email=ada%40example.com");
    expect(openMail).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
