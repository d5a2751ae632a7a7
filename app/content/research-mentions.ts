/**
 * A report's prose (title, summary, descriptions) as people read it, in pages, head tags, structured data,
 * share images, feeds and the CMS preview: every mention of an indicator's host defanged, however it is
 * spelt, since a feed reader, a chat or a search result may turn a written address into a link. */
import { defang } from "./research-indicators";
import { indicatorAt, indicatorHost, urlHosts } from "./research-hosts";

type Indicators = readonly { value: string }[];

/** Runs of text between spaces, quotes and brackets that could be an address; punctuation ending a sentence is not part of it. */
const WORD = /[^\s"'`<>(){}|,;]+/gu;
const CLOSING = /[.,:;!?\]*_]+$/;

/** Every host a word of prose may name: as a URL, an email address, a host with its port, an IPv6 address. */
function hostsIn(word: string): string[] {
  return [
    ...urlHosts(word),
    ...(word.includes("://") ? [] : urlHosts(`http://${word}`)),
    indicatorHost(word),
  ].filter((host): host is string => Boolean(host));
}

/** Percent-encoded letters, digits and -._~ as themselves (RFC 3986 says they are the same), so the defanged text shows each dot. */
const unreserved = (text: string) =>
  text.replace(/%([0-9a-f]{2})/gi, (code, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[\w.~-]/.test(char) ? char : code;
  });

/** `text` with every word that names an indicator's host (or a subdomain of an indicator domain) defanged. */
export function defangMentions(text: string, indicators: Indicators): string {
  if (!indicators.some(({ value }) => indicatorHost(value))) return text;
  const names = (word: string) => indicatorAt(hostsIn(word), indicators) !== undefined;
  return text.replace(WORD, (word) => {
    // Without the punctuation around it first (a sentence's full stop stays one); as a whole when only that names the host (2001:db8::).
    const lead = /^[[*_]*/.exec(word)?.[0].length ?? 0;
    const core = word.slice(lead).replace(CLOSING, "");
    if (core && names(core))
      return `${word.slice(0, lead)}${defang("url", unreserved(core))}${word.slice(lead + core.length)}`;
    return names(word) ? defang("url", unreserved(word)) : word;
  });
}

interface ReportText {
  title: string;
  summary: string;
  indicators: readonly { value: string }[];
  actors?: readonly object[];
  malware?: readonly object[];
}

/** The report with its prose as people read it; indicator values, which the files for tools hold exactly, are untouched. */
export function defangReportText<R extends ReportText>(report: R): R {
  const { indicators } = report;
  const prose = <T extends object>(items: readonly T[] | undefined) =>
    items?.map((item) =>
      "description" in item && typeof item.description === "string"
        ? { ...item, description: defangMentions(item.description, indicators) }
        : item,
    );
  return {
    ...report,
    title: defangMentions(report.title, indicators),
    summary: defangMentions(report.summary, indicators),
    indicators: prose(indicators),
    ...(report.actors && { actors: prose(report.actors) }),
    ...(report.malware && { malware: prose(report.malware) }),
  };
}
