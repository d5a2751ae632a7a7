import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { attackObjectUrl } from "../../app/research/attack.ts";
import type {
  AttackObject,
  AttackTechnique as Technique,
  RetiredAttackTechnique as RetiredTechnique,
} from "../../app/research/attack.ts";

/**
 * Derives app/research/attack-techniques.json, the pinned ATT&CK Enterprise techniques, from mitre/cti.
 * `node scripts/research/derive-attack.ts <mitre/cti checkout or bare git dir> [out file]` */
const FOLDER = "enterprise-attack/attack-pattern";
// MITRE's own identity and marking, which every ATT&CK object names, and the groups and software a report may name.
const PUBLISHER_FOLDERS = {
  identity: "enterprise-attack/identity",
  marking: "enterprise-attack/marking-definition",
} as const;
const NAMED_TYPES = ["intrusion-set", "malware", "tool"];
const NAMED_FOLDERS = NAMED_TYPES.map((type) => `enterprise-attack/${type}`);

interface StixAttackPattern {
  type: string;
  id: string;
  name: string;
  created: string;
  modified: string;
  revoked?: boolean;
  x_mitre_deprecated?: boolean;
  created_by_ref?: string;
  object_marking_refs?: string[];
  aliases?: string[];
  x_mitre_aliases?: string[];
  external_references?: { source_name: string; external_id?: string; url?: string }[];
  kill_chain_phases?: { kill_chain_name: string; phase_name: string }[];
}

type Bundle = { objects?: StixAttackPattern[] };
const mitreReference = (object: StixAttackPattern) =>
  object.external_references?.find((r) => r.source_name === "mitre-attack");
const isRetired = (object: StixAttackPattern) => object.revoked || object.x_mitre_deprecated;

/** Objects without an ATT&CK ID are skipped. */
export function techniquesOf(bundle: Bundle) {
  const live: Technique[] = [];
  const retired: RetiredTechnique[] = [];
  for (const object of bundle.objects ?? []) {
    const id = mitreReference(object)?.external_id;
    if (object.type !== "attack-pattern" || !id) continue;
    if (isRetired(object))
      retired.push({ id, name: object.name, status: object.revoked ? "revoked" : "deprecated" });
    else
      live.push({
        id,
        name: object.name,
        tactics: (object.kill_chain_phases ?? [])
          .filter((p) => p.kill_chain_name === "mitre-attack")
          .map((p) => p.phase_name),
        stixId: object.id,
        created: object.created,
        modified: object.modified,
      });
  }
  return { live, retired };
}

/** The object's STIX 2.1 properties as MITRE publishes them, without its x_mitre_ extensions or empty text. */
export function publisherObject(object: Record<string, unknown>): Record<string, unknown> {
  const standard = [
    "type",
    "id",
    "created",
    "modified",
    "created_by_ref",
    "name",
    "description",
    "identity_class",
    "definition_type",
    "definition",
    "object_marking_refs",
  ];
  return Object.fromEntries(
    standard
      .filter((key) => object[key] !== undefined && object[key] !== "")
      .map((key) => [key, object[key]]),
  );
}

/** Live ATT&CK groups (intrusion-set) and software (malware, tool): what a report's actor or malware can be matched to. */
export function namedObjectsOf(bundle: Bundle): AttackObject[] {
  return (bundle.objects ?? []).flatMap((object) => {
    const id = mitreReference(object)?.external_id;
    if (!NAMED_TYPES.includes(object.type) || !id || isRetired(object)) return [];
    // MITRE lists the object's own name among its aliases; only the other names are kept.
    const aliases = [...(object.aliases ?? []), ...(object.x_mitre_aliases ?? [])].filter(
      (alias, index, all) => alias !== object.name && all.indexOf(alias) === index,
    );
    return [
      {
        id,
        type: object.type as AttackObject["type"],
        name: object.name,
        aliases,
        stixId: object.id,
        created: object.created,
        modified: object.modified,
      },
    ];
  });
}

/**
 * Bundles publish techniques, groups and software as MITRE's objects, rebuilt from the id, so each must name MITRE's
 * identity and marking and link its page where attackObjectUrl says: a release that differs stops the derivation. */
export function publisherProblems(bundle: Bundle, identity: string, marking: string): string[] {
  return (bundle.objects ?? []).flatMap((object) => {
    const reference = mitreReference(object);
    const published = [...NAMED_TYPES, "attack-pattern"].includes(object.type);
    if (!published || !reference?.external_id || isRetired(object)) return [];
    const problems: string[] = [];
    if (object.created_by_ref !== identity) problems.push("created_by_ref");
    if (JSON.stringify(object.object_marking_refs) !== JSON.stringify([marking]))
      problems.push("object_marking_refs");
    if (reference.url !== attackObjectUrl(reference.external_id))
      problems.push(`url ${String(reference.url)}`);
    return problems.map((problem) => `${object.id} (${reference.external_id}): ${problem}`);
  });
}

