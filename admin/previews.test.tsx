/**
 * The CMS's previews draw the company's own files (content/) as visitors will see them, while the
 * editor types. The launch files' previews are previews.launch.test.tsx.
 */
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { siteEntries } from "~/content-layer/store";
import { techniqueById } from "~/research/attack";
import {
  ArticlePreview,
  FormPreview,
  PagePreview,
  type PreviewProps,
  ResearchPreview,
  simpleEntryPreview,
} from "./previews";
import { site } from "~/content/site";
import { previewCollections } from "./defines";

const allAuthors = await siteEntries("authors");

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

describe("the research preview", () => {
  const indicators = [
    {
      type: "url",
      value: "https://cdn.lure.example/assets/update.ps1",
      description: "Second stage",
    },
    { type: "domain", value: "cdn.lure.example" },
    { type: "ipv4", value: "198.51.100.73" },
    { type: "email", value: "invoices@billing.example" },
    { type: "sha256", value: "9df009c06a9ccd0818cfd7ee2df6409eaa3b788b172e70f45958ac47e8390e33" },
  ];
  const report = {
    title: "A fictional loader",
    summary: "Fictional, for a test.",
    date: "2026-06-16",
    authors: [allAuthors[0]?.slug],
    tlp: "TLP:CLEAR",
    actors: [{ name: "Glass Heron", kind: "intrusion-set" }],
    techniques: ["T1059.001"],
    indicators,
    firstSeen: "2026-04-02",
    lastSeen: "2026-05-28",
    rules: [{ file: "fictional-loader.yar", title: "The loader (YARA)" }],
    body: "## Analysis\n\nText.",
  };

  it("draws the report's page: title, authors, the technique by its ATT&CK name, rules by file and title", async () => {
    render(<ResearchPreview entry={entry(report, "fictional-loader")} />);
    expect(screen.getByRole("heading", { level: 1, name: report.title })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Analysis" })).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(String(allAuthors[0]?.name))).length).toBeGreaterThan(0);
    expect(
      screen.getByRole("link", {
        name: new RegExp(`T1059\\.001 ${String(techniqueById("T1059.001")?.name)}`),
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "The loader (YARA)" })).toBeInTheDocument();
    expect(screen.getByText(/fictional-loader\.yar/)).toBeInTheDocument();
  });

  it("shows every indicator defanged, and none as a link", () => {
    const { container } = render(<ResearchPreview entry={entry(report)} />);
    expect(
      screen.getByText("hxxps[://]cdn[.]lure[.]example/assets/update[.]ps1"),
    ).toBeInTheDocument();
    expect(screen.getByText("invoices[@]billing[.]example")).toBeInTheDocument();
    const text = container.textContent ?? "";
    for (const { type, value } of indicators)
      if (type !== "sha256") expect(text, value).not.toContain(value);
    const links = [...container.querySelectorAll("a")].map(
      (link) => `${link.getAttribute("href") ?? ""} ${link.textContent ?? ""}`,
    );
    const fragments = ["lure", "198.51.100", "198[.]51", "billing", indicators[4]?.value ?? ""];
    expect(links.filter((link) => fragments.some((fragment) => link.includes(fragment)))).toEqual(
      [],
    );
  });

  it("runs the build's checks on the text: a refused link or picture shows the build's message in its place, never the link", async () => {
    const body = [
      "## Analysis",
      "[run me](javascript:alert(1)) and [a page](data:text/html,hi)",
      "![tracking pixel](https://tracker.example/p.png)",
      "<HTTPS://CDN.LURE.EXAMPLE./stage2> and <https://cdn%2Elure.example:8443/x>",
      "Mail from invoices@billing.example, or [write](mailto:Invoices@Billing.Example).",
      "Also www.cdn.lure.example, and [our services](/services).",
    ].join("\n\n");
    const { container } = render(<ResearchPreview entry={entry({ ...report, body })} />);
    expect(await screen.findByRole("heading", { level: 2, name: "Analysis" })).toBeInTheDocument();
    const refusals = [...container.querySelectorAll("[data-refused]")].map(
      (mark) => mark.textContent ?? "",
    );
    expect(refusals).toEqual([
      expect.stringMatching(/^The build refuses this link: "javascript:" links are not allowed/),
      expect.stringMatching(/^The build refuses this link: "data:" links are not allowed/),
      expect.stringMatching(/^The build refuses this image: .* is not a picture of this site/),
      ...Array.from({ length: 5 }, () =>
        expect.stringMatching(
          /^The build refuses this link: a link to .* leads to .*, (the|under the) host of indicator [0-9] \(.*\): an indicator is never a link/,
        ),
      ),
    ]);
    const links = [...container.querySelectorAll(".markdown-body a")].map(
      (link) => link.getAttribute("href") ?? "",
    );
    expect(links.filter((href) => !href.startsWith("#"))).toEqual(["/services"]);
    expect(container.querySelector(".markdown-body img")).toBeNull();
    expect(container.textContent).not.toMatch(/lure\.example|billing\.example/i);
  });

  it("shows a wrongly typed indicator as the build's refusal, quoting it defanged, and the title and summary defanged", () => {
    const { container } = render(
      <ResearchPreview
        entry={entry({
          ...report,
          title: "A loader at cdn.lure.example",
          summary: "It mails from invoices@billing.example and calls 2001:db8::5.",
          indicators: [
            ...indicators,
            { type: "domain", value: "https://stage.lure.example/x" },
            { type: "ipv6", value: "2001:DB8::5" },
          ],
        })}
      />,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "A loader at cdn[.]lure[.]example" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("It mails from invoices[@]billing[.]example and calls 2001[:]db8[:][:]5."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /^The build refuses this indicator: indicator 5 \("hxxps\[:\/\/\]stage\[\.\]lure\[\.\]example\/x"\): /,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("2001[:]db8[:][:]5")).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/lure\.example|billing\.example|2001:db8/i);
  });

  it("an id the build would refuse shows why, in place of its name", () => {
    render(<ResearchPreview entry={entry({ ...report, techniques: ["T9999"] })} />);
    expect(screen.getByRole("link", { name: /T9999 .*not in ATT&CK/ })).toBeInTheDocument();
  });
});

describe("the preview of a collection with no code of its own", () => {
  it("draws the entry's page, placeholders resolved, as the editor types", async () => {
    const listed = previewCollections().find((collection) => collection.listed);
    if (!listed) throw new Error("no collection is listed by an entries section");
    const Preview = simpleEntryPreview(listed);
    render(
      <Preview
        entry={entry({
          title: "{{company}} opens an office",
          description: "Why.",
          date: "2026-11-20",
          body: "## Where\n\nText.",
        })}
      />,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: `${site.name} opens an office` }),
    ).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Where" })).toBeInTheDocument();
  });
});
