import { site } from "~/content/site";
import { wellKnown } from "~/route-table";

export interface SecurityTxtInput {
  origin: string;
  contact: string;
  now: Date;
  /** Site paths; each line only when the site has it. */
  links?: { policy?: string; encryption?: string; acknowledgments?: string; csaf?: string };
}

/**
 * security.txt (RFC 9116). Expires is half a year ahead (the RFC asks for less than a year), so
 * every deploy and the daily build renew it. */
export function securityTxt({ origin, contact, now, links = {} }: SecurityTxtInput): string {
  const expires = new Date(now.getTime() + 180 * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  const line = (field: string, sitePath?: string) =>
    sitePath ? [`${field}: ${origin}${sitePath}`] : [];
  return [
    `# Report security vulnerabilities in ${site.name} products or this website.`,
    `Contact: mailto:${contact}`,
    `Expires: ${expires.toISOString()}`,
    ...line("Encryption", links.encryption),
    ...line("Acknowledgments", links.acknowledgments),
    "Preferred-Languages: en",
    `Canonical: ${origin}${wellKnown.securityTxt}`,
    ...line("Policy", links.policy),
    ...line("CSAF", links.csaf),
    "",
  ].join("\n");
}
