import { describe, expect, it } from "vitest";
import { isSitePage } from "./build-files.mjs";

describe("the public pages the gates and size budgets measure", () => {
  it("are the prerendered pages, not the CMS under admin/ nor a framework's __* shell", () => {
    expect(["index.html", "blog/index.html", "404.html", "admin/index.html", "__spa-fallback.html", "admin/assets/x.js"].filter(isSitePage)).toEqual(["index.html", "blog/index.html", "404.html"]);
  });
});
