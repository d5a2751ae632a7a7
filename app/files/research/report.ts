// A report resolved once, so each generator in this folder is a pure function a small fixture tests.
import { createHash } from "node:crypto";
import type { ResearchFrontMatter } from "~/content/schema/research";
import type { AttackObject, AttackTechnique } from "~/research/attack";

type Matched<T> = T & { attackObject?: AttackObject };

/** Indicators never defanged: these files are for machines. */
export type ResolvedReport = Pick<
  ResearchFrontMatter,
  "title" | "summary" | "date" | "indicators" | "firstSeen" | "lastSeen"
> &
  Partial<Pick<ResearchFrontMatter, "reportTypes" | "confidence" | "threatLevel" | "analysis">> & {
    slug: string;
    modified: string;
    url: string;
    actors: Matched<ResearchFrontMatter["actors"][number]>[];
    malware: Matched<ResearchFrontMatter["malware"][number]>[];
    techniques: Pick<
      AttackTechnique,
      "id" | "name" | "tactics" | "stixId" | "created" | "modified"
    >[];
    rules: (ResearchFrontMatter["rules"][number] & {
      url: string;
      text: string;
      techniques?: string[];
    })[];
  };

export interface ResearchPublisher {
  name: string;
  /** No trailing slash. */
  origin: string;
}

/** Fixed forever, so every build gives the same ids; STIX 2.1 section 2.9 allows an own namespace for
 * domain objects. */
const RESEARCH_NAMESPACE = "f0918b3f-815d-476b-963e-86de64e1d66f";

/** RFC 4122 version 5. */
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
