import { describe, expect, it } from "vitest";
import { type ContactValues, contactMailto, validateContact } from "./contact-form";

const valid: ContactValues = {
  name: "Ada Example",
  company: "Example Corp",
  email: "ada@example.com",
  topic: "Incident response",
  message: "We would like to discuss a retainer.",
};

describe("contact form rules", () => {
  it("accepts a complete message, with or without a company", () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, company: "" })).toEqual({});
  });

  it("names every missing required field", () => {
    expect(Object.keys(validateContact({ name: " ", company: "", email: "", topic: "", message: "" }))).toEqual([
      "name", "email", "topic", "message",
    ]);
  });

  it.each(["ada", "ada@", "ada@example", "ada example@example.com", "@example.com", "ada@example."])(
    "rejects the address %j with a clear message",
    (email) => {
      expect(validateContact({ ...valid, email }).email).toBe("Enter an email address like name@company.com.");
    },
  );

  it("asks for more than a few characters of message", () => {
    expect(validateContact({ ...valid, message: "Hi" }).message).toMatch(/at least 10 characters/);
  });

  it("composes a mail with the preset subject plus topic and every field in the body", () => {
    const url = new URL(contactMailto("contact@halcyrion.example", "Inquiry about services", valid));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("contact@halcyrion.example");
    expect(url.searchParams.get("subject")).toBe("Inquiry about services: Incident response");
    expect(url.searchParams.get("body")).toBe(
      "Name: Ada Example\r\nCompany: Example Corp\r\nEmail: ada@example.com\r\nTopic: Incident response\r\n\r\nWe would like to discuss a retainer.",
    );
  });
});
