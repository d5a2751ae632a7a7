import { describe, expect, it } from "vitest";
import { failureMessage, spamMessage } from "./outcome-messages";

describe("what a visitor is told when the form service did not answer", () => {
  it("no answer in time, or a broken connection: it may have arrived (never 'not sent'), Retry and the mail offered", () => {
    for (const failure of [{ kind: "timeout" }, { kind: "network" }] as const) {
      const { delivery, message, retry } = failureMessage(failure, 15_000);
      expect(delivery).toBe("uncertain");
      expect(message).not.toMatch(/not (been )?sent|could not be sent/i);
      expect(message).toContain("by email");
      expect(retry).toBe(true);
    }
  });

  it("an answer that refuses it: not sent", () => {
    expect(failureMessage({ kind: "unavailable", status: 503 }).delivery).toBe("not-sent");
    expect(failureMessage({ kind: "rejected", status: 404 }).delivery).toBe("not-sent");
  });
});

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
