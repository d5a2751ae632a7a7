/**
 * Rendered at build from our own reviewed Markdown, never visitor input, so it is inserted as is.
 * `numbered` numbers the h2 and h3 headings (policies). */
export function MarkdownBody({
  html,
  numbered = false,
  className = "",
}: {
  html: string;
  numbered?: boolean;
  className?: string;
}) {
  const classes = ["markdown-body", numbered ? "numbered" : "", className]
    .filter(Boolean)
    .join(" ");
  return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
