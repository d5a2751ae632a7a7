/**
 * One key per draft, sent with every post of it so a receiver can drop copies. In the body, not an
 * Idempotency-Key header: a custom header needs a CORS preflight that form services do not allow. */
export const IDEMPOTENCY_FIELD = "_idempotency_key";

/** What a stored draft's key must look like to be reused. */
export const IDEMPOTENCY_KEY =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** getRandomValues where randomUUID is missing (plain http, older browsers). */
export function newIdempotencyKey(random: Crypto = globalThis.crypto): string {
  if (typeof random.randomUUID === "function") return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
