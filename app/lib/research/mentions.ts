/**
 * A report's prose (title, summary) is defanged where it leaves the page for feeds: a reader there may turn a
 * bare domain, address or URL into a link, and an indicator is data, never a link. */
import { type IndicatorType, defang } from "~/content/research-indicators";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `text` with every indicator value in it defanged; the longest value first, so a URL wins over its domain. */
export function defangMentions(
  text: string,
  indicators: readonly { type: IndicatorType; value: string }[],
): string {
  const values = new Map(
    indicators.map((indicator) => [indicator.value, defang(indicator.type, indicator.value)]),
  );
  const found = [...values.keys()].filter(
    (value) => value !== values.get(value) && text.includes(value),
  );
  if (!found.length) return text;
  const pattern = new RegExp(
    found
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|"),
    "g",
  );
  return text.replace(pattern, (value) => values.get(value) ?? value);
}
