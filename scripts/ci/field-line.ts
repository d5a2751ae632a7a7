// The line a content problem's annotation sits on in "Files changed": the field's YAML key, a line
// the message names, or where the body shows what the message quotes; else line 1.
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from "yaml";

/** The line, 1-based, of the deepest part of `fieldPath` ("sections.0.items.2.icon") that exists. */
function yamlFieldLine(yaml: string, fieldPath: string) {
  const lineCounter = new LineCounter();
  let node: unknown = parseDocument(yaml, { lineCounter }).contents;
  let offset: number | undefined;
  for (const part of fieldPath.split(".")) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === part);
      if (!pair || !isScalar(pair.key)) break;
      offset = pair.key.range?.[0];
      node = pair.value;
    } else if (isSeq(node) && /^\d+$/.test(part)) {
      const item = node.items[Number(part)];
      if (!item || typeof item !== "object" || !("range" in item)) break;
      offset = (item as { range?: [number, number, number] }).range?.[0];
      node = item;
    } else break;
  }
  return offset === undefined ? undefined : lineCounter.linePos(offset).line;
}

function frontMatter(text: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text);
  return match ? { yaml: match[1] ?? "", firstLine: 2, bodyStart: match[0].length } : undefined;
}

/** What a message quotes ("rocket") or names as an address (/servicez, https://...). */
const QUOTED = /"([^"]{2,})"|((?:https?:\/\/|\/)[^\s"',:;)]+)/g;

export function problemLine({
  text,
  field,
  message,
  markdown,
}: {
  text: string;
  field: string;
  message: string;
  markdown: boolean;
}): number {
  const named = /\bline (\d+)/i.exec(message);
  if (named) return Number(named[1]);
  const front = markdown ? frontMatter(text) : { yaml: text, firstLine: 1, bodyStart: text.length };
  if (front && field && field !== "body") {
    const line = yamlFieldLine(front.yaml, field);
    if (line !== undefined) return line + front.firstLine - 1;
  }
  const from = front && field === "body" ? front.bodyStart : 0;
  for (const match of message.matchAll(QUOTED)) {
    const at = text.indexOf(match[1] ?? match[2] ?? "", from);
    if (at >= 0) return text.slice(0, at).split("\n").length;
  }
  return 1;
}
