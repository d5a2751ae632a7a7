/**
 * A report whose title and summary repeat its indicators (a URL, a domain, an IPv4 and an IPv6 address,
 * an email address), read from a scratch copy of the launch content as the build reads it, then taken
 * down every path that shows it to a person: the page, its head tags and structured data, its share
 * image, the feeds and the copy button. None of them carries a value as written.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildContentFrom } from "../../test/content-build";
import { scratchContent } from "../../test/scratch-content";
import { ResearchPage } from "~/components/research/research-page";
import { wireIndicatorCopy } from "~/components/research/copy-indicators";
import { entryImages } from "./collections.server";
import { feedFormats } from "~/files/feeds";
import { feedOf } from "./feeds.server";
import { researchData } from "./research-pages.server";

const scratch = scratchContent("research-prose", { from: "launch" });

const REPORT = `---
title: "Loader at c2.example, 198.51.100.7 and 2001:db8::7"
summary: "It fetches https://c2.example/a.ps1, reaches 198.51.100.7 and 2001:DB8:0::7, and mails from Billing@Mail.example."
date: 2026-03-02
authors: [maya-okafor]
tlp: TLP:CLEAR
indicators:
  - type: domain
    value: c2.example
  - type: url
    value: https://c2.example/a.ps1
    description: "Second stage, also at https://c2.example/b.ps1"
  - type: ipv4
    value: 198.51.100.7
  - type: ipv6
    value: 2001:db8::7
  - type: email
    value: billing@mail.example
firstSeen: 2026-01-05
lastSeen: 2026-02-20
---

A fictional report for the tests.
`;
/** Each value as written, in any case: none may reach a person. */
const written = /c2\.example|198\.51\.100\.7|2001:db8:(0:)?:7|mail\.example|https:\/\/c2/i;
const textOf = (meta: unknown) => JSON.stringify(meta);

let reading: ReturnType<typeof read> | undefined;
/** Read once for the file's tests (about a second on a busy machine). */
const readReport = () => (reading ??= read());
async function read() {
  const content = scratch.copy("content");
  mkdirSync(path.join(content, "research"), { recursive: true });
  writeFileSync(path.join(content, "research", "prose-sample.md"), REPORT);
  const { research } = await buildContentFrom(content);
  const report = research.find((entry) => entry.slug === "prose-sample");
  if (!report) throw new Error("the sample report was not read");
  return { report, research };
}

describe("a report's title and summary, wherever a person reads them", () => {
  it("arrive defanged from the content read; the indicators stay as written for the files", async () => {
    const { report } = await readReport();
    expect(report.title).toBe("Loader at c2[.]example, 198[.]51[.]100[.]7 and 2001[:]db8[:][:]7");
    expect(report.summary).toBe(
      "It fetches hxxps[://]c2[.]example/a[.]ps1, reaches 198[.]51[.]100[.]7 and 2001[:]DB8[:]0[:][:]7, and mails from Billing[@]Mail[.]example.",
    );
    expect(report.indicators[1]?.description).toBe(
      "Second stage, also at hxxps[://]c2[.]example/b[.]ps1",
    );
    expect(report.indicators.map((indicator) => indicator.value)).toEqual([
      "c2.example",
      "https://c2.example/a.ps1",
      "198.51.100.7",
      "2001:db8::7",
      "billing@mail.example",
    ]);
  });

  it("the page, its <title>, description, Open Graph and Twitter tags and its structured data", async () => {
    const { report } = await readReport();
    const { meta, trail } = await researchData(report);
    const tags = textOf(meta);
    expect(tags).toContain("c2[.]example");
    expect(tags).not.toMatch(written);
    expect(meta.filter((tag) => "script:ld+json" in tag).length).toBeGreaterThan(0);
    const { container } = render(<ResearchPage report={report} trail={trail} />);
    expect(container.textContent).toContain("2001[:]db8[:][:]7");
    expect(container.textContent).not.toMatch(written);
    const links = [...container.querySelectorAll("a")].map((link) => link.outerHTML);
    expect(links.filter((link) => written.test(link) || link.includes("c2["))).toEqual([]);
  });

  it("the share image draws the defanged title", async () => {
    const { report } = await readReport();
    const [image] = entryImages({ research: [report] });
    expect(image?.title).toBe(report.title);
    expect(textOf(image)).not.toMatch(written);
  });

  it("the RSS, Atom and JSON feeds", async () => {
    const { report } = await readReport();
    for (const [name, , , write] of feedFormats) {
      const feed = write(...feedOf("research", [report]));
      expect(feed, name).toContain("c2[.]example");
      expect(feed, name).not.toMatch(written);
    }
  });

  // For people pasting into tickets and chats, which make links of addresses: the CSV and the STIX
  // bundle beside the table hold the values as they are (copy-indicators.ts).
  it("the copy button copies the indicators defanged, one a line", async () => {
    const { report } = await readReport();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<ResearchPage report={report} trail={(await researchData(report)).trail} />);
    wireIndicatorCopy();
    fireEvent.click(screen.getByRole("button", { name: /Copy all 5 indicators/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledOnce());
    expect(writeText).toHaveBeenCalledWith(
      [
        "c2[.]example",
        "hxxps[://]c2[.]example/a[.]ps1",
        "198[.]51[.]100[.]7",
        "2001[:]db8[:][:]7",
        "billing[@]mail[.]example",
        "",
      ].join("\n"),
    );
  });
});
