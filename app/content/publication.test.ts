import { describe, expect, it } from "vitest";
import { type Catalog, buildDate, hiddenStatus, linkTargets } from "./publication";
import { waitsForDate } from "../content-layer/addresses";

describe("the build's date", () => {
  it("is today in UTC unless BUILD_DATE says otherwise", () => {
    expect(buildDate(undefined, new Date("2031-06-30T23:30:00-02:00"))).toBe("2031-07-01");
    expect(buildDate("", new Date("2031-06-30T12:00:00Z"))).toBe("2031-06-30");
    expect(buildDate("2030-01-31")).toBe("2030-01-31");
  });

  it("refuses a BUILD_DATE that is not a real day written YYYY-MM-DD, naming the setting", () => {
    for (const bad of ["2030-02-30", "2030-1-5", "tomorrow", "2030-01-01T00:00:00Z"])
      expect(() => buildDate(bad), bad).toThrow(
        /^BUILD_DATE: ".*" is not a date written YYYY-MM-DD/,
      );
  });
});

describe("which entries are on the site", () => {
  it("keeps out an entry of any collection with draft: true, and only with true", () => {
    for (const folder of ["articles", "case-studies", "webinars", "events", "jobs", "pages"]) {
      expect(
        hiddenStatus(waitsForDate(folder), { draft: true }, `content/${folder}/x`, "2030-01-01"),
      ).toEqual({
        reason: "draft",
        file: `content/${folder}/x`,
      });
      expect(
        hiddenStatus(waitsForDate(folder), { draft: false }, "f", "2030-01-01"),
      ).toBeUndefined();
      expect(hiddenStatus(waitsForDate(folder), {}, "f", "2030-01-01")).toBeUndefined();
    }
    expect(
      hiddenStatus(waitsForDate("articles"), { draft: "yes" }, "f", "2030-01-01"),
    ).toBeUndefined();
  });

  it("keeps out an article dated after the build until a build on or after its date", () => {
    expect(
      hiddenStatus(waitsForDate("articles"), { date: "2030-01-02" }, "a.md", "2030-01-01"),
    ).toEqual({
      reason: "scheduled",
      file: "a.md",
      date: "2030-01-02",
    });
    expect(
      hiddenStatus(
        waitsForDate("articles"),
        { date: new Date("2030-01-02T00:00:00Z") },
        "a.md",
        "2030-01-01",
      ),
    ).toMatchObject({ reason: "scheduled" });
    expect(
      hiddenStatus(waitsForDate("articles"), { date: "2030-01-01" }, "a.md", "2030-01-01"),
    ).toBeUndefined();
    expect(
      hiddenStatus(waitsForDate("articles"), { date: "2029-12-31" }, "a.md", "2030-01-01"),
    ).toBeUndefined();
  });

  it("announces webinars, events and jobs with future dates: only articles wait for their date", () => {
    expect(
      hiddenStatus(
        waitsForDate("webinars"),
        { date: "2099-01-01", start: "2099-01-01T10:00:00Z" },
        "w.md",
        "2030-01-01",
      ),
    ).toBeUndefined();
    expect(
      hiddenStatus(waitsForDate("jobs"), { datePosted: "2099-01-01" }, "j.md", "2030-01-01"),
    ).toBeUndefined();
  });
});

describe("links to entries that are not on the site", () => {
  const catalog: Catalog = {
    live: new Set(["/blog", "/blog/live"]),
    hidden: new Map([
      ["/blog/draft", { reason: "draft", file: "content/articles/draft.md" }],
      ["/blog/soon", { reason: "scheduled", file: "content/articles/soon.md", date: "2030-03-01" }],
    ]),
  };

  it("fail from a page on the site, saying the target is a draft and in which file", () => {
    const targets = linkTargets(catalog);
    expect(targets.has("/blog/live")).toBe(true);
    expect(targets.has("/blog/draft")).toBe(false);
    expect(targets.why?.("/blog/draft")).toBe(
      'links to a draft: /blog/draft is not on the site while content/articles/draft.md has "draft: true": remove the link, or publish that entry first',
    );
    expect(targets.has("/blog/soon")).toBe(false);
    expect(targets.why?.("/blog/soon")).toMatch(
      /^links to an entry not published yet: \/blog\/soon appears on 2030-03-01 \(the date in content\/articles\/soon\.md\)/,
    );
    expect(targets.why?.("/nowhere")).toBeUndefined();
  });

  it("are allowed from a draft (nothing shows it yet), and from a scheduled article to ones live by its date", () => {
    expect(linkTargets(catalog, { reason: "draft", file: "d.md" }).has("/blog/soon")).toBe(true);
    expect(linkTargets(catalog, { reason: "draft", file: "d.md" }).has("/blog/draft")).toBe(true);
    const later = linkTargets(catalog, { reason: "scheduled", file: "l.md", date: "2030-03-02" });
    expect(later.has("/blog/soon")).toBe(true);
    expect(later.has("/blog/draft")).toBe(false);
    const earlier = linkTargets(catalog, { reason: "scheduled", file: "e.md", date: "2030-02-01" });
    expect(earlier.has("/blog/soon")).toBe(false);
    expect(earlier.why?.("/blog/soon")).toContain("or date this entry on or after 2030-03-01");
  });
});
