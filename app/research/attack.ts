import data from "./attack-techniques.json" with { type: "json" };

/** The pinned ATT&CK Enterprise release, derived by scripts/research/derive-attack.ts. */
export type AttackTechnique = (typeof data.techniques)[number];
export interface RetiredAttackTechnique {
  id: string;
  name: string;
  status: "revoked" | "deprecated";
}
export interface AttackObject {
  id: string;
  type: "intrusion-set" | "malware" | "tool";
  name: string;
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

export const attackRelease = {
  version: attack.attackVersion,
  source: attack.source,
  commit: attack.commit,
};

/** Undefined for revoked and deprecated IDs. */
export const techniqueById = (id: string) => live.get(id);

export const retiredTechnique = (id: string) => retired.get(id);

export const attackUrl = (id: string) =>
  `https://attack.mitre.org/techniques/${id.replace(".", "/")}/`;

/** As MITRE's own STIX writes it in external_references (no trailing slash). */
export function attackObjectUrl(id: string): string {
  const folder = id.startsWith("G") ? "groups" : id.startsWith("S") ? "software" : "techniques";
  return `https://attack.mitre.org/${folder}/${id.replace(".", "/")}`;
}

/** A revoked technique's successor usually keeps its name. */
export const techniqueByName = (name: string) =>
  attack.techniques.find((technique) => technique.name === name);

/** Every ATT&CK object names both. */
export const attackPublisher = { identity: attack.identity, marking: attack.marking };

/** A live group or software by its ATT&CK id ("G0010", "S0154"). */
export const attackNamedById = (id: string) => named.get(id);

/** By name or alias, in any case. */
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

/** The explicit `attack:` id, else the one entry the names match. */
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
