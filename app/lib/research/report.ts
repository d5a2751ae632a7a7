/**
 * A report resolved once for every machine-readable file (names, absolute addresses), so each generator in
 * this folder is a pure function of these types and a small fixture tests it. */
import { createHash } from "node:crypto";
import type { ResearchFrontMatter } from "~/content/schema/research";
import type { AttackObject, AttackTechnique } from "~/research/attack";

/** An actor or malware, with ATT&CK's own entry when the report names one that ATT&CK has. */
type Matched<T> = T & { attackObject?: AttackObject };

/** Indicator values as written and checked (never defanged): these files are for machines. */
export type ResolvedReport = Pick<
  ResearchFrontMatter,
  "title" | "summary" | "date" | "indicators" | "firstSeen" | "lastSeen"
> &
  Partial<Pick<ResearchFrontMatter, "reportTypes" | "confidence" | "threatLevel" | "analysis">> & {
    slug: string;
    /** YYYY-MM-DD of its last change (its date if none). */
    modified: string;
    /** The report's page, absolute. */
    url: string;
    actors: Matched<ResearchFrontMatter["actors"][number]>[];
    malware: Matched<ResearchFrontMatter["malware"][number]>[];
    techniques: Pick<
      AttackTechnique,
      "id" | "name" | "tactics" | "stixId" | "created" | "modified"
    >[];
    rules: (ResearchFrontMatter["rules"][number] & {
      url: string;
      /** The rule file's text, as published. */
      text: string;
      /** The ATT&CK techniques a Sigma rule's tags name. */
      techniques?: string[];
    })[];
  };

export interface ResearchPublisher {
  name: string;
  /** https://www.example.com, no trailing slash. */
  origin: string;
}

/**
 * A random UUID fixed forever, so every build gives a report the same ids and consumers de-duplicate. STIX 2.1
 * (section 2.9) lets producers use their own namespace for domain objects, never the SCO one (00abedb4-...). */
const RESEARCH_NAMESPACE = "f0918b3f-815d-476b-963e-86de64e1d66f";

/** RFC 4122 version 5: SHA-1 of the namespace's bytes and the name, with version and variant bits. */
export function uuidv5(name: string, namespace = RESEARCH_NAMESPACE): string {
  const bytes = createHash("sha1")
    .update(Buffer.from(namespace.replaceAll("-", ""), "hex"))
    .update(name, "utf8")
    .digest()
    .subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
