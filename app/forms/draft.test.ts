import { loadForm } from "./test-forms";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearDraft, draftKey, loadDraft, saveDraft } from "./draft";

const applyForm = loadForm("apply");
const contactForm = loadForm("contact");

afterEach(() => sessionStorage.clear());

describe("drafts", () => {
  const key = draftKey("contact");

  it("keeps what was typed across a reload, until cleared on success", () => {
    saveDraft(contactForm, key, {
      values: { name: "Ada", message: "Line one\nline two" },
      startedAt: 42,
    });
    expect(loadDraft(contactForm, key)).toEqual({
      values: { name: "Ada", message: "Line one\nline two" },
      startedAt: 42,
    });
    expect(sessionStorage.getItem(key)).not.toBeNull();
    clearDraft(key);
    expect(loadDraft(contactForm, key)).toBeUndefined();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it("keeps the idempotency key with the draft, and ignores one it did not make", () => {
    const idempotencyKey = "3f1c2a9e-8b4d-4c1e-9a7f-0d2e5b6c7a81";
    saveDraft(contactForm, key, { values: { name: "Ada" }, startedAt: 42, idempotencyKey });
    expect(loadDraft(contactForm, key)?.idempotencyKey).toBe(idempotencyKey);
    sessionStorage.setItem(
      key,
      JSON.stringify({ values: { name: "Ada" }, startedAt: 42, idempotencyKey: "<script>" }),
    );
    expect(loadDraft(contactForm, key)?.idempotencyKey).toBeUndefined();
  });

  it("says when every field is emptied: the draft, and its key, are gone", () => {
    expect(
      saveDraft(contactForm, key, {
        values: { name: "Ada" },
        startedAt: 1,
        idempotencyKey: "3f1c2a9e-8b4d-4c1e-9a7f-0d2e5b6c7a81",
      }),
    ).toBe(true);
    expect(
      saveDraft(contactForm, key, {
        values: { name: "" },
        startedAt: 1,
        idempotencyKey: "3f1c2a9e-8b4d-4c1e-9a7f-0d2e5b6c7a81",
      }),
    ).toBe(false);
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it("keys drafts per form and per job, so applications do not mix", () => {
    expect(draftKey("apply", "soc-analyst")).not.toBe(draftKey("apply", "red-team-lead"));
    saveDraft(applyForm, draftKey("apply", "soc-analyst"), {
      values: { name: "Ada" },
      startedAt: 1,
    });
    expect(loadDraft(applyForm, draftKey("apply", "red-team-lead"))).toBeUndefined();
  });

  it("stores no files, no honeypot, nothing the form does not have, and no empty draft", () => {
    saveDraft(applyForm, key, {
      values: { name: "Ada", cv: "C:\\fakepath\\cv.pdf", _gotcha: "spam", other: "x" },
      startedAt: 1,
    });
    expect(JSON.parse(sessionStorage.getItem(key) ?? "{}")).toEqual({
      values: { name: "Ada" },
      startedAt: 1,
    });
    saveDraft(applyForm, key, { values: { name: "  " }, startedAt: 1 });
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it("ignores a corrupt or foreign draft", () => {
    for (const stored of ["{not json", "[]", '{"values": 3}', '"text"']) {
      sessionStorage.setItem(key, stored);
      expect(loadDraft(contactForm, key)).toBeUndefined();
    }
    sessionStorage.setItem(key, JSON.stringify({ values: { name: 5, email: "a@b.co" } }));
    expect(loadDraft(contactForm, key)?.values).toEqual({ email: "a@b.co" });
  });

  it("keeps working when storage is full or forbidden", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() =>
      saveDraft(contactForm, key, { values: { name: "Ada" }, startedAt: 1 }),
    ).not.toThrow();
    const forbidden = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      removeItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    expect(loadDraft(contactForm, key, forbidden)).toBeUndefined();
    expect(() =>
      saveDraft(contactForm, key, { values: { name: "Ada" }, startedAt: 1 }, forbidden),
    ).not.toThrow();
    expect(() => clearDraft(key, forbidden)).not.toThrow();
  });
});
