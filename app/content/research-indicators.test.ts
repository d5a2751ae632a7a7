import { describe, expect, it } from "vitest";
import {
  type IndicatorType,
  checkIndicator,
  defang,
  normaliseIndicator,
  refang,
} from "./research-indicators";

const valid = (type: IndicatorType, value: string) =>
  checkIndicator(type, normaliseIndicator(type, value));

describe("indicator values", () => {
  it("accept each type in its own form", () => {
    const good: [IndicatorType, string][] = [
      ["ipv4", "192.0.2.44"],
      ["ipv4", "8.8.8.8"],
      ["ipv6", "2001:db8::7"],
      ["ipv6", "2606:4700::1111"],
      ["domain", "update.halcyrion-demo.example"],
      ["url", "https://cdn.fictional.example/a.js?x='1'"],
      ["url", "http://198.51.100.3:8080/p"],
      ["url", "https://[2001:db8::1]/x"],
      ["email", "billing.notice@mail.fictional.example"],
      ["md5", "D41D8CD98F00B204E9800998ECF8427E"],
      ["sha1", "a".repeat(40)],
      ["sha256", "0".repeat(64)],
    ];
    for (const [type, value] of good)
      expect([type, value, valid(type, value)]).toEqual([type, value, {}]);
  });

  it("refuse a value of the wrong form, saying what the form is", () => {
    expect(valid("sha256", "abc").problem).toMatch(
      /SHA-256 hash is 64 hexadecimal digits; this is 3 characters/,
    );
    expect(valid("md5", "z".repeat(32)).problem).toMatch(/not only 0-9, a-f/);
    expect(valid("sha1", "a".repeat(64)).problem).toMatch(/40 hexadecimal/);
    expect(valid("ipv4", "192.0.2.256").problem).toMatch(/0-255/);
    expect(valid("ipv4", "192.0.2").problem).toMatch(/four numbers/);
    expect(valid("ipv4", "192.0.2.010").problem).toBeDefined();
    expect(valid("ipv6", "2001:db8::1::2").problem).toMatch(/IPv6/);
    expect(valid("ipv6", "fe80::1%eth0").problem).toMatch(/IPv6/);
    expect(valid("domain", "-bad.example").problem).toMatch(/label/);
    expect(valid("domain", "localhostname").problem).toMatch(/top-level/);
    expect(valid("domain", "host.123").problem).toMatch(/letters only/);
    expect(valid("domain", `${"a".repeat(64)}.example`).problem).toMatch(/label/);
    expect(valid("domain", `${"abcdefghi.".repeat(25)}example`).problem).toMatch(/at most 253/);
    expect(valid("url", "ftp://files.example/x").problem).toMatch(/http/);
    expect(valid("url", "https://bad_host.example/").problem).toBeDefined();
    expect(valid("email", "no-at-sign.example").problem).toMatch(/email/);
    expect(valid("email", "a..b@mail.example").problem).toMatch(/email/);
  });

  it("refuse a defanged or spaced value: the site defangs, the file holds the value", () => {
    expect(valid("domain", "evil[.]example").problem).toMatch(/not defanged/);
    expect(valid("url", "hxxps://evil.example/").problem).toMatch(/not defanged/);
    expect(valid("url", "https://a.example/?u=hxxps://evil.example/").problem).toMatch(
      /not defanged/,
    );
    expect(valid("url", "https://a.example/?u=fxp://evil.example/").problem).toMatch(
      /not defanged/,
    );
    expect(valid("ipv6", "2001[:]db8[:][:]1").problem).toMatch(/not defanged/);
    expect(valid("url", "hxxps[://]evil[.]example/").problem).toMatch(/not defanged/);
    expect(valid("domain", "a .example").problem).toMatch(/without spaces/);
  });

  it("refuse any value a spreadsheet would open as a formula, since the CSV keeps values exact", () => {
    for (const value of [
      "=1@mail.example",
      "+x@mail.example",
      "-x@mail.example",
      "@x@mail.example",
    ])
      expect(valid("email", value).problem).toMatch(
        /starts with "[=+@-]": a spreadsheet .* formula/,
      );
    expect(valid("email", "a=b+c-d@mail.example")).toEqual({});
    // No other type's form lets a value start so, whatever follows.
    const samples: Record<IndicatorType, string> = {
      ipv4: "192.0.2.1",
      ipv6: "::1",
      domain: "x.example",
      url: "https://x.example/",
      email: "x@mail.example",
      md5: "0".repeat(32),
      sha1: "0".repeat(40),
      sha256: "0".repeat(64),
    };
    for (const [type, sample] of Object.entries(samples) as [IndicatorType, string][])
      for (const lead of ["=", "+", "-", "@", "=HYPERLINK("])
        expect([type, lead, valid(type, lead + sample).problem]).toEqual([
          type,
          lead,
          expect.any(String),
        ]);
  });

  it("mark private and reserved addresses and names, but not the documentation ranges", () => {
    for (const value of [
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "127.0.0.1",
      "169.254.1.1",
      "100.64.0.1",
      "0.1.2.3",
      "224.0.0.1",
      "255.255.255.255",
    ])
      expect([value, valid("ipv4", value).reserved]).toEqual([value, expect.any(String)]);
    for (const value of ["::1", "::", "fd00::1", "fe80::1", "ff02::1", "::ffff:10.0.0.1"])
      expect([value, valid("ipv6", value).reserved]).toEqual([value, expect.any(String)]);
    for (const value of ["printer.local", "x.test", "intranet.internal"])
      expect(valid("domain", value).reserved).toBeDefined();
    expect(valid("url", "http://10.0.0.5/admin").reserved).toMatch(/RFC 1918/);
    expect(valid("email", "it@corp.internal").reserved).toBeDefined();
    for (const value of ["192.0.2.1", "198.51.100.200", "203.0.113.9"])
      expect(valid("ipv4", value)).toEqual({});
    expect(valid("ipv6", "2001:db8:ffff::1")).toEqual({});
    expect(valid("ipv6", "2001:db9::1")).toEqual({});
  });

  it("normalise an IPv6 address to RFC 5952's form: lower case, no leading zeros, :: for the longest zero run", () => {
    const same = [
      "2001:DB8::1",
      "2001:0db8:0000:0000:0000:0000:0000:0001",
      "2001:db8:0:0:0::1",
      " 2001:db8::0:1 ",
    ];
    for (const value of same) expect(normaliseIndicator("ipv6", value), value).toBe("2001:db8::1");
    expect(normaliseIndicator("ipv6", "2001:db8:0:0:1:0:0:0")).toBe("2001:db8:0:0:1::");
    expect(normaliseIndicator("ipv6", "2001:db8:0:1:0:0:0:1")).toBe("2001:db8:0:1::1");
    expect(normaliseIndicator("ipv6", "2001:db8:0:0:1:0:0:1")).toBe("2001:db8::1:0:0:1");
    expect(normaliseIndicator("ipv6", "2001:db8:1:1:1:1:0:1")).toBe("2001:db8:1:1:1:1:0:1");
    expect(normaliseIndicator("ipv6", "::")).toBe("::");
    expect(normaliseIndicator("ipv6", "::FFFF:192.0.2.1")).toBe("::ffff:c000:201");
    // Not an address: left for the check to refuse, as written.
    expect(normaliseIndicator("ipv6", "fe80::1%eth0")).toBe("fe80::1%eth0");
  });

  it("normalise hashes and domains to lower case, and keep a URL's path as written", () => {
    expect(normaliseIndicator("sha1", " ABCDEF ")).toBe("abcdef");
    expect(normaliseIndicator("domain", "Evil.Example")).toBe("evil.example");
    expect(normaliseIndicator("email", "Bob.Smith@Mail.Example")).toBe("Bob.Smith@mail.example");
    expect(normaliseIndicator("url", "https://cdn.example/CaseSensitive")).toBe(
      "https://cdn.example/CaseSensitive",
    );
  });
});

