/**
 * What a visitor typed survives a reload (session storage) until sent, with its idempotency key so a
 * Retry after a reload is the same message. Files and the honeypot are never stored. */
import { IDEMPOTENCY_KEY } from "./idempotency";
import type { FormDefinition } from "./schema";
import type { FormValues } from "./validate";

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface Draft {
  values: FormValues;
  /** The spam check's clock (spam.ts). */
  startedAt: number;
  idempotencyKey?: string;
}

export function draftKey(formId: string, parameter?: string): string {
  return `halcyrion:form-draft:${formId}${parameter ? `:${parameter}` : ""}`;
}

/** Storage throws where site data is blocked, its quota is full, or a stored draft is corrupt: then `fallback`. */
function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

const sessionStore = (): DraftStorage | undefined =>
  safely(() => (typeof window === "undefined" ? undefined : window.sessionStorage), undefined);

function storable(form: FormDefinition, values: Record<string, unknown>): FormValues {
  const kept: FormValues = {};
  for (const field of form.fields) {
    const value = values[field.name];
    if (field.type !== "file" && typeof value === "string" && value.trim())
      kept[field.name] = value;
  }
  return kept;
}

/** False when there is nothing to keep (every field emptied: the draft is gone). */
export function saveDraft(
  form: FormDefinition,
  key: string,
  draft: Draft,
  store = sessionStore(),
): boolean {
  const values = storable(form, draft.values);
  const kept = Object.keys(values).length > 0;
  safely(() => {
    if (kept) store?.setItem(key, JSON.stringify({ ...draft, values }));
    else store?.removeItem(key);
  }, undefined);
  return kept;
}

export function loadDraft(
  form: FormDefinition,
  key: string,
  store = sessionStore(),
): Draft | undefined {
  return safely(() => {
    const parsed: Partial<Record<keyof Draft, unknown>> | null = JSON.parse(
      store?.getItem(key) ?? "null",
    );
    if (!parsed?.values || typeof parsed.values !== "object") return undefined;
    const values = storable(form, parsed.values as Record<string, unknown>);
    const startedAt = typeof parsed.startedAt === "number" ? parsed.startedAt : Date.now();
    const idempotencyKey =
      typeof parsed.idempotencyKey === "string" && IDEMPOTENCY_KEY.test(parsed.idempotencyKey)
        ? parsed.idempotencyKey
        : undefined;
    return Object.keys(values).length
      ? { values, startedAt, ...(idempotencyKey && { idempotencyKey }) }
      : undefined;
  }, undefined);
}

/** On success only: a failed send keeps the draft (and its key), so nothing typed is lost. */
export function clearDraft(key: string, store = sessionStore()): void {
  safely(() => store?.removeItem(key), undefined);
}
