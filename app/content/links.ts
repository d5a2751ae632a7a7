// The links and pictures content may hold, in Markdown and YAML alike; anything else (javascript:,
// data:, //host, user@host) could run code, load from another host or disguise its target.

const ALLOWED_LINKS =
  "a page of the site (/services/red-team), a part of a page (#methodology), a web address (https://...), an email (mailto:name@example.com) or a phone number (tel:+15551234567)";

/** //host is another site. */
const SITE_PATH = /^\/(?![/\\])/;
/** Browsers drop or reinterpret these, so an address with one is not what it seems. */
const UNSEEN = /[\s\p{Cc}\p{Cf}\\]/u;

export function linkProblem(href: string): string | undefined {
  const shown = show(href);
  if (UNSEEN.test(href))
    return `"${shown}" contains a space, a backslash or an invisible character: a link is ${ALLOWED_LINKS}`;
  if (SITE_PATH.test(href) || /^#[^#]*$/.test(href)) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === "http" || scheme === "https") {
    if (!/^https?:\/\/[^/?#@]+/i.test(href) || !URL.canParse(href) || !new URL(href).hostname)
      return `"${shown}" is not a complete web address: write it like https://www.example.com/page`;
    // https://our-site@evil.example/ goes to evil.example.
    const { hostname } = new URL(href);
    if (/^https?:\/\/[^/?#]*@/i.test(href))
      return `"${shown}" has a user name or password before an @, so it leads to ${hostname}, whatever comes before the @: remove everything between // and the @ (write https://${hostname}/... if that is really where it should go)`;
    return undefined;
  }
  if (scheme === "mailto")
    return /^mailto:[^@\s]+@[^@\s]+/i.test(href)
      ? undefined
      : `"${shown}" is not an email link: write it like mailto:name@example.com`;
  if (scheme === "tel")
    return /^tel:\+?(?:[\d\-.()]|%20)+$/i.test(href)
      ? undefined
      : `"${shown}" is not a phone link: write it like tel:+15551234567`;
  if (scheme)
    return `"${scheme}:" links are not allowed (they can run code or open files in the visitor's browser): a link is ${ALLOWED_LINKS}`;
  if (href.startsWith("//"))
    return `"${shown}" leads to another site without saying how: write https:${shown} for another site, or a path with a single / for a page of ours`;
  return `"${shown}" is not a full path: write the page's address from the site's root, starting with / (like /services/red-team)`;
}

export function imageProblem(src: string): string | undefined {
  if (SITE_PATH.test(src) && !UNSEEN.test(src)) return undefined;
  return `"${show(src)}" is not a picture of this site: pictures from other sites (or written into the text) are not allowed; upload it to the media library and use its address, /media/<name>`;
}

/** Invisible characters as \uXXXX, so the message shows where they are. */
function show(text: string): string {
  const printable = text.replace(
    /[\p{Cc}\p{Cf}]/gu,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return printable.length > 80 ? `${printable.slice(0, 77)}...` : printable;
}
