// Indicators of compromise: checked for their type and shown defanged so nobody follows one by
// accident. Pure: nothing here touches the network.

export const indicatorTypes = [
  "ipv4",
  "ipv6",
  "domain",
  "url",
  "email",
  "md5",
  "sha1",
  "sha256",
] as const;
export type IndicatorType = (typeof indicatorTypes)[number];

/** IPs are MISP destinations: where malware connects. */
export const indicatorFormats: Record<
  IndicatorType,
  { label: string; stix: string; misp: [string, string] }
> = {
  ipv4: { label: "IPv4", stix: "ipv4-addr:value", misp: ["ip-dst", "Network activity"] },
  ipv6: { label: "IPv6", stix: "ipv6-addr:value", misp: ["ip-dst", "Network activity"] },
  domain: { label: "Domain", stix: "domain-name:value", misp: ["domain", "Network activity"] },
  url: { label: "URL", stix: "url:value", misp: ["url", "Network activity"] },
  email: { label: "Email", stix: "email-addr:value", misp: ["email-src", "Payload delivery"] },
  md5: { label: "MD5", stix: "file:hashes.MD5", misp: ["md5", "Payload delivery"] },
  sha1: { label: "SHA-1", stix: "file:hashes.'SHA-1'", misp: ["sha1", "Payload delivery"] },
  sha256: { label: "SHA-256", stix: "file:hashes.'SHA-256'", misp: ["sha256", "Payload delivery"] },
};
const HASH_LENGTHS = { md5: 32, sha1: 40, sha256: 64 } as const;
const CASE_FREE: readonly IndicatorType[] = ["domain", "md5", "sha1", "sha256"];

/** One spelling per value (RFC 5952 for IPv6), so that duplicates are caught. */
export function normaliseIndicator(type: IndicatorType, value: string): string {
  const trimmed = value.trim();
  if (CASE_FREE.includes(type)) return trimmed.toLowerCase();
  // The URL parser writes an IPv6 address as RFC 5952 section 4 does.
  if (type === "ipv6" && isIPv6(trimmed))
    return new URL(`http://[${trimmed}]/`).hostname.slice(1, -1);
  if (type === "email")
    return trimmed.replace(/@([^@]*)$/, (_, domain: string) => `@${domain.toLowerCase()}`);
  return trimmed;
}

// RFC 6890's special-purpose blocks, as "first address/prefix length" and what they are.
const RESERVED: readonly (readonly [string, string])[] = [
  ["0.0.0.0/8", "'this network'"],
  ["10.0.0.0/8", "private (RFC 1918)"],
  ["100.64.0.0/10", "carrier-grade NAT"],
  ["127.0.0.0/8", "loopback"],
  ["169.254.0.0/16", "link-local"],
  ["172.16.0.0/12", "private (RFC 1918)"],
  ["192.0.0.0/24", "IETF protocol assignments"],
  ["192.168.0.0/16", "private (RFC 1918)"],
  ["198.18.0.0/15", "benchmarking"],
  ["224.0.0.0/4", "multicast"],
  ["240.0.0.0/4", "reserved"],
  ["::/128", "unspecified"],
  ["::1/128", "loopback"],
  ["::ffff:0:0/96", "IPv4-mapped"],
  ["100::/64", "discard-only"],
  ["fc00::/7", "unique local (private)"],
  ["fe80::/10", "link-local"],
  ["ff00::/8", "multicast"],
];
// RFC 5737's, RFC 3849's and RFC 9637's documentation blocks are allowed, so that sample reports never
// name a real host.
const DOCUMENTATION = [
  "192.0.2.0/24",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "2001:db8::/32",
  "3fff::/20",
];

function ipv4Number(value: string): number | undefined {
  const parts = value.split(".");
  if (
    parts.length !== 4 ||
    !parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255)
  )
    return undefined;
  return parts.reduce((total, part) => total * 256 + Number(part), 0);
}

/** A valid IPv6 address's eight groups; the URL parser writes it without an embedded IPv4 address first. */
function ipv6Groups(value: string): number[] {
  const [head = "", tail] = new URL(`http://[${value}]/`).hostname.slice(1, -1).split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16));
}

/** Whether a valid address is in a block of its own version. */
function within(address: string, block: string): boolean {
  const [first = "", length] = block.split("/");
  const v6 = address.includes(":");
  if (first.includes(":") !== v6) return false;
  const bits = (value: string) =>
    v6
      ? ipv6Groups(value).reduce((total, group) => (total << 16n) | BigInt(group), 0n)
      : BigInt(ipv4Number(value) ?? 0);
  const shift = BigInt((v6 ? 128 : 32) - Number(length));
  return bits(address) >> shift === bits(first) >> shift;
}

/** A valid address in a reserved block is allowed only when marked `private`. */
function reservedCheck(address: string): IndicatorCheck {
  if (DOCUMENTATION.some((block) => within(address, block))) return {};
  const [block, what] = RESERVED.find(([candidate]) => within(address, candidate)) ?? [];
  return block ? { reserved: `${block.replace(/\/128$/, "")} is ${what}` } : {};
}

