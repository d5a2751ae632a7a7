import { describe, expect, it } from "vitest";
import { atomFeed, jsonFeed, rssFeed } from "~/files/feeds";
import type { EntryMap } from "~/collections/list";
import { feedOf } from "./feeds.server";

const researchFeed = (reports: readonly EntryMap["research"][]) => feedOf("research", reports);

/** A report whose title, summary and body repeat its indicators, as a careless report might. */
const reports = [
  {
    slug: "mention-test",
    title: "Loader talking to c2.example",
    summary: "It fetches https://c2.example/a.ps1 & mails from ops@c2.example <via 192.0.2.4>.",
    html: '<p>Body with <a href="https://c2.example/a.ps1">a link</a></p>',
    date: "2026-03-02",
    updated: "2026-03-09",
    authorNames: ["A. Researcher", "B. Analyst"],
    actors: [{ name: "Example Set" }],
    malware: [{ name: "ExampleLoader" }],
    indicators: [
      { type: "domain", value: "c2.example" },
      { type: "url", value: "https://c2.example/a.ps1" },
      { type: "email", value: "ops@c2.example" },
      { type: "ipv4", value: "192.0.2.4" },
    ],
  },
] as unknown as EntryMap["research"][];

describe("the research feeds", () => {
  const feeds = [
    rssFeed(...researchFeed(reports)),
    atomFeed(...researchFeed(reports)),
    jsonFeed(...researchFeed(reports)),
  ];

  it("carry the summary as the item's content, never the body, with every indicator it repeats defanged", () => {
    const [, items] = researchFeed(reports);
    expect(items.map((item) => [item.title, item.html])).toEqual([
      [
        "Loader talking to c2[.]example",
        "<p>It fetches hxxps[://]c2[.]example/a[.]ps1 &amp; mails from ops[@]c2[.]example &lt;via 192[.]0[.]2[.]4&gt;.</p>",
      ],
    ]);
    for (const feed of feeds) {
      expect(feed).not.toContain("Body with");
      for (const value of ["c2.example", "192.0.2.4", "ops@"]) expect(feed).not.toContain(value);
    }
  });

  it("follow the research list, with the report's authors and dates", () => {
    const json = JSON.parse(feeds[2] ?? "") as {
      feed_url: string;
      home_page_url: string;
      items: { url: string; authors: { name: string }[]; date_modified: string }[];
    };
    expect(json.feed_url).toMatch(/\/research\/feed\.json$/);
    expect(json.home_page_url).toMatch(/\/research$/);
    expect(json.items[0]).toMatchObject({
      authors: [{ name: "A. Researcher, B. Analyst" }],
      date_modified: "2026-03-09T00:00:00Z",
    });
    expect(json.items[0]?.url).toMatch(/\/research\/mention-test$/);
  });
});
