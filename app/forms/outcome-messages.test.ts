import { describe, expect, it } from "vitest";
import { spamMessage } from "./outcome-messages";

describe("what a visitor is told when the spam checks hold a send back", () => {
  it("a filled honeypot: not sent, the likely reason a person would recognise, and the mail instead; no Retry", () => {
    const { message, retry } = spamMessage("honeypot", "Send message");
    expect(message).toMatch(/autofill|password manager/);
    expect(message).toContain("by email");
    expect(message).not.toMatch(/\bsent\b|check your details/i);
    expect(retry).toBe(false);
  });

  it("too soon: why, and that pressing the form's own button again or email will do", () => {
    const { message, retry } = spamMessage("too-fast", "Request a demo");
    expect(message).toContain("\u201cRequest a demo\u201d again");
    expect(message).toContain("by email");
    expect(message).not.toMatch(/check your details/i);
    expect(retry).toBe(false);
  });
});
