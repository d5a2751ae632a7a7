// content/research/<slug>.md: the front matter holds what machines read (actors, malware, ATT&CK, indicators,
// rules), each checked so a wrong value stops the build naming file and field; the body is for people.
import { z } from "zod";
import {
  attackNamedById,
  attackNamedByNames,
  attackRelease,
  retiredTechnique,
  techniqueById,
  techniqueByName,
} from "../../research/attack";
import { checkIndicator, indicatorTypes, normaliseIndicator } from "../research-indicators";
import {
  attackMotivations,
  indicatorRoleNames,
  indicatorRoles,
  malwareTypes,
  mispAnalysis,
  mispThreatLevels,
  reportTypes,
  threatActorSophistication,
  threatActorTypes,
} from "../research-vocabularies";
import { addProblem, isoDate, pageDescription, pageTitle, repeats, text } from "./fields";
import { quoted } from "./messages";
import { draft } from "./publishing";

// ---- What STIX and MISP carry beyond the indicators (docs/research.md); checked in `extras` below.

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `Expected one of: ${values.join(", ")}` });
const vocabulary = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(oneOf(values)).max(values.length).default([]);

const ATTACK_ID = { actors: /^G\d{4}$/, malware: /^S\d{4}$/ };

/** `added` defaults to the report's date. */
const history = { added: isoDate.optional(), updated: isoDate.optional() };

const actorExtras = {
  /** threat-actor-type-ov: only a threat actor has them in STIX. */
  types: vocabulary(threatActorTypes),
  motivation: oneOf(attackMotivations).optional(),
  sophistication: oneOf(threatActorSophistication).optional(),
  /** The ATT&CK group it is (G0010): the bundle then carries MITRE's object. */
  attack: z.string().regex(ATTACK_ID.actors, "Expected an ATT&CK group id like G0010").optional(),
  ...history,
};

const malwareExtras = {
  types: vocabulary(malwareTypes),
  /** The ATT&CK software it is (S0154). */
  attack: z
    .string()
    .regex(ATTACK_ID.malware, "Expected an ATT&CK software id like S0154")
    .optional(),
  ...history,
};

const indicatorExtras = {
  role: oneOf(indicatorRoleNames).optional(),
  /** The first day it should no longer be used (STIX's valid_until). */
  validUntil: isoDate.optional(),
  ...history,
};

const reportExtras = {
  reportTypes: vocabulary(reportTypes),
  /** How sure the team is of the report's findings, 0-100 (STIX's confidence scale). */
  confidence: z
    .number({ error: "Expected a whole number from 0 to 100" })
    .int("Expected a whole number from 0 to 100")
    .min(0, "Expected a whole number from 0 to 100")
    .max(100, "Expected a whole number from 0 to 100")
    .optional(),
  threatLevel: oneOf(Object.keys(mispThreatLevels) as ["high", "medium", "low"]).optional(),
  analysis: oneOf(Object.keys(mispAnalysis) as ["initial", "ongoing", "completed"]).optional(),
};

/** The extras' checks that need the whole report: dates within its updates, roles by type, ATT&CK ids. */
function extras(report: z.output<typeof reportFields>, context: z.RefinementCtx) {
  const last = report.updated ?? report.date;
  const dated = (list: string, items: readonly { added?: string; updated?: string }[]) =>
    items.forEach((item, index) => {
      const at = (field: string) => [list, index, field];
      for (const field of ["added", "updated"] as const) {
        const day = item[field];
        if (!day) continue;
        if (day < report.date)
          addProblem(context, at(field), `${day} is before the report's date ${report.date}`);
        else if (day > last)
          addProblem(
            context,
            at(field),
            `${day} is after the report's last change ${last}: set the report's updated to ${day}`,
          );
      }
      if (item.added && item.updated && item.updated < item.added)
        addProblem(context, at("updated"), `${item.updated} is before added ${item.added}`);
    });
  dated("actors", report.actors);
  dated("malware", report.malware);
  dated("indicators", report.indicators);
  dated("rules", report.rules);

  report.indicators.forEach((indicator, index) => {
    const name = `indicator ${index} (${quoted(indicator.value)})`;
    const roles = indicatorRoles[indicator.type];
    if (indicator.role && !roles?.some((role) => role === indicator.role))
      addProblem(
        context,
        ["indicators", index, "role"],
        roles
          ? `${name}: an ${indicator.type} indicator's role is ${roles.join(" or ")}`
          : `${name}: only ${Object.keys(indicatorRoles).join(", ")} indicators take a role`,
      );
    const validFrom = indicator.firstSeen ?? report.firstSeen;
    if (indicator.validUntil && indicator.validUntil <= validFrom)
      addProblem(
        context,
        ["indicators", index, "validUntil"],
        `${name}: ${indicator.validUntil} is not after ${validFrom}, when it is first valid (its firstSeen, or the report's)`,
      );
  });

  report.actors.forEach((actor, index) => {
    if (actor.kind === "threat-actor") return;
    for (const field of ["types", "sophistication"] as const)
      if (field === "types" ? actor.types.length : actor.sophistication)
        addProblem(
          context,
          ["actors", index, field],
          `only a threat-actor has ${field} in STIX; ${actor.name} is an intrusion-set`,
        );
  });
  attackMatches("actors", report.actors, ["intrusion-set"], context);
  attackMatches("malware", report.malware, ["malware", "tool"], context);
}

