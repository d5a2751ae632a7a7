import { describe, expect, it } from "vitest";
import { defangMentions, defangReportText } from "./research-mentions";

const indicators = [
  { type: "domain", value: "c2.example" },
  { type: "url", value: "https://c2.example/a.ps1" },
  { type: "ipv4", value: "192.0.2.4" },
  { type: "ipv6", value: "2001:db8::1" },
  { type: "email", value: "billing@mail.example" },
  { type: "sha256", value: "2".repeat(64) },
] as const;

describe("indicator values in a report's prose", () => {
  it("are defanged whole, a URL or address rather than the domain inside it", () => {
    expect(
      defangMentions(
        "Fetched https://c2.example/a.ps1 from c2.example (192.0.2.4, 2001:db8::1), mailed from billing@mail.example.",
        indicators,
      ),
    ).toBe(
      "Fetched hxxps[://]c2[.]example/a[.]ps1 from c2[.]example (192[.]0[.]2[.]4, 2001[:]db8[:][:]1), mailed from billing[@]mail[.]example.",
    );
  });

  it("whatever the spelling: case, a trailing dot, a port, percent-encoded letters, a subdomain, another IPv6 form", () => {
    const cases: [string, string][] = [
      ["C2.EXAMPLE is up", "C2[.]EXAMPLE is up"],
      ["It resolves c2.example. daily", "It resolves c2[.]example. daily"],
      ["Seen at c2.example:8443.", "Seen at c2[.]example[:]8443."],
      ["Seen at c2%2Eexample", "Seen at c2[.]example"],
      ["HTTPS://C2.example./other", "HXXPS[://]C2[.]example[.]/other"],
      ["cdn.c2.example and www.c2.example", "cdn[.]c2[.]example and www[.]c2[.]example"],
      [
        "Address 2001:DB8:0:0::1 and 2001:db8::",
        "Address 2001[:]DB8[:]0[:]0[:][:]1 and 2001:db8::",
      ],
      ["ops@C2.example wrote", "ops[@]C2[.]example wrote"],
      [
        "via https://r.example/?u=https://c2.example",
        "via hxxps[://]r[.]example/?u=hxxps[://]c2[.]example",
      ],
      ["(192.0.2.4)", "(192[.]0[.]2[.]4)"],
      ["[c2.example]", "[c2[.]example]"],
      ["http://[2001:db8::1]/x", "hxxp[://][2001[:]db8[:][:]1]/x"],
    ];
    for (const [text, shown] of cases) expect(defangMentions(text, indicators), text).toBe(shown);
  });

  it("leave other text, look-alikes and values nothing can follow (hashes) as they are, and defang once", () => {
    const text = `No indicator here, nor regex trouble: c2-example notc2.example c2.example.com 192.0.2.40 (.*) T1059.001 ${"2".repeat(64)}`;
    expect(defangMentions(text, indicators)).toBe(text);
    expect(defangMentions("c2.example", [])).toBe("c2.example");
    const once = defangMentions("https://c2.example/a.ps1 and 2001:db8::1", indicators);
    expect(defangMentions(once, indicators)).toBe(once);
  });
});

describe("a report's prose as people read it", () => {
  it("title, summary and descriptions defanged; indicator values kept for the files", () => {
    const written = {
      title: "A loader at c2.example",
      summary: "It mails from billing@mail.example.",
      indicators: [
        { type: "domain", value: "c2.example", description: "Serves c2.example/a.ps1" },
        { type: "email", value: "billing@mail.example" },
      ],
      actors: [{ name: "Set", description: "Runs c2.example" }],
      malware: [{ name: "Loader" }],
    };
    const report = defangReportText(written);
    expect(report).toEqual({
      title: "A loader at c2[.]example",
      summary: "It mails from billing[@]mail[.]example.",
      indicators: [
        { type: "domain", value: "c2.example", description: "Serves c2[.]example/a[.]ps1" },
        { type: "email", value: "billing@mail.example" },
      ],
      actors: [{ name: "Set", description: "Runs c2[.]example" }],
      malware: [{ name: "Loader" }],
    });
  });
});
