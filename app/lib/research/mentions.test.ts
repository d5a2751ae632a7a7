import { describe, expect, it } from "vitest";
import { defangMentions } from "./mentions";

const indicators = [
  { type: "domain", value: "c2.example" },
  { type: "url", value: "https://c2.example/a.ps1" },
  { type: "ipv4", value: "192.0.2.4" },
  { type: "email", value: "billing@c2.example" },
  { type: "sha256", value: "2".repeat(64) },
] as const;

describe("indicator values in a report's prose", () => {
  it("are defanged, a URL or address as a whole rather than the domain inside it", () => {
    expect(
      defangMentions(
        "Fetched https://c2.example/a.ps1 from c2.example (192.0.2.4), mailed from billing@c2.example.",
        indicators,
      ),
    ).toBe(
      "Fetched hxxps://c2[.]example/a.ps1 from c2[.]example (192[.]0[.]2[.]4), mailed from billing[@]c2[.]example.",
    );
  });

  it("leave other text, and values nothing can follow (hashes), as they are", () => {
    const text = `No indicator here, nor regex trouble: c2-example (.*) ${"2".repeat(64)}`;
    expect(defangMentions(text, indicators)).toBe(text);
    expect(defangMentions("c2.example", [])).toBe("c2.example");
  });
});
