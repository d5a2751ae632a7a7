/** The research team's CMS collections (docs/research.md): reports, and rule files edited as text. */
import { TECHNIQUE_ID, researchSchema } from "../../app/content/schema/research";
import { type CmsField, type FieldContext, authorRelation, objectFields } from "./fields";
import { RULE_FORMAT, RULE_TEXT_FIELD } from "./rule-files";

/** Hints by field path ("actors.kind"), or for a field of that name in any list ("*.added"). */
const HINTS: Record<string, string> = {
  "*.name": "The name we use",
  "*.aliases": "Other vendors' names for it, one per item",
  "*.description": "One or two sentences; it goes into the STIX bundle",
  "*.added": "Leave empty unless an update added it: the day of that update",
  title: "The report's headline on its page, in the research list and in the feeds",
  summary:
    "One or two sentences: the page's introduction, the text search results and feeds show, and the STIX report's description",
  date: "The day the report is published",
  updated:
    "Leave empty when publishing; set it to the day of an update that changes the findings, and give what the update added or changed that day as its Added or Updated",
  authors: "One or more, from Authors (add a new author there first)",
  tlp: "Only TLP:CLEAR reports are published. A report shared under TLP:GREEN, AMBER or RED does not belong on the site: the build refuses it",
  actors: "Who the activity is attributed to, if anyone",
  "actors.kind":
    "threat-actor: a known group or person. intrusion-set: activity grouped by the infrastructure and tools it shares, not (yet) tied to one actor",
  "actors.types":
    "For a threat-actor only: what kind of actor, in STIX's words (crime-syndicate, nation-state...)",
  "actors.motivation": "Its main motivation, in STIX's words: personal-gain for money, ideology...",
  "actors.sophistication": "For a threat-actor only: how skilled, in STIX's words",
  "actors.attack":
    "The ATT&CK group id (G0010) when ATT&CK already has this group: the STIX bundle then carries MITRE's object for it",
  "actors.updated": "The day of the last update that changed it (its text, types...), if any",
  malware: "The malware the report describes",
  "malware.isFamily": "On: a malware family (the usual case). Off: one specific sample",
  "malware.types":
    "What kind of malware, in STIX's words: ransomware, downloader, remote-access-trojan...",
  "malware.attack":
    "The ATT&CK software id (S0154) when ATT&CK already has it: the STIX bundle then carries MITRE's object for it",
  "malware.updated": "The day of the last update that changed it, if any",
  techniques:
    "ATT&CK Enterprise technique ids, one per item: T1059 or T1059.001. The page names them from the ATT&CK release the site pins; an unknown, revoked or deprecated id stops the build with the id to use instead",
  indicators:
    "Indicators of compromise. The page shows them defanged (hxxp, [.]) and never as links; the STIX, CSV and MISP files carry them as written",
  "indicators.type": "ipv4, ipv6, domain, url, email, or a file hash: md5, sha1, sha256",
  "indicators.value":
    "Exactly as observed, not defanged: 198.51.100.7, cdn.lure.example, https://cdn.lure.example/a.ps1, a hash in hex. For examples use 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24, 2001:db8::/32 and .example names",
  "indicators.description":
    "Its part in the attack: Command-and-control server, First-stage loader",
  "indicators.firstSeen": "When this indicator was first observed, if known",
  "indicators.lastSeen": "When this indicator was last observed, if known",
  "indicators.private":
    "On only for an address or name inside a network (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7, .internal, .local...) the report must list: without it the build refuses such a value",
  "indicators.role":
    "Only where the type leaves it open. IPv4/IPv6: destination (the malware connects to it; the default) or source (the attackers connect from it). Email: sender (sent the lures; the default) or contact (where the attackers ask to be written to, as in a ransom note)",
  "indicators.validUntil":
    "Optional: the first day it should no longer be used (an address given back to its host, say). Tools stop matching it then",
  "indicators.updated":
    "The day of the last update that changed it (its description, last seen...), if any",
  firstSeen: "When the activity was first observed (not when the report was written)",
  lastSeen: "When the activity was last observed; not before First seen",
  rules:
    "Detection rules published with the report. Their text is edited under Detection rules; a new rule file is added to content/research/rules/ by a pull request (the CMS cannot create one)",
  "rules.file":
    "The file's name in content/research/rules/: name.yml for a Sigma rule, name.yar for a YARA rule",
  "rules.title": "What the rule detects: the text of its download link on the page",
  "rules.updated": "The day of the last update that changed the rule's text, if any",
  reportTypes:
    "What the report is mainly about, in STIX's words: threat-report, malware, threat-actor... Empty means threat-report",
  confidence:
    "Optional: how sure the team is of the findings, 0 to 100 (STIX's confidence; 85 is high)",
  threatLevel: "MISP's threat level of the event: high, medium or low. Empty is Undefined",
  analysis: "MISP's analysis state of the event. Empty is completed",
};

