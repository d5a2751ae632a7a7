import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY, newIdempotencyKey } from "./idempotency";

describe("idempotency keys", () => {
  it("are random UUIDs, with or without crypto.randomUUID (plain http has none)", () => {
    const withoutRandomUuid = {
      getRandomValues: (bytes: Uint8Array) => crypto.getRandomValues(bytes),
    } as Crypto;
    const keys = [
      newIdempotencyKey(),
      newIdempotencyKey(),
      newIdempotencyKey(withoutRandomUuid),
      newIdempotencyKey(withoutRandomUuid),
    ];
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
