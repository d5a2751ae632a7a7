import { describe, expect, it } from "vitest";
import { fileSlug, freeName, pageFilePath } from "./page-files";

describe("a new page's file name in the CMS", () => {
  it("is its title as an address: lower case, ASCII, hyphens", () => {
    expect(fileSlug("Managed Detection")).toBe("managed-detection");
    expect(fileSlug("  Sécurité & Conformité (EU) ")).toBe("securite-conformite-eu");
    expect(fileSlug("!!!")).toBe("page");
  });

  it("never names a file that exists: the next free -2, -3", async () => {
    const existing = new Set(["managed-detection", "managed-detection-2"]);
    expect(await freeName("managed-detection", async (name) => existing.has(name))).toBe(
      "managed-detection-3",
    );
    expect(await freeName("red-team", async (name) => existing.has(name))).toBe("red-team");
  });

  it("lives in its section's folder, or at the top for /", () => {
    expect(pageFilePath("content/pages", "services", "x", "yaml")).toBe(
      "content/pages/services/x.yaml",
    );
    expect(pageFilePath("content/pages", "company/careers/", "x", "yaml")).toBe(
      "content/pages/company/careers/x.yaml",
    );
    expect(pageFilePath("content/pages", "/", "x", "yaml")).toBe("content/pages/x.yaml");
  });
});
