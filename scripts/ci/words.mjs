// The words the pull-request check's summary and annotations use for what content:check prints:
// a field named as the CMS form labels it, a message that says what to do, and text from a
// content file made safe to show in a comment.

/**
 * The label the CMS shows for a field; the same words as scripts/cms/fields.ts (a test keeps them
 * equal), so "Duration minutes" here is "Duration minutes" in the form.
 * @param {string} name
 */
export function humanize(name) {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * "sections.0.items.2.icon" as the CMS form shows it: "Sections › item 1 › Items › item 3 › Icon".
 * @param {string} fieldPath
 */
export function fieldLabel(fieldPath) {
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

/**
 * What to do, in plain words: the content build's messages already say it; the schema library's
 * bare "Required" does not.
 * @param {string} message
 */
export function plainMessage(message) {
  if (/^Required$|^Invalid input: expected \w+, received undefined$/.test(message)) {
    return "This field is empty: fill it in.";
  }
  return message;
}

/**
 * Text from a content file or a test name, safe in a table cell and in a comment: no HTML, no
 * pipes, no line breaks, and no @mentions that would notify someone.
 * @param {string} text
 */
export function cell(text) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\|/g, "\\|")
    .replace(/@/g, "@&#8203;")
    .replace(/\s*\r?\n\s*/g, " ");
}
