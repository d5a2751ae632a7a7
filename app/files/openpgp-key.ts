/**
 * The fingerprint is read from public/.well-known/pgp-key.txt itself (RFC 4880 v4: SHA-1 of 0x99, the packet's
 * two-byte length and its body), so the CSAF provider metadata names the key that is published. */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { wellKnown } from "~/route-table";

export const PGP_KEY_FILE = path.join("public", ...wellKnown.pgpKey.split("/").filter(Boolean));

/** The first packet of an ASCII-armoured public key block: its tag and body. */
function firstPacket(armored: string): { tag: number; body: Buffer } {
  const match =
    /-----BEGIN PGP PUBLIC KEY BLOCK-----\r?\n([\s\S]*?)-----END PGP PUBLIC KEY BLOCK-----/.exec(
      armored,
    );
  if (!match) throw new Error("not an ASCII-armoured OpenPGP public key block");
  const lines = (match[1] ?? "")
    .split(/\r?\n/)
    .filter((line) => line && !line.includes(":") && !line.startsWith("="));
  const bytes = Buffer.from(lines.join(""), "base64");
  const header = bytes[0] ?? 0;
  if (!(header & 0x80)) throw new Error("not an OpenPGP packet");
  if (header & 0x40) {
    // New format: one-, two- or five-byte length.
    const first = bytes[1] ?? 0;
    if (first < 192) return { tag: header & 0x3f, body: bytes.subarray(2, 2 + first) };
    if (first < 224) {
      const length = ((first - 192) << 8) + (bytes[2] ?? 0) + 192;
      return { tag: header & 0x3f, body: bytes.subarray(3, 3 + length) };
    }
    return { tag: header & 0x3f, body: bytes.subarray(6, 6 + bytes.readUInt32BE(2)) };
  }
  // Old format: the length type is in the header's low two bits (one, two or four bytes).
  const size = [1, 2, 4][header & 0x03] ?? 4;
  const length = bytes.readUIntBE(1, size);
  return { tag: (header >> 2) & 0x0f, body: bytes.subarray(1 + size, 1 + size + length) };
}

/** The v4 fingerprint of the key's primary key, 40 upper-case hex digits. */
export function keyFingerprint(armored: string): string {
  const { tag, body } = firstPacket(armored);
  if (tag !== 6) throw new Error("the key block does not start with a public key");
  if (body[0] !== 4)
    throw new Error(`only version 4 keys are supported (this one is version ${body[0]})`);
  const prefix = Buffer.from([0x99, body.length >> 8, body.length & 0xff]);
  return createHash("sha1").update(prefix).update(body).digest("hex").toUpperCase();
}

export async function publishedKeyFingerprint(root = "."): Promise<string> {
  return keyFingerprint(await readFile(path.join(root, PGP_KEY_FILE), "utf8"));
}
