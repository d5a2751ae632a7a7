// The pull-request check's words: fields named as the CMS labels them, messages saying what to do.

/** Also the CMS's labels (scripts/cms/fields.ts). */
export function humanize(name: string) {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "sections.0.items.2.icon" → "Sections › item 1 › Items › item 3 › Icon". */
export function fieldLabel(fieldPath: string) {
  return fieldPath
    .split(".")
    .map((part, i, parts) => {
      if (/^\d+$/.test(part)) return `item ${Number(part) + 1}`;
      // The two fields scripts/cms/config.ts labels by hand: a Markdown file's text, and a picture.
      if (part === "body" && i === 0) return "Text";
      if (part === "src" && parts[i - 1] === "image") return "Picture";
      return humanize(part);
    })
    .join(" › ");
}

/** zod's bare "Required" says nothing to do; the content build's own messages already do. */
export function plainMessage(message: string) {
  if (/^Required$|^Invalid input: expected \w+, received undefined$/.test(message)) {
    return "This field is empty: fill it in.";
  }
  return message;
}

/** A quoted value longer than this is cut: the log has it whole, and GitHub refuses a comment over 65,536 characters. */
const MAX_VALUE = 600;

/**
 * Any value from content or a tool's output as plain text in the comment (CommonMark lets every ASCII
 * punctuation mark be escaped): no link, image, heading, table cell, HTML, code or emphasis; one line;
 * a zero-width space after @, #, "www" and "scheme:" so that no mention, issue link or autolink is made. */
export function markdownText(value: string) {
  const line = value.replace(/\s*[\r\n]+\s*/g, " ");
  const chars = [...line];
  const cut = chars.length > MAX_VALUE ? `${chars.slice(0, MAX_VALUE).join("")}…` : line;
  return cut.replace(/[@#]|:(?=\/\/)|www(?=\.)/gi, "$&\u200b").replace(/[!-/:-@[-`{-~]/g, "\\$&");
}
