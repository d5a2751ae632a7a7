import data from "./attack-techniques.json" with { type: "json" };

/** The pinned ATT&CK Enterprise release (attack-techniques.json, derived by scripts/research/derive-attack.ts). */
export type AttackTechnique = (typeof data.techniques)[number];
export interface RetiredAttackTechnique {
  id: string;
  name: string;
  status: "revoked" | "deprecated";
}
const attack = data as Omit<typeof data, "retired"> & { retired: RetiredAttackTechnique[] };
const live = new Map(attack.techniques.map((t) => [t.id, t]));
const retired = new Map(attack.retired.map((t) => [t.id, t]));

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

/** The live technique of a name (a revoked one's successor usually keeps it). */
export const techniqueByName = (name: string) =>
  attack.techniques.find((technique) => technique.name === name);
