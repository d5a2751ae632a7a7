/**
 * The consent line under a form: plain text whose one [bracketed phrase] becomes the link to
 * the privacy policy ("We use these details only to answer you; see our [privacy policy]."). A
 * line, not a tick box: nothing is sent for it and nothing tracks the visitor.
 */
export interface ConsentParts {
  before: string;
  link: string;
  after: string;
}

export function consentParts(line: string): ConsentParts {
  const match = /^([^[\]]*)\[([^[\]]+)\]([^[\]]*)$/.exec(line);
  if (!match) return { before: line, link: "", after: "" };
  const [, before = "", link = "", after = ""] = match;
  return { before, link, after };
}