function withHints(fields: readonly CmsField[], prefix = ""): CmsField[] {
  return fields.map((field) => {
    const path = `${prefix}${field.name}`;
    const hint = [HINTS[path] ?? HINTS[`*.${field.name}`], field.hint].filter(Boolean).join(". ");
    const inner = field.fields ? { fields: withHints(field.fields, `${path}.`) } : {};
    return { ...field, ...inner, ...(hint ? { hint } : {}) };
  });
}

export function researchFields(context: FieldContext, body: CmsField): CmsField[] {
  const overrides: FieldContext["overrides"] = {
    ...context.overrides,
    authors: (field) => ({
      ...authorRelation(field.name, "Authors"),
      multiple: true,
      ...(field.min ? { min: field.min } : {}),
      ...(field.max ? { max: field.max } : {}),
    }),
    // The schema's one allowed value, shown rather than hidden, so the marking is seen being chosen.
    tlp: (field) => ({
      name: field.name,
      label: "TLP marking",
      widget: "select",
      options: ["TLP:CLEAR"],
      default: "TLP:CLEAR",
    }),
    techniques: (field) => ({
      ...field,
      label: "ATT&CK techniques",
      ...(field.field
        ? { field: { ...field.field, label: "Technique id", pattern: TECHNIQUE_ID } }
        : {}),
    }),
    actors: (field) => ({ ...field, label: "Threat actors" }),
    aliases: (field) => ({
      ...field,
      ...(field.field ? { field: { ...field.field, label: "Alias" } } : {}),
    }),
    indicators: (field) => ({
      ...field,
      label: "Indicators of compromise",
      summary: "{{fields.type}} {{fields.value}}",
    }),
    rules: (field) => ({ ...field, label: "Detection rules" }),
    reportTypes: (field) => ({ ...field, label: "Report types" }),
    threatLevel: (field) => ({ ...field, label: "MISP threat level" }),
    analysis: (field) => ({ ...field, label: "MISP analysis" }),
    attack: (field) => ({ ...field, label: "ATT&CK id" }),
    validUntil: (field) => ({ ...field, label: "Valid until" }),
    isFamily: (field) => ({ ...field, label: "A family" }),
    private: (field) => ({ ...field, label: "Private or reserved on purpose" }),
  };
  return withHints([...objectFields(researchSchema, { ...context, overrides }), body]);
}

export const ruleCollections = (dir: string) =>
  (
    [
      [
        "sigma-rules",
        "Detection rules: Sigma",
        "Sigma rule",
        "yml",
        "The Sigma rule as YAML, indented with spaces (never tabs). The content check needs title, logsource and detection with a condition, SigmaHQ's fields (id, status, description, references, author, date, level, falsepositives), and ATT&CK tags (attack.t1059.001) of live techniques only; the tests check it against SigmaHQ's schema and run it on its tests. When you change it, set its modified, and the same day as its updated in the report's rules",
      ],
      [
        "yara-rules",
        "Detection rules: YARA",
        "YARA rule",
        "yar",
        "The YARA rules as written. The content check needs at least one rule with a condition, and the rule's tests beside it; the tests compile it with YARA and run it on its tests. When you change it, give the report's rules the day as its updated",
      ],
      [
        "rule-tests",
        "Detection rule tests",
        "rule's tests",
        "tests.yaml",
        'What the rule must match and must not match (docs/research.md, "Test a rule"): for YARA, bytes written out (text, utf16 or hex); for Sigma, log events. A YARA rule must have them; a Sigma rule may',
      ],
    ] as const
  ).map(([name, label, singular, extension, hint]) => ({
    name,
    label,
    label_singular: singular,
    folder: `${dir}/research/rules`,
    extension,
    format: RULE_FORMAT,
    // A rule file and the report listing it must come in one pull request, and each CMS entry is its own.
    create: false,
    delete: false,
    editor: { preview: false },
    summary: "{{filename}}.{{extension}}",
    // Decap looks for a title field (and logs an error without one); entries are listed by file name.
    identifier_field: RULE_TEXT_FIELD,
    description:
      "Change a published rule's text, or its tests, here. A new rule file with its tests, or removing one, goes through a pull request with the report that lists it (the research guide, docs/research.md, says how).",
    fields: [{ name: RULE_TEXT_FIELD, label: singular, widget: "text", hint }],
  }));
