/**
 * `mailto:` URIs per RFC 6068: addresses and header values percent-encoded as UTF-8, spaces as
 * %20 (never "+"), line breaks in the body as %0D%0A. */
export interface MailtoOptions {
  subject?: string;
  body?: string;
  cc?: string[];
}

function encodeAddress(address: string): string {
  // "@" may stand as is in the addr-spec; everything else reserved is encoded.
  return encodeURIComponent(address.trim()).replace(/%40/g, "@");
}

function encodeValue(value: string): string {
  return encodeURIComponent(value.replace(/\r?\n/g, "\r\n"));
}

export function mailto(to: string | string[], options: MailtoOptions = {}): string {
  const addresses = (Array.isArray(to) ? to : [to]).map(encodeAddress).join(",");
  const fields: [string, string][] = [];
  if (options.cc?.length) fields.push(["cc", options.cc.map(encodeAddress).join(",")]);
  if (options.subject) fields.push(["subject", encodeValue(options.subject)]);
  if (options.body) fields.push(["body", encodeValue(options.body)]);
  const query = fields.map(([key, value]) => `${key}=${value}`).join("&");
  return `mailto:${addresses}${query ? `?${query}` : ""}`;
}
