/** Text into XML or HTML (sitemap URLs, feeds' summaries) and escaped HTML text back to its characters. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  "#39": "'",
  "#x27": "'",
};
/** What Pagefind's excerpts and the rendered Markdown escape (search results, CSAF notes). */
export const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => entities[name] ?? "");