describe("defang and refang", () => {
  const cases: [IndicatorType, string, string][] = [
    ["ipv4", "192.0.2.1", "192[.]0[.]2[.]1"],
    ["domain", "c2.fictional.example", "c2[.]fictional[.]example"],
    [
      "url",
      "https://c2.fictional.example/gate.php?id=1.2",
      "hxxps[://]c2[.]fictional[.]example/gate[.]php?id=1[.]2",
    ],
    ["url", "http://[2001:db8::1]:8080/x", "hxxp[://][2001[:]db8[:][:]1][:]8080/x"],
    [
      "url",
      "https://a.example/?u=https://b.example/x&f=ftp://c.example",
      "hxxps[://]a[.]example/?u=hxxps[://]b[.]example/x&f=fxp[://]c[.]example",
    ],
    ["url", "HTTPS://user:pw@b.example/", "HXXPS[://]user[:]pw[@]b[.]example/"],
    ["url", "https://cdn.example/update.zip", "hxxps[://]cdn[.]example/update[.]zip"],
    ["email", "ops@mail.fictional.example", "ops[@]mail[.]fictional[.]example"],
    ["email", "first.last@mail.example", "first[.]last[@]mail[.]example"],
    ["ipv6", "2001:db8::1", "2001[:]db8[:][:]1"],
    ["ipv6", "::ffff:192.0.2.1", "[:][:]ffff[:]192[.]0[.]2[.]1"],
    ["sha256", "a".repeat(64), "a".repeat(64)],
  ];
  it("make the whole value unclickable, every scheme, host, @ and colon, and refang restores it", () => {
    for (const [type, value, shown] of cases) {
      expect(defang(type, value)).toBe(shown);
      expect(refang(shown)).toBe(value);
    }
  });

  it("a value filed under the wrong type is defanged all the same", () => {
    expect(defang("domain", "https://c2.example/a")).toBe("hxxps[://]c2[.]example/a");
    expect(defang("sha256", "2001:db8::1")).toBe("2001[:]db8[:][:]1");
  });

  // Values drawn from the characters defanging touches, and URLs built of them: any value the check
  // accepts as not defanged comes back exactly, and what people see holds no dot, @ or colon of its own.
  // mulberry32, seeded: the same values on every run.
  const random = (() => {
    let seed = 47;
    return (below: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) % below;
    };
  })();
  const alphabet = [
    ..."ahtpsfxHTXP.@:/[]%2e-?=&",
    "http",
    "://",
    "hxxp",
    "ftp",
    "fxp",
    "sftp",
    "[.]",
    "::",
  ];
  const draw = (length: number) =>
    Array.from({ length }, () => alphabet[random(alphabet.length)]).join("");
  const values = Array.from({ length: 5000 }, (_, index) =>
    index % 2
      ? draw(random(24))
      : `${["http", "https", "ftp", "HTTP", "xyz"][random(5)]}://${draw(random(10))}.example:${random(9999)}/${draw(random(12))}`,
  ).filter((value) => !/not defanged/.test(checkIndicator("url", value).problem ?? ""));

  it("refang inverts defang exactly, over many values", () => {
    expect(values.length).toBeGreaterThan(2000);
    for (const value of values) {
      const shown = defang("url", value);
      expect(refang(shown), JSON.stringify(value)).toBe(value);
      expect(shown.replace(/\[(?:[.@:]|:\/\/)\]/g, ""), JSON.stringify(value)).not.toMatch(/[.@:]/);
    }
  });
});
