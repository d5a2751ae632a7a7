import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type {
  AttackTechnique as Technique,
  RetiredAttackTechnique as RetiredTechnique,
} from "../../app/research/attack.ts";

/**
 * Derives app/research/attack-techniques.json, the pinned ATT&CK Enterprise techniques, from mitre/cti.
 * `node scripts/research/derive-attack.ts <mitre/cti checkout or bare git dir> [out file]` */
const FOLDER = "enterprise-attack/attack-pattern";

interface StixAttackPattern {
  type: string;
  id: string;
  name: string;
  created: string;
  modified: string;
  revoked?: boolean;
  x_mitre_deprecated?: boolean;
  external_references?: { source_name: string; external_id?: string }[];
  kill_chain_phases?: { kill_chain_name: string; phase_name: string }[];
}

/** Objects without an ATT&CK ID are skipped. */
export function techniquesOf(bundle: { objects?: StixAttackPattern[] }) {
  const live: Technique[] = [];
  const retired: RetiredTechnique[] = [];
  for (const object of bundle.objects ?? []) {
    if (object.type !== "attack-pattern") continue;
    const id = object.external_references?.find(
      (r) => r.source_name === "mitre-attack",
    )?.external_id;
    if (!id) continue;
    if (object.revoked) retired.push({ id, name: object.name, status: "revoked" });
    else if (object.x_mitre_deprecated)
      retired.push({ id, name: object.name, status: "deprecated" });
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
  const names = git("ls-tree", "--name-only", "HEAD", `${FOLDER}/`).trim().split("\n");
  const texts = names.filter((n) => n.endsWith(".json")).map((n) => git("show", `HEAD:${n}`));
  return { texts, commit: git("rev-parse", "HEAD").trim(), subject, date };
}

export function derive(source: string, today = new Date().toISOString().slice(0, 10)) {
  const { texts, commit, subject, date } = readSource(source);
  const found = texts.map((text) => techniquesOf(JSON.parse(text)));
  // mitre/cti names each release in its commit subject ("ATT&CK v18.1 Enterprise").
  const release = /ATT&CK (v\d+(?:\.\d+)*)/.exec(subject)?.[1];
  return {
    source: `https://github.com/mitre/cti/tree/${commit}/${FOLDER}`,
    commit,
    attackVersion: release ?? date,
    derived: today,
    techniques: found.flatMap((each) => each.live).sort(byId),
    retired: found.flatMap((each) => each.retired).sort(byId),
  };
}

/** One technique a line: a new release's diff shows what changed, entry by entry. */
export function formatAttackJson(data: ReturnType<typeof derive>): string {
  const lines = (items: unknown[]) =>
    items.map((item) => `    ${JSON.stringify(item)}`).join(",\n");
  const { techniques, retired, ...head } = data;
  const header = Object.entries(head)
    .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`)
    .join("\n");
  return `{\n${header}\n  "techniques": [\n${lines(techniques)}\n  ],\n  "retired": [\n${lines(retired)}\n  ]\n}\n`;
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
    `${out}: ATT&CK ${data.attackVersion}, ${data.techniques.length} live, ${data.retired.length} retired`,
  );
}
