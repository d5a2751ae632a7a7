/**
 * HTML rendered at build time from a content file's Markdown (app/content/markdown.ts):
 * our own reviewed content, never visitor input, so it is inserted as is. Styled by
 * `.markdown-body` in app.css; `numbered` numbers the h2 and h3 headings (policies).
 */
export function MarkdownBody({ html, numbered = false, className = "" }: { html: string; numbered?: boolean; className?: string }) {
  const classes = ["markdown-body", numbered ? "numbered" : "", className].filter(Boolean).join(" ");
  return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
