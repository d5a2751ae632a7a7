import { describe, expect, it } from "vitest";
import { uuidv5 } from "./report";

describe("uuidv5", () => {
  it("gives RFC 4122's name-based ids (the DNS namespace's known value)", () => {
    expect(uuidv5("www.example.com", "6ba7b810-9dad-11d1-80b4-00c04fd430c8")).toBe(
      "2ed6657d-e927-568b-95e1-2665a8aea6a2",
    );
  });

  it("gives the same id for the same name, another for another name, with version 5 and the RFC variant", () => {
    expect(uuidv5("report:a")).toBe(uuidv5("report:a"));
    expect(uuidv5("report:a")).not.toBe(uuidv5("report:b"));
    expect(uuidv5("report:a")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