/** An `attack:` id must be in the pinned data; without one, the names may match one ATT&CK entry, never several. */
function attackMatches(
  list: keyof typeof ATTACK_ID,
  items: readonly { name: string; aliases: string[]; attack?: string }[],
  types: ("intrusion-set" | "malware" | "tool")[],
  context: z.RefinementCtx,
) {
  items.forEach((item, index) => {
    if (item.attack) {
      if (!ATTACK_ID[list].test(item.attack)) return; // its own field reports the form
      const found = attackNamedById(item.attack);
      if (!found || !types.includes(found.type))
        addProblem(
          context,
          [list, index, "attack"],
          `${item.attack} is not a live ATT&CK ${types.join(" or ")} in ${attackRelease.version}: check the id at attack.mitre.org`,
        );
      return;
    }
    const matches = attackNamedByNames(types, [item.name, ...item.aliases]);
    if (matches.length > 1)
      addProblem(
        context,
        [list, index, "aliases"],
        `${item.name}: its names match several ATT&CK entries (${matches.map((m) => `${m.id} ${m.name}`).join(", ")}): write the one meant as attack:`,
      );
  });
}
// ---- end of the extras

export function techniqueProblem(id: string): string | undefined {
  if (techniqueById(id)) return undefined;
  const retired = retiredTechnique(id);
  if (!retired)
    return `${id} is not in ATT&CK Enterprise ${attackRelease.version}: check the id at attack.mitre.org`;
  // A retired technique's successor, when a live one has its name.
  const successor = techniqueByName(retired.name);
  const use = successor
    ? `use ${successor.id} (${successor.name})`
    : "use a current technique from attack.mitre.org";
  return `${id} was ${retired.status} in ATT&CK: ${use}`;
}

/** An ATT&CK id's form and its message, also the CMS's pattern as it is typed. */
export const TECHNIQUE_ID: [string, string] = [
  "^T\\d{4}(\\.\\d{3})?$",
  "Expected an ATT&CK technique id like T1059 or T1059.001",
];

const nameList = z.array(text).max(30).default([]);
/** An indicator's longest value: a URL of 2,048 characters is more than any tool is built to match. */
const VALUE_MAX = 2048;
/** The relationships one bundle may hold (indicators × actors and malware, and what uses what): a platform
 * imports a report as one piece, and 10,000 is twenty times our largest report. */
const RELATIONSHIPS_MAX = 10_000;
const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const actor = z.strictObject({
  name: text,
  aliases: nameList,
  /** STIX's two kinds: a threat actor is who acts; an intrusion set is activity grouped by what it shares. */
  kind: z.enum(["threat-actor", "intrusion-set"], {
    error: "Expected threat-actor or intrusion-set",
  }),
  description: text.optional(),
  ...actorExtras,
});

const malware = z.strictObject({
  name: text,
  aliases: nameList,
  /** A family (true) or one sample (false), as STIX's malware.is_family says. */
  isFamily: z.boolean({ error: "Expected true or false" }).default(true),
  description: text.optional(),
  ...malwareExtras,
});

const indicator = z
  .strictObject({
    type: oneOf(indicatorTypes),
    value: z
      .string({ error: "Required: the indicator itself, as it is (not defanged)" })
      .max(VALUE_MAX, {
        error: (issue) =>
          `${quoted(issue.input)}: an indicator value has at most ${VALUE_MAX.toLocaleString("en-US")} characters`,
      }),
    description: text.optional(),
    firstSeen: isoDate.optional(),
    lastSeen: isoDate.optional(),
    /** An address or name inside a network (RFC 1918, .internal...): allowed only when marked. */
    private: z.boolean({ error: "Expected true or false" }).optional(),
    ...indicatorExtras,
  })
  .transform((entry) => ({ ...entry, value: normaliseIndicator(entry.type, entry.value) }));

