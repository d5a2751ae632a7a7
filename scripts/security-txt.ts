import { access, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "../app/content/site";
import { wellKnown } from "../app/route-table";

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, with the disclosure
 * policy, the key to encrypt a report with, the researchers we thank and our CSAF advisories.
 * Expires is computed at build time, half a year ahead (the RFC asks for less than a year), so
 * every deploy (and the daily build) renews it.
 */
export const SECURITY_TXT_PATH = wellKnown.securityTxt;
export const EXPIRES_AFTER_DAYS = 180;

/** Site paths of what security.txt points at; each line only when the site has it. */
export interface SecurityTxtLinks {
  policy?: string;
  encryption?: string;
  acknowledgments?: string;
  csaf?: string;
}

export interface SecurityTxtInput {
  origin: string;
  contact: string;
  now: Date;
  links?: SecurityTxtLinks;
}

export function securityTxt({ origin, contact, now, links = {} }: SecurityTxtInput): string {
  const expires = new Date(now.getTime() + EXPIRES_AFTER_DAYS * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  const line = (field: string, sitePath?: string) => (sitePath ? [`${field}: ${origin}${sitePath}`] : []);
  return [
    `# Report security vulnerabilities in ${site.name} products or this website.`,
    `Contact: mailto:${contact}`,
    `Expires: ${expires.toISOString()}`,
    ...line("Encryption", links.encryption),
    ...line("Acknowledgments", links.acknowledgments),
    "Preferred-Languages: en",
    `Canonical: ${origin}${SECURITY_TXT_PATH}`,
    ...line("Policy", links.policy),
    ...line("CSAF", links.csaf),
    "",
  ].join("\n");
}

/** The site's own links: the policy pages, the key file and the CSAF metadata, where the build has them. */
export async function writeSecurityTxt(clientDir: string, now = new Date(), pagePaths: readonly string[] = []): Promise<void> {
  const file = path.join(clientDir, ...SECURITY_TXT_PATH.split("/").filter(Boolean));
  const has = (sitePath: string) => (pagePaths.includes(sitePath) ? sitePath : undefined);
  const built = (sitePath: string) => access(path.join(clientDir, ...sitePath.split("/").filter(Boolean))).then(() => sitePath, () => undefined);
  const links: SecurityTxtLinks = {
    policy: has("/security"),
    acknowledgments: has("/security/thanks"),
    encryption: await built(wellKnown.pgpKey),
    csaf: await built(wellKnown.csafProviderMetadata),
  };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, securityTxt({ origin: site.origin, contact: site.mailboxes.security, now, links }));
}
