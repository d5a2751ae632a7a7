import data from "./attack-techniques.json" with { type: "json" };

/** The pinned ATT&CK Enterprise release (attack-techniques.json, derived by scripts/research/derive-attack.ts). */
export type AttackTechnique = (typeof data.techniques)[number];
export interface RetiredAttackTechnique {
  id: string;
  name: string;
  status: "revoked" | "deprecated";
}
/** An ATT&CK group (G0010, an intrusion-set) or software (S0154, malware or a tool), as a report can name it. */
export interface AttackObject {
  id: string;
  type: "intrusion-set" | "malware" | "tool";
  name: string;
  /** Other names MITRE lists, not its own name. */
  aliases: string[];
  stixId: string;
  created: string;
  modified: string;
}
const attack = data as Omit<typeof data, "retired" | "named"> & {
  retired: RetiredAttackTechnique[];
  /** Groups and software a report's actors and malware may be (by `attack:` id, name or alias). */
  named: AttackObject[];
};
const live = new Map(attack.techniques.map((t) => [t.id, t]));
const retired = new Map(attack.retired.map((t) => [t.id, t]));
const named = new Map(attack.named.map((entry) => [entry.id, entry]));

/** Which release the names and IDs come from, for the pages' and files' source notes. */
export const attackRelease = {
  version: attack.attackVersion,
  source: attack.source,
  commit: attack.commit,
};

/** A live technique or sub-technique ("T1059", "T1059.001"); undefined for unknown, revoked or deprecated IDs. */
export const techniqueById = (id: string) => live.get(id);

/** A revoked or deprecated technique, so a refusal can say why an ID is not accepted. */
export const retiredTechnique = (id: string) => retired.get(id);

/** ATT&CK's own page: a sub-technique's number is a path segment (T1059.001 is /T1059/001/). */
export const attackUrl = (id: string) =>
  `https://attack.mitre.org/techniques/${id.replace(".", "/")}/`;

/** An ATT&CK object's page as MITRE's own STIX writes it in external_references (no trailing slash). */
export function attackObjectUrl(id: string): string {
  const folder = id.startsWith("G") ? "groups" : id.startsWith("S") ? "software" : "techniques";
  return `https://attack.mitre.org/${folder}/${id.replace(".", "/")}`;
}

/** The live technique of a name (a revoked one's successor usually keeps it). */
export const techniqueByName = (name: string) =>
  attack.techniques.find((technique) => technique.name === name);

/** MITRE's identity and its copyright marking, as the pinned release publishes them: every ATT&CK object names both. */
export const attackPublisher = { identity: attack.identity, marking: attack.marking };

/** A live group or software by its ATT&CK id ("G0010", "S0154"). */
export const attackNamedById = (id: string) => named.get(id);

/** The live groups or software of a type that carry one of these names, as their name or an alias (any case). */
export function attackNamedByNames(
  types: readonly AttackObject["type"][],
  names: readonly string[],
): AttackObject[] {
  const wanted = new Set(names.map((name) => name.toLowerCase()));
  return [...named.values()].filter(
    (entry) =>
      types.includes(entry.type) &&
      [entry.name, ...entry.aliases].some((name) => wanted.has(name.toLowerCase())),
  );
}

/** The ATT&CK entry an actor or malware of a report is: its explicit `attack:` id, else the one entry its names match. */
export function attackMatch(
  types: readonly AttackObject["type"][],
  item: { attack?: string; name: string; aliases: readonly string[] },
): AttackObject | undefined {
  if (item.attack) {
    const found = named.get(item.attack);
    return found && types.includes(found.type) ? found : undefined;
  }
  const matches = attackNamedByNames(types, [item.name, ...item.aliases]);
  return matches.length === 1 ? matches[0] : undefined;
}
