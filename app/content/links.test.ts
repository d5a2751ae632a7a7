// @vitest-environment node
/**
 * The one rule for links and pictures in content: what a visitor's browser may be sent to, and
 * what it may load. The YAML link fields are narrower (a page of ours; a social profile's web
 * address), and never accept what the rule refuses.
 */
import { describe, expect, it } from "vitest";
import { imageProblem, linkProblem } from "./links";
import { imagePath, internalHref, webAddress } from "./schema/fields";

const allowed = [
  "/",
  "/services/red-team",
  "/services/red-team#methodology",
  "#methodology",
  "https://www.cisa.gov/known-exploited-vulnerabilities",
  "http://example.com",
  "HTTPS://www.cisa.gov/",
  "Mailto:security@example.com",
  "TEL:+15551234567",
  "https://www.example.com/a@b",
  "mailto:security@example.com",
  "mailto:sales@example.com?subject=Hello%20there",
  "tel:+15551234567",
  "tel:+1%20555%20123%204567",
];

const refused: Array<[string, RegExp]> = [
  [
    "javascript:alert(document.cookie)",
    /"javascript:" links are not allowed .*: a link is a page of the site/,
  ],
  ["JavaScript:alert(1)", /"javascript:" links are not allowed/],
  ["data:text/html;base64,PHNjcmlwdD4=", /"data:" links are not allowed/],
  ["vbscript:msgbox(1)", /"vbscript:" links are not allowed/],
  ["file:///etc/passwd", /"file:" links are not allowed/],
  ["ftp://example.com/x", /"ftp:" links are not allowed/],
  [
    "//evil.example/login",
    /leads to another site without saying how: write https:\/\/evil\.example\/login/,
  ],
  ["/\\evil.example", /backslash/],
  ["java\tscript:alert(1)", /invisible character/],
  ["https://", /not a complete web address/],
  [
    "https://www.halcyrion.example@evil.example/",
    /user name or password before an @, so it leads to evil\.example/,
  ],
  ["https://user:pass@host.example/", /user name or password .* leads to host\.example/],
  ["HTTPS://user@evil.example/", /user name or password .* leads to evil\.example/],
  ["mailto:nobody", /not an email link/],
  ["tel:call-me", /not a phone link/],
  ["services/red-team", /not a full path: .*starting with \//],
];

describe("links in content", () => {
  it.each(allowed)("allows %s", (href) => {
    expect(linkProblem(href)).toBeUndefined();
  });

  it.each(refused)("refuses %s, saying what a link may be", (href, message) => {
    expect(linkProblem(href)).toMatch(message);
  });

  it("quotes a long address cut short, and shows invisible characters", () => {
    expect(linkProblem(`data:image/png;base64,${"A".repeat(5000)}`)).not.toContain("A".repeat(100));
    expect(linkProblem("java\u200bscript:alert(1)")).toContain("java\\u200bscript");
  });
});

describe("pictures in content", () => {
  it("allows our own files only", () => {
    expect(imageProblem("/media/soc-team.png")).toBeUndefined();
    expect(imageProblem("/blog/zero-trust.svg")).toBeUndefined();
    for (const src of [
      "https://tracker.example/pixel.gif",
      "http://example.com/a.png",
      "//cdn.example/a.png",
      "data:image/png;base64,iVBORw0KGgo=",
      "/\\cdn.example/a.png",
    ]) {
      expect(imageProblem(src), src).toMatch(
        /is not a picture of this site: .*upload it to the media library/,
      );
    }
  });
});

describe("the YAML link fields are narrower than the rule", () => {
  const samples = [
    ...allowed,
    ...refused.map(([href]) => href),
    "//localhost",
    "//2130706433",
    "/a//b",
    "https://evil.example\\@x",
  ];

  it("a page link field takes only paths of this site, never //host", () => {
    for (const href of samples) {
      if (internalHref.safeParse(href).success) expect(linkProblem(href), href).toBeUndefined();
    }
    expect(internalHref.safeParse("//localhost").success).toBe(false);
    expect(internalHref.safeParse("/services/red-team#methodology").success).toBe(true);
  });

  it("a web address field (social profiles) takes only complete http(s) addresses", () => {
    for (const href of samples) {
      if (webAddress.safeParse(href).success) expect(linkProblem(href), href).toBeUndefined();
    }
    expect(webAddress.safeParse("javascript:alert(1)").success).toBe(false);
    expect(webAddress.safeParse("https://www.linkedin.com@evil.example/").success).toBe(false);
    expect(webAddress.safeParse("https://www.linkedin.com/company/example").success).toBe(true);
  });

  it("a picture field takes only our own files", () => {
    for (const src of [
      "/media/a.png",
      "/blog/b.svg",
      "https://cdn.example/a.png",
      "//cdn.example/a.png",
      "data:image/png;base64,AAAA",
    ]) {
      if (imagePath.safeParse(src).success) expect(imageProblem(src), src).toBeUndefined();
    }
    expect(imagePath.safeParse("//cdn.example/a.png").success).toBe(false);
  });
});