// RFC 2606 and RFC 6761 names that never resolve on the internet; `.example` is for examples.
const RESERVED_SUFFIXES = ["test", "invalid", "localhost", "local", "internal", "home.arpa", "lan"];
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function domainProblem(domain: string): string | undefined {
  if (domain.length > 253) return `${domain.length} characters: a domain name has at most 253`;
  const labels = domain.split(".");
  if (labels.length < 2)
    return "a domain needs at least a name and a top-level domain, like example.example";
  const bad = labels.find((label) => !LABEL.test(label));
  if (bad !== undefined)
    return `"${bad}" is not a valid label: 1 to 63 of a-z, 0-9 and -, not starting or ending with -`;
  if (!/^[a-z]{2,63}$/.test(labels.at(-1) ?? ""))
    return "the top-level domain must be letters only";
  return undefined;
}
const reservedDomain = (domain: string) =>
  RESERVED_SUFFIXES.find((suffix) => domain === suffix || domain.endsWith(`.${suffix}`));

interface IndicatorCheck {
  problem?: string;
  /** Allowed when marked `private: true`. */
  reserved?: string;
}

export function checkIndicator(type: IndicatorType, value: string): IndicatorCheck {
  if (/\s/.test(value) || value === "")
    return { problem: "an indicator is one value without spaces" };
  if (looksDefanged(value))
    return {
      problem: "write the value as it is, not defanged: the site defangs it where people read it",
    };
  switch (type) {
    case "md5":
    case "sha1":
    case "sha256": {
      const length = HASH_LENGTHS[type];
      return new RegExp(`^[0-9a-f]{${length}}$`).test(value)
        ? {}
        : {
            problem: `a ${indicatorFormats[type].label} hash is ${length} hexadecimal digits; this is ${value.length} characters${/^[0-9a-f]*$/.test(value) ? "" : " and not only 0-9, a-f"}`,
          };
    }
    case "ipv4":
      if (ipv4Number(value) === undefined)
        return {
          problem:
            "expected an IPv4 address: four numbers 0-255 separated by dots, like 192.0.2.10",
        };
      return reservedCheck(value);
    case "ipv6":
      if (!isIPv6(value)) return { problem: "expected an IPv6 address, like 2001:db8::10" };
      return reservedCheck(value);
    case "domain": {
      const problem = domainProblem(value);
      if (problem) return { problem };
      const suffix = reservedDomain(value);
      return suffix ? { reserved: `.${suffix} is a reserved name` } : {};
    }
    case "email": {
      const at = value.lastIndexOf("@");
      const local = value.slice(0, at);
      // RFC 5322 allows these first, but a spreadsheet opens such a cell as a formula and the CSV keeps values exact.
      if (/^[=+\-@]/.test(local))
        return {
          problem: `the address starts with "${local[0]}": a spreadsheet opens a cell of the indicators CSV starting with = + - or @ as a formula, so such an address is refused (check it for a typo)`,
        };
      if (
        at < 1 ||
        !/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/.test(local) ||
        local.length > 64
      )
        return { problem: "expected an email address, like sender@mail.example" };
      return checkIndicator("domain", value.slice(at + 1));
    }
    case "url":
      return urlCheck(value);
  }
}

function urlCheck(value: string): IndicatorCheck {
  const fail = {
    problem:
      "expected a web address starting with http:// or https://, with a host, like https://cdn.example/a.js",
  };
  if (!/^https?:\/\/[^/?#]/i.test(value) || !URL.canParse(value)) return fail;
  const host = new URL(value).hostname;
  if (host.startsWith("[")) return checkIndicator("ipv6", host.slice(1, -1));
  if (/^[\d.]+$/.test(host)) return checkIndicator("ipv4", host);
  return checkIndicator("domain", host);
}

// As CyberChef's "Defang URL" writes it; every dot, @ and colon, so no host inside a value (in a
// query, before an @, a file name such as update.zip) stays resolvable.
const FANGS = /([A-Za-z]*):\/\/|[.@:]/g;
const DEFANGED = /([A-Za-z]*)\[:\/\/\]|\[([.@:])\]/g;
const FANGED_SCHEMES = ["http", "https", "ftp", "ftps", "sftp"];
const DEFANGED_SCHEMES = ["hxxp", "hxxps", "fxp", "fxps", "sfxp"];

/** Refused: refanging could not give the exact value back. */
function looksDefanged(value: string): boolean {
  return (
    /\[(?:[.@:]|:\/\/)\]/.test(value) ||
    /(?<![A-Za-z])(?:hxxps?|fxps?|sfxp):\/\/|^hxxps?:/i.test(value)
  );
}

/** Every type alike, so a value filed under the wrong type is defanged too. */
export function defang(type: IndicatorType, value: string): string {
  return value.replace(FANGS, (mark, scheme?: string) => {
    if (scheme === undefined) return `[${mark}]`;
    const known = FANGED_SCHEMES.includes(scheme.toLowerCase());
    return `${known ? scheme.replace(/t/g, "x").replace(/T/g, "X") : scheme}[://]`;
  });
}

/** Exactly the value, for any value the check accepts. */
export const refang = (value: string): string =>
  value.replace(DEFANGED, (_, scheme?: string, mark?: string) => {
    if (mark !== undefined) return mark;
    const known = DEFANGED_SCHEMES.includes((scheme ?? "").toLowerCase());
    return `${known ? (scheme ?? "").replace(/x/g, "t").replace(/X/g, "T") : scheme}://`;
  });

/** RFC 4291's text forms, without a zone. */
export function isIPv6(value: string): boolean {
  const [head, tail, ...more] = value.split("::");
  if (more.length) return false;
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  const parts = [...groups(head), ...groups(tail)];
  const last = parts.at(-1) ?? "";
  const v4 = last.includes(".");
  if (
    v4 &&
    !/^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(last)
  )
    return false;
  const hex = v4 ? parts.slice(0, -1) : parts;
  if (!hex.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return false;
  const width = hex.length + (v4 ? 2 : 0);
  return tail === undefined ? width === 8 : width < 8;
}
