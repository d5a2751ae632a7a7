import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { parseAllDocuments } from "yaml";
import { attackRelease, retiredTechnique, techniqueById } from "~/research/attack.ts";

const schema = JSON.parse(
  readFileSync(new URL("./sigma/sigma-detection-rule-schema.json", import.meta.url), "utf8"),
) as Record<string, unknown>;
// Its "$schema" ends in "#", an alias of the 2020-12 meta-schema Ajv does not know by that name.
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile({ ...schema, $schema: undefined });

const TECHNIQUE_TAG = /^attack\.(t\d{4}(?:\.\d{3})?)$/;

/** A Sigma detection rule's problems, empty when valid: its YAML, SigmaHQ's JSON Schema, and each
 * `attack.tNNNN[.NNN]` tag a live technique of the pinned ATT&CK release. `file` names it in messages. */
export function validateSigmaRule(yamlText: string, file: string): string[] {
  const documents = parseAllDocuments(yamlText);
  if (!Array.isArray(documents) || documents.length !== 1)
    return [`${file}: one YAML document (one rule) expected`];
  const [document] = documents;
  if (!document) return [`${file}: one YAML document (one rule) expected`];
  if (document.errors.length > 0) return document.errors.map((e) => `${file}: YAML: ${e.message}`);
  const rule: unknown = document.toJS();

  const problems: string[] = [];
  if (!validate(rule)) {
    for (const e of validate.errors ?? []) {
      if (e.keyword === "oneOf" || e.keyword === "anyOf") continue;
      problems.push(`${file}: ${e.instancePath || "/"} ${e.message ?? e.keyword}`);
    }
  }
  const tags = (rule as { tags?: unknown } | null)?.tags;
  for (const tag of Array.isArray(tags) ? tags : []) {
    if (typeof tag !== "string" || !tag.startsWith("attack.t")) continue;
    const id = TECHNIQUE_TAG.exec(tag)?.[1]?.toUpperCase();
    if (!id)
      problems.push(
        `${file}: tag "${tag}" is not an ATT&CK technique ID (attack.tNNNN or attack.tNNNN.NNN)`,
      );
    else if (!techniqueById(id)) {
      const retired = retiredTechnique(id);
      problems.push(
        retired
          ? `${file}: tag "${tag}": ${id} (${retired.name}) is ${retired.status} in ATT&CK ${attackRelease.version}`
          : `${file}: tag "${tag}": ${id} is not an ATT&CK Enterprise technique in ${attackRelease.version}`,
      );
    }
  }
  return problems;
}