// T1059.001 after T1059, T1100 after T1059: numeric parts, not text.
const byId = (a: { id: string }, b: { id: string }) =>
  a.id.localeCompare(b.id, "en", { numeric: true });

/** The files' texts at HEAD, the commit pinned, from a bare git dir (a `fetch` snapshot) or a checkout. */
function readSource(source: string) {
  const bare = existsSync(path.join(source, "objects")) && existsSync(path.join(source, "HEAD"));
  const git = (...args: string[]) =>
    execFileSync("git", [...(bare ? [`--git-dir=${source}`] : ["-C", source]), ...args], {
      encoding: "utf8",
      maxBuffer: 1 << 30,
    });
  // The folder's last change only names the release.
  const [date = "", subject = ""] = git("log", "-1", "--format=%cs%n%s", "HEAD", "--", FOLDER)
    .trim()
    .split("\n");
  const folder = (name: string) =>
    git("ls-tree", "--name-only", "HEAD", `${name}/`)
      .trim()
      .split("\n")
      .filter((n) => n.endsWith(".json"))
      .map((n) => JSON.parse(git("show", `HEAD:${n}`)) as Bundle);
  return {
    bundles: folder(FOLDER),
    identities: folder(PUBLISHER_FOLDERS.identity),
    markings: folder(PUBLISHER_FOLDERS.marking),
    named: NAMED_FOLDERS.flatMap(folder),
    commit: git("rev-parse", "HEAD").trim(),
    subject,
    date,
  };
}

/** The one object of a folder that must hold exactly one (MITRE's identity, its marking). */
function onlyObject(bundles: Bundle[], what: string) {
  const objects = bundles.flatMap((bundle) => bundle.objects ?? []);
  if (objects.length !== 1) throw new Error(`expected one ${what}, found ${objects.length}`);
  return publisherObject(objects[0] as unknown as Record<string, unknown>);
}

export function derive(source: string, today = new Date().toISOString().slice(0, 10)) {
  const { bundles, identities, markings, named, commit, subject, date } = readSource(source);
  const identity = onlyObject(identities, "identity");
  const marking = onlyObject(markings, "marking-definition");
  const problems = [...bundles, ...named].flatMap((bundle) =>
    publisherProblems(bundle, String(identity.id), String(marking.id)),
  );
  if (problems.length) throw new Error(`not as bundles publish them:\n${problems.join("\n")}`);
  const found = bundles.map(techniquesOf);
  // mitre/cti names each release in its commit subject ("ATT&CK v18.1 Enterprise").
  const release = /ATT&CK (v\d+(?:\.\d+)*)/.exec(subject)?.[1];
  return {
    source: `https://github.com/mitre/cti/tree/${commit}/${FOLDER}`,
    commit,
    attackVersion: release ?? date,
    derived: today,
    identity,
    marking,
    techniques: found.flatMap((each) => each.live).sort(byId),
    retired: found.flatMap((each) => each.retired).sort(byId),
    named: named.flatMap(namedObjectsOf).sort(byId),
  };
}

/** One technique a line: a new release's diff shows what changed, entry by entry. */
export function formatAttackJson(
  data: Omit<ReturnType<typeof derive>, "named"> & { named?: AttackObject[] },
): string {
  const { techniques, retired, named, ...head } = data;
  const header = Object.entries(head).map(
    ([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  const list = (key: string, items: unknown[]) =>
    `  ${JSON.stringify(key)}: [\n${items.map((item) => `    ${JSON.stringify(item)}`).join(",\n")}\n  ]`;
  const lists = [
    list("techniques", techniques),
    list("retired", retired),
    ...(named ? [list("named", named)] : []),
  ];
  return `{\n${[...header, ...lists].join(",\n")}\n}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const source = process.argv[2];
  if (!source) {
    console.error(
      "usage: node scripts/research/derive-attack.ts <mitre/cti checkout or git dir> [out]",
    );
    process.exit(2);
  }
  const out = process.argv[3] ?? "app/research/attack-techniques.json";
  const data = derive(source);
  writeFileSync(out, formatAttackJson(data));
  console.log(
    `${out}: ATT&CK ${data.attackVersion}, ${data.techniques.length} live, ${data.retired.length} retired, ${data.named.length} groups and software`,
  );
}