/** Each indicator's value checked for its type, once and in one place; messages name the indicator. */
const indicators = z
  .array(indicator)
  .max(2000)
  .superRefine((list, context) => {
    const seen = new Map<string, number>();
    list.forEach((entry, index) => {
      const name = `indicator ${index} (${quoted(entry.value)})`;
      const { problem, reserved } = checkIndicator(entry.type, entry.value);
      if (problem) addProblem(context, [index, "value"], `${name}: ${problem}`);
      else if (reserved && !entry.private)
        addProblem(
          context,
          [index, "value"],
          `${name}: ${reserved}, so no host on the internet has it: refused unless marked \`private: true\``,
        );
      const first = seen.get(entry.value);
      if (first !== undefined)
        addProblem(context, [index, "value"], `${name}: indicator ${first} has this value already`);
      else seen.set(entry.value, index);
      if (entry.firstSeen && entry.lastSeen && entry.lastSeen < entry.firstSeen)
        addProblem(
          context,
          [index, "lastSeen"],
          `${name}: last seen ${entry.lastSeen} is before first seen ${entry.firstSeen}`,
        );
    });
  });

const rule = z
  .strictObject({
    /** A file in content/research/rules/: name.yml for a Sigma rule, name.yar for a YARA rule. */
    file: z
      .string()
      .regex(
        /^[a-z0-9]+(-[a-z0-9]+)*\.(yml|yar)$/,
        "Expected a rule file name in content/research/rules/, like lumen-loader.yml (Sigma) or lumen-loader.yar (YARA)",
      ),
    title: text,
    ...history,
  })
  .transform((entry) => ({
    ...entry,
    kind: entry.file.endsWith(".yar") ? ("yara" as const) : ("sigma" as const),
  }));

/** Only TLP:CLEAR may be published: anything else was shared with a limited audience. */
const tlp = z.literal("TLP:CLEAR", {
  error: (issue) => {
    const value = typeof issue.input === "string" ? issue.input.trim() : "";
    if (/^TLP:WHITE$/i.test(value))
      return "TLP:WHITE is TLP 1.0's name for TLP:CLEAR: write TLP:CLEAR";
    if (/^TLP:/i.test(value))
      return `${value.length > 30 ? `${value.slice(0, 30)}…` : value}: only TLP:CLEAR reports are published; keep this report out of the site`;
    return "Expected tlp: TLP:CLEAR (only TLP:CLEAR reports are published)";
  },
});

/** A list whose items must differ by one key; the second is reported with the first's index. */
const distinct =
  <T>(key: (item: T) => string, what: string) =>
  (list: T[], context: z.RefinementCtx) => {
    for (const { index, value, first } of repeats(list, key))
      addProblem(
        context,
        [index],
        `${what} ${value} is listed twice: item ${first} has it already`,
      );
  };

const reportFields = z.strictObject({
  title: pageTitle,
  summary: pageDescription,
  date: isoDate,
  updated: isoDate.optional(),
  /** File names from content/authors/. */
  authors: z
    .array(
      z
        .string()
        .regex(slug, "Expected an author's file name from content/authors/, like maya-okafor"),
    )
    .min(1, "Name at least one author from content/authors/")
    .max(10),
  tlp,
  actors: z
    .array(actor)
    .max(20)
    .default([])
    .superRefine(distinct((item) => item.name, "actor")),
  malware: z
    .array(malware)
    .max(50)
    .default([])
    .superRefine(distinct((item) => item.name, "malware")),
  /** ATT&CK Enterprise ids (T1059 or T1059.001); names come from the pinned release. */
  techniques: z
    .array(
      z.string().superRefine((id, context) => {
        const problem = new RegExp(TECHNIQUE_ID[0]).test(id)
          ? techniqueProblem(id)
          : TECHNIQUE_ID[1];
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
    )
    .max(200)
    .default([])
    .superRefine(distinct((id) => id, "technique")),
  indicators: indicators.default([]),
  /** When the activity was first and last observed (not when the report was written). */
  firstSeen: isoDate,
  lastSeen: isoDate,
  rules: z
    .array(rule)
    .max(50)
    .default([])
    .superRefine(distinct((item) => item.file, "rule file")),
  draft,
  ...reportExtras,
});
export const researchSchema = reportFields.superRefine((report, context) => {
  const { actors, malware, techniques, indicators, rules } = report;
  // As stixBundle relates them (app/files/research/stix.ts); a rule's own techniques counted at most.
  const relationships =
    (indicators.length + rules.length) * (actors.length + malware.length) +
    actors.length * malware.length +
    ((actors.length || malware.length) + rules.length) * techniques.length;
  if (relationships > RELATIONSHIPS_MAX)
    addProblem(
      context,
      ["indicators"],
      `${relationships.toLocaleString("en-US")} relationships in one STIX bundle (each indicator and rule to each actor and malware, each of those to each technique): at most ${RELATIONSHIPS_MAX.toLocaleString("en-US")}; split the report, or name fewer actors and malware`,
    );
  extras(report, context);
  if (report.lastSeen < report.firstSeen)
    addProblem(context, ["lastSeen"], `${report.lastSeen} is before firstSeen ${report.firstSeen}`);
  if (report.updated && report.updated < report.date)
    addProblem(
      context,
      ["updated"],
      `${report.updated} is before the report's date ${report.date}`,
    );
});

export type ResearchFrontMatter = z.output<typeof researchSchema>;
