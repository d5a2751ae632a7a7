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

/** Safe in a table cell and a comment: no HTML, pipes, line breaks or @mentions that would notify. */
export function cell(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\|/g, "\\|")
    .replace(/@/g, "@&#8203;")
    .replace(/\s*\r?\n\s*/g, " ");
}
