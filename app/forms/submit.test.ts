import { afterEach, describe, expect, it, vi } from "vitest";
import type { HttpRequest } from "./adapters/types";
import type { FieldErrors } from "./validate";
import { failureMessage } from "./outcome-messages";
import { submitRequest } from "./submit";
import { SUBMIT_TIMEOUT_MS } from "./build-settings";

const request: HttpRequest = {
  url: "https://forms.halcyrion.example/in",
  method: "POST",
  headers: { Accept: "application/json" },
  body: "a=1",
};
const noFieldErrors = () => ({});
const answer = (status: number, body = "") =>
  vi.fn<typeof fetch>(async () => new Response(status === 204 ? null : body, { status }));

afterEach(() => vi.useRealTimers());

describe("submitRequest", () => {
  it("sends the described request without cookies, and reports a 2xx as sent", async () => {
    const fetch = answer(200, '{"ok":true}');
    expect(await submitRequest(request, noFieldErrors, { fetch })).toEqual({
      kind: "sent",
      status: 200,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(request.url);
    expect(init).toMatchObject({
      method: "POST",
      headers: request.headers,
      body: "a=1",
      credentials: "omit",
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("reads field errors from a 4xx body, and calls a 4xx without them rejected", async () => {
    const fieldErrors = (body: unknown): FieldErrors =>
      body && typeof body === "object" && "errors" in body
        ? { email: "Enter an email address like name@company.com." }
        : {};
    expect(
      await submitRequest(request, fieldErrors, { fetch: answer(422, '{"errors":[]}') }),
    ).toEqual({
      kind: "invalid",
      status: 422,
      fieldErrors: { email: "Enter an email address like name@company.com." },
    });
    expect(await submitRequest(request, fieldErrors, { fetch: answer(404, "Not found") })).toEqual({
      kind: "rejected",
      status: 404,
    });
    const throwing = () => {
      throw new Error("adapter bug");
    };
    expect(await submitRequest(request, throwing, { fetch: answer(400, "{}") })).toEqual({
      kind: "rejected",
      status: 400,
    });
  });

  it.each([500, 502, 503, 408, 429])("calls %i unavailable: try again later", async (status) => {
    expect(await submitRequest(request, noFieldErrors, { fetch: answer(status) })).toEqual({
      kind: "unavailable",
      status,
    });
  });

  it("calls a failed fetch a network error", async () => {
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await submitRequest(request, noFieldErrors, { fetch: failing })).toEqual({
      kind: "network",
    });
  });

  it("gives up after 15 seconds, aborting the request", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          );
        }),
    );
    const pending = submitRequest(request, noFieldErrors, { fetch: hanging });
    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ kind: "timeout" });
    expect(signal?.aborted).toBe(true);
  });

  it("leaves no timer behind once answered", async () => {
    vi.useFakeTimers();
    await submitRequest(request, noFieldErrors, { fetch: answer(200) });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("what the visitor is told", () => {
  it("says what happened, keeps the text, and offers Retry only where it can help", () => {
    expect(failureMessage({ kind: "timeout" })).toMatchObject({
      delivery: "uncertain",
      retry: true,
    });
    expect(failureMessage({ kind: "timeout" }).message).toContain("within 15 seconds");
    expect(failureMessage({ kind: "network" }).retry).toBe(true);
    expect(failureMessage({ kind: "unavailable", status: 503 }).message).toContain("(error 503)");
    expect(failureMessage({ kind: "rejected", status: 403 })).toMatchObject({ retry: false });
    expect(failureMessage({ kind: "rejected", status: 403 }).message).toContain(
      "send it by email instead",
    );
    expect(
      failureMessage({ kind: "invalid", status: 422, fieldErrors: { a: "x", b: "y" } }),
    ).toEqual({
      delivery: "not-sent",
      message: "The form service found problems with 2 fields. Correct them and send again.",
      retry: false,
    });
  });
});
