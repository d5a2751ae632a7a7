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

/** [first address, prefix length, why]. */
type Block = readonly [string, number, string];
// RFC 6890's special-purpose blocks.
const IPV4_RESERVED: readonly Block[] = [
  ["0.0.0.0", 8, "'this network'"],
  ["10.0.0.0", 8, "private (RFC 1918)"],
  ["100.64.0.0", 10, "carrier-grade NAT"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local"],
  ["172.16.0.0", 12, "private (RFC 1918)"],
  ["192.0.0.0", 24, "IETF protocol assignments"],
  ["192.168.0.0", 16, "private (RFC 1918)"],
  ["198.18.0.0", 15, "benchmarking"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"],
];
// RFC 5737's documentation blocks are allowed, so that sample reports never name a real host.
const IPV4_DOCUMENTATION: readonly Block[] = [
  ["192.0.2.0", 24, ""],
  ["198.51.100.0", 24, ""],
  ["203.0.113.0", 24, ""],
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
const inBlock = (address: number, [first, length]: Block) =>
  Math.floor(address / 2 ** (32 - length)) ===
  Math.floor((ipv4Number(first) ?? -1) / 2 ** (32 - length));

function ipv6Groups(value: string): number[] {
  let text = value.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const n = ipv4Number(v4[1]) ?? 0;
    text = text.replace(v4[1], `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`);
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16));
}

const IPV6_RESERVED: readonly [number[], number, string][] = [
  [[0, 0, 0, 0, 0, 0, 0, 0], 128, ":: is unspecified"],
  [[0, 0, 0, 0, 0, 0, 0, 1], 128, "::1 is loopback"],
  [[0, 0, 0, 0, 0, 0xffff], 96, "::ffff:0:0/96 is IPv4-mapped"],
  [[0x100], 64, "100::/64 is discard-only"],
  [[0xfc00], 7, "fc00::/7 is unique local (private)"],
  [[0xfe80], 10, "fe80::/10 is link-local"],
  [[0xff00], 8, "ff00::/8 is multicast"],
];
// RFC 3849 and RFC 9637 documentation prefixes: allowed, as RFC 5737's.
const IPV6_DOCUMENTATION: readonly [number[], number][] = [
  [[0x2001, 0x0db8], 32],
  [[0x3fff], 20],
];
function ipv6InPrefix(groups: number[], prefix: number[], length: number): boolean {
  for (let bit = 0; bit < length; bit += 16) {
    const take = Math.min(16, length - bit);
    const mask = (0xffff << (16 - take)) & 0xffff;
    if (((groups[bit / 16] ?? 0) & mask) !== ((prefix[bit / 16] ?? 0) & mask)) return false;
  }
  return true;
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
    case "ipv4": {
      const address = ipv4Number(value);
      if (address === undefined)
        return {
          problem:
            "expected an IPv4 address: four numbers 0-255 separated by dots, like 192.0.2.10",
        };
      if (IPV4_DOCUMENTATION.some((block) => inBlock(address, block))) return {};
      const block = IPV4_RESERVED.find((candidate) => inBlock(address, candidate));
      return block ? { reserved: `${block[0]}/${block[1]} is ${block[2]}` } : {};
    }
    case "ipv6": {
      if (!isIPv6(value)) return { problem: "expected an IPv6 address, like 2001:db8::10" };
      const groups = ipv6Groups(value);
      if (IPV6_DOCUMENTATION.some(([prefix, length]) => ipv6InPrefix(groups, prefix, length)))
        return {};
      const block = IPV6_RESERVED.find(([prefix, length]) => ipv6InPrefix(groups, prefix, length));
      return block ? { reserved: block[2] } : {};
    }
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
