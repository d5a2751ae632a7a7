// Links, pictures and no raw HTML, checked on the mdast; pure, so the content build and a remark
// plugin share it.
import type { Definition, Html, Nodes, Root } from "mdast";
import { imageProblem, linkProblem } from "./links";

export interface MarkdownProblem {
  line: number;
  message: string;
}

// Editors may leave each other HTML comments; text after `-->` on their line, or an unclosed one,
// would silently vanish, so those are refused.
const ONLY_COMMENTS = /^\s*(?:<!--(?:(?!-->)[\s\S])*-->\s*)+$/;

function htmlProblem(node: Html): string | undefined {
  if (ONLY_COMMENTS.test(node.value)) return undefined;
  const text = node.value.trim();
  if (text.startsWith("<!--") && !text.includes("-->"))
    return "this comment (<!--) is never closed with -->: everything after it would be hidden from the page; close it, or remove the <!--";
  if (text.startsWith("<!--"))
    return "text after the end of a comment (-->) on the same line would be hidden from the page: put it on a line of its own";
  const tag = /^<\/?([a-z][\w-]*)/i.exec(text)?.[1]?.toLowerCase();
  const shown = tag ? `<${tag}>` : text.split("\n")[0]?.slice(0, 30);
  return `HTML (${shown}) is not allowed in the text: the page would leave it out, and can lose the text inside it; write Markdown instead (a link as [text](https://...), emphasis as *text*, a list as lines starting with "- "), or put the tag between backticks (\`${shown}\`) to show it as code`;
}

export function markdownProblems(tree: Root): MarkdownProblem[] {
  const problems: MarkdownProblem[] = [];
  const imageLabels = new Set<string>();
  const definitions: Definition[] = [];
  const add = (node: Nodes, message: string | undefined) => {
    const line = node.position?.start.line ?? 1;
    // <b>...</b> is two HTML nodes on one line.
    if (
      message &&
      !problems.some((problem) => problem.line === line && problem.message === message)
    )
      problems.push({ line, message });
  };
  const walk = (node: Nodes) => {
    if (node.type === "html") add(node, htmlProblem(node));
    else if (node.type === "link") add(node, linkProblem(node.url));
    else if (node.type === "image") add(node, imageProblem(node.url));
    else if (node.type === "imageReference") imageLabels.add(node.identifier);
    else if (node.type === "definition") definitions.push(node);
    if ("children" in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  // A definition is checked as what the text uses it for: a picture or a link.
  for (const definition of definitions)
    add(
      definition,
      imageLabels.has(definition.identifier)
        ? imageProblem(definition.url)
        : linkProblem(definition.url),
    );
  return problems.sort((a, b) => a.line - b.line);
}
