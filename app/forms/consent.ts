/**
 * The consent line's one [bracketed phrase] links to the privacy policy. A line, not a tick box:
 * nothing is sent for it and nothing tracks the visitor. */
export function consentParts(line: string): { before: string; link: string; after: string } {
  const match = /^([^[\]]*)\[([^[\]]+)\]([^[\]]*)$/.exec(line);
  if (!match) return { before: line, link: "", after: "" };
  const [, before = "", link = "", after = ""] = match;
  return { before, link, after };
}
