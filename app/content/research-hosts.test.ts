import { describe, expect, it } from "vitest";
import { indicatorHost, indicatorLinkProblem, urlHosts } from "./research-hosts";

const indicators = [
  { type: "domain", value: "c2.example" },
  { type: "url", value: "https://cdn.lure.example/a.ps1" },
  { type: "ipv4", value: "192.0.2.4" },
  { type: "ipv6", value: "2001:db8::1" },
  { type: "email", value: "ops@mail.billing.example" },
  { type: "sha256", value: "2".repeat(64) },
];
const refused = (href: string) => indicatorLinkProblem(href, indicators);

describe("the host an indicator names", () => {
  it("is the URL parser's, whatever type the value is filed under", () => {
    expect(indicators.map(({ value }) => indicatorHost(value))).toEqual([
      "c2.example",
      "cdn.lure.example",
      "192.0.2.4",
      "[2001:db8::1]",
      "mail.billing.example",
      undefined,
    ]);
    expect(indicatorHost("C2.Example.")).toBe("c2.example");
  });
});

describe("a link in a report's text", () => {
  it("to an indicator's host is refused however it is spelt", () => {
    for (const href of [
      "https://c2.example/",
      "HTTPS://C2.EXAMPLE/x",
      "https://c2.example./x",
      "https://c2.example:8443/x",
      "https://c2%2Eexample/",
      "https://%63%32.example/",
      "https://user@c2.example/",
      "https://deep.sub.c2.example/",
      "http://www.c2.example",
      "https://cdn.lure.example/other",
      "http://192.0.2.4/",
      "http://3221225988/",
      "http://0xc0.0.2.4/",
      "http://192.0.2.4./",
      "http://[::ffff:192.0.2.4]/",
      "http://[::ffff:c000:204]:8080/",
      "https://c2。example/",
      "http://[2001:DB8:0:0::1]:80/",
      "mailto:ops@mail.billing.example",
      "mailto:OPS@MAIL.BILLING.EXAMPLE?subject=x",
      "mailto:a@b.example,ops%40mail%2ebilling.example",
      "https://redirect.example/?u=https://c2.example/x",
      "https://redirect.example/?u=https%3A%2F%2Fc2.example%2Fx",
      "https://redirect.example/?u=https%253A%252F%252Fc2.example",
      "ftp://c2.example/",
    ])
      expect(refused(href), href).toMatch(/indicator \d/);
  });

  it("elsewhere is left alone: other hosts, our own pages, look-alikes that are not subdomains", () => {
    for (const href of [
      "https://example.com/",
      "https://notc2.example/",
      "https://c2.example.com/",
      "https://192.0.2.40/",
      "http://[2001:db8::2]/",
      "mailto:someone@billing.example",
      `https://www.virustotal.com/gui/file/${"2".repeat(64)}`,
      "/research/some-report",
      "#indicators",
    ])
      expect(refused(href), href).toBeUndefined();
  });

  it("says which indicator, quoting every address defanged", () => {
    expect(refused("https://Deep.C2.example./x")).toBe(
      "a link to hxxps[://]Deep[.]C2[.]example[.]/x leads to deep[.]c2[.]example, under the host of indicator 0 (c2[.]example): an indicator is never a link; write it defanged (hxxps[://], [.], [@]) or as `code`",
    );
    expect(refused("http://[2001:db8::1]/")).toMatch(/the host of indicator 3 \(2001\[:\]db8/);
  });

  it("an inner URL's host counts as the link's", () => {
    expect(urlHosts("https://r.example/?to=//c2.example/")).toEqual(["r.example", "c2.example"]);
    expect(urlHosts("javascript:alert(1)")).toEqual([]);
  });
});
