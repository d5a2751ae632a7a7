import { describe, expect, it } from "vitest";
import { mailto } from "./mailto";

describe("mailto", () => {
  it("builds a bare address", () => {
    expect(mailto("contact@halcyrion.example")).toBe("mailto:contact@halcyrion.example");
  });

  it("encodes spaces as %20 and reserved characters in the subject", () => {
    expect(mailto("a@b.example", { subject: "Q&A: red team / blue team?" })).toBe(
      "mailto:a@b.example?subject=Q%26A%3A%20red%20team%20%2F%20blue%20team%3F",
    );
  });

  it("turns body line breaks into CRLF and encodes non-ASCII as UTF-8", () => {
    expect(mailto("a@b.example", { subject: "Hi", body: "Name: Zoë\nRole: CISO" })).toBe(
      "mailto:a@b.example?subject=Hi&body=Name%3A%20Zo%C3%AB%0D%0ARole%3A%20CISO",
    );
  });

  it("encodes characters RFC 6068 reserves in addresses and joins several with commas", () => {
    expect(mailto(["odd%name@b.example", "x@b.example"], { cc: ["c@b.example"] })).toBe(
      "mailto:odd%25name@b.example,x@b.example?cc=c@b.example",
    );
  });

  it("round-trips through the URL parser", () => {
    const href = mailto("a@b.example", { subject: "Urgent: incident + breach", body: "1\n2" });
    const url = new URL(href);
    expect(url.searchParams.get("subject")).toBe("Urgent: incident + breach");
    expect(url.searchParams.get("body")).toBe("1\r\n2");
  });
});
