/**
 * Sends a described request and classifies the answer. "rejected" (other 4xx, an unfollowed 3xx)
 * means sending the same again will not help; 408 and 429 ask to try again, so they are "unavailable". */
import type { HttpRequest } from "./adapters/types";
import { SUBMIT_TIMEOUT_MS } from "./build-settings";
import type { FieldErrors } from "./validate";

export type Outcome =
  | { kind: "sent"; status: number }
  | { kind: "invalid"; status: number; fieldErrors: FieldErrors }
  | { kind: "rejected"; status: number }
  | { kind: "unavailable"; status: number }
  | { kind: "network" }
  | { kind: "timeout" };

export type Failure = Exclude<Outcome, { kind: "sent" }>;

export interface SubmitOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function classify(
  response: Response,
  fieldErrors: (body: unknown) => FieldErrors,
): Promise<Outcome> {
  const { status } = response;
  if (response.ok) return { kind: "sent", status };
  if (status >= 500 || status === 408 || status === 429) return { kind: "unavailable", status };
  if (status < 400) return { kind: "rejected", status };
  let errors: FieldErrors = {};
  try {
    errors = fieldErrors(await readBody(response));
  } catch {
    // an unreadable body: no field errors to show
  }
  return Object.keys(errors).length
    ? { kind: "invalid", status, fieldErrors: errors }
    : { kind: "rejected", status };
}

export async function submitRequest(
  request: HttpRequest,
  fieldErrors: (body: unknown) => FieldErrors,
  {
    timeoutMs = SUBMIT_TIMEOUT_MS,
    fetch: doFetch = (input, init) => globalThis.fetch(input, init),
  }: SubmitOptions = {},
): Promise<Outcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await doFetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
      credentials: "omit",
      cache: "no-store",
    });
    // classify catches its own failures: what lands below is the request's.
    return await classify(response, fieldErrors);
  } catch {
    return controller.signal.aborted ? { kind: "timeout" } : { kind: "network" };
  } finally {
    clearTimeout(timer);
  }
}
