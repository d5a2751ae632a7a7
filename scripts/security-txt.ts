import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "../app/content/site";

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability. Expires is computed at
 * build time, half a year ahead (the RFC asks for less than a year), so every deploy renews it.
 */
export const SECURITY_TXT_PATH = "/.well-known/security.txt";
export const EXPIRES_AFTER_DAYS = 180;

export interface SecurityTxtInput {
  origin: string;
  contact: string;
  now: Date;
  /** A page describing the disclosure policy; only when one exists. */
  policy?: string;
}

export function securityTxt({ origin, contact, now, policy }: SecurityTxtInput): string {
  const expires = new Date(now.getTime() + EXPIRES_AFTER_DAYS * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `# Report security vulnerabilities in ${site.name} services or this website.`,
    `Contact: mailto:${contact}`,
    `Expires: ${expires.toISOString()}`,
    "Preferred-Languages: en",
    `Canonical: ${origin}${SECURITY_TXT_PATH}`,
    ...(policy ? [`Policy: ${origin}${policy}`] : []),
    "",
  ].join("\n");
}

export async function writeSecurityTxt(clientDir: string, now = new Date()): Promise<void> {
  const file = path.join(clientDir, ...SECURITY_TXT_PATH.split("/").filter(Boolean));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, securityTxt({ origin: site.origin, contact: site.mailboxes.security, now }));
}
