// A STIX 2.1 bundle: UUIDv5 ids and the report's own days, so two builds write the same bundle;
// ATT&CK's objects keep MITRE's ids, so a platform merges them with its own ATT&CK import.
import { type IndicatorType, indicatorFormats } from "~/content/research-indicators";
import { dayStart } from "~/lib/format-date";
import { type AttackObject, attackObjectUrl, attackPublisher } from "~/research/attack";
import { type ResearchPublisher, type ResolvedReport, uuidv5 } from "./report";

type StixObject = Record<string, unknown> & { type: string; id: string };

/** TLP 2.0 CLEAR as OASIS publishes it (cti-stix-common-objects, extension-definition-specifications/tlp-2.0). */
export const TLP_CLEAR: StixObject = {
  type: "marking-definition",
  spec_version: "2.1",
  id: "marking-definition--94868c89-83c2-464b-929b-a1a8aa3c8487",
  created: "2022-10-01T00:00:00.000Z",
  name: "TLP:CLEAR",
  extensions: {
    "extension-definition--60a3c5c5-0d10-413e-aab3-9e08dde9e88d": {
      extension_type: "property-extension",
      tlp_2_0: "clear",
    },
  },
};

/** MITRE's identity and copyright marking as the pinned release has them, in STIX 2.1 (mitre/cti writes 2.0). */
export const MITRE_IDENTITY: StixObject = { ...attackPublisher.identity, spec_version: "2.1" };
export const MITRE_MARKING: StixObject = { ...attackPublisher.marking, spec_version: "2.1" };

const stixId = (type: string, key: string) => `${type}--${uuidv5(`${type}:${key}`)}`;

export const patternString = (value: string) =>
  `'${value.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`;

export const stixPattern = (type: IndicatorType, value: string) =>
  `[${indicatorFormats[type].stix} = ${patternString(value)}]`;

/** ATT&CK's properties of one of its objects, as MITRE publishes them, without the x_mitre_ extensions. */
const mitre = (stixId: string, created: string, modified: string, attackId: string) => ({
  spec_version: "2.1",
  id: stixId,
  created,
  modified,
  created_by_ref: MITRE_IDENTITY.id,
  external_references: [
    { source_name: "mitre-attack", url: attackObjectUrl(attackId), external_id: attackId },
  ],
  object_marking_refs: [MITRE_MARKING.id],
});

/** A group or software ATT&CK already has, as MITRE's own object: the report's own words stay on its page. */
const attackNamed = (entry: AttackObject): StixObject => ({
  type: entry.type,
  ...mitre(entry.stixId, entry.created, entry.modified, entry.id),
  name: entry.name,
  ...(entry.aliases.length ? { aliases: entry.aliases } : {}),
  ...(entry.type === "malware" ? { is_family: true } : {}),
});

const later = (...days: string[]) => days.reduce((a, b) => (b > a ? b : a));

export function stixBundle(
  report: ResolvedReport,
  publisher: ResearchPublisher,
): { type: "bundle"; id: string; objects: StixObject[] } {
  // The same identity, id and first version in every bundle and every build.
  const identity = {
    type: "identity",
    spec_version: "2.1",
    id: stixId("identity", publisher.name),
    created: "2026-01-01T00:00:00.000Z",
    modified: "2026-01-01T00:00:00.000Z",
    name: publisher.name,
    identity_class: "organization",
    contact_information: publisher.origin,
    object_marking_refs: [TLP_CLEAR.id],
  };
  /**
   * Each object belongs to its report (its key starts with the slug). It was created when it first appeared
   * (the report's date, or the update that added it) and modified by the last update that changed it. */
  const common = (type: string, key: string, dates: { added?: string; updated?: string } = {}) => {
    const created = dates.added ?? report.date;
    return {
      type,
      spec_version: "2.1",
      id: stixId(type, `${report.slug}:${key}`),
      created_by_ref: identity.id,
      created: dayStart(created),
      modified: dayStart(dates.updated ?? created),
      object_marking_refs: [TLP_CLEAR.id],
    };
  };
  const described = (description?: string) => (description ? { description } : {});
  const listed = (key: string, values?: readonly string[]) =>
    values?.length ? { [key]: values } : {};
  const seen = { first_seen: dayStart(report.firstSeen), last_seen: dayStart(report.lastSeen) };

  const actors = report.actors.map((actor) =>
    actor.attackObject
      ? attackNamed(actor.attackObject)
      : {
          ...common(actor.kind, actor.name.toLowerCase(), actor),
          name: actor.name,
          ...described(actor.description),
          ...listed("aliases", actor.aliases),
          ...listed("threat_actor_types", actor.types),
          ...(actor.motivation ? { primary_motivation: actor.motivation } : {}),
          ...(actor.sophistication ? { sophistication: actor.sophistication } : {}),
          ...seen,
        },
  );
  const malware = report.malware.map((family) =>
    family.attackObject
      ? attackNamed(family.attackObject)
      : {
          ...common("malware", family.name.toLowerCase(), family),
          name: family.name,
          ...described(family.description),
          ...listed("aliases", family.aliases),
          ...listed("malware_types", family.types),
          is_family: family.isFamily,
          ...seen,
        },
  );
  const patterns = new Map(
    report.techniques.map((technique) => [
      technique.id,
      {
        type: "attack-pattern",
        ...mitre(technique.stixId, technique.created, technique.modified, technique.id),
        name: technique.name,
        kill_chain_phases: technique.tactics.map((phase) => ({
          kill_chain_name: "mitre-attack",
          phase_name: phase,
        })),
      } as StixObject,
    ]),
  );
  const indicators = report.indicators.map((indicator) => ({
    ...common("indicator", `${indicator.type}:${indicator.value}`, indicator),
    name: `${indicator.type} ${indicator.value}`,
    ...described(indicator.description),
    indicator_types: ["malicious-activity"],
    pattern: stixPattern(indicator.type, indicator.value),
    pattern_type: "stix",
    pattern_version: "2.1",
    valid_from: dayStart(indicator.firstSeen ?? report.firstSeen),
    ...(indicator.validUntil ? { valid_until: dayStart(indicator.validUntil) } : {}),
  }));
  // When the team saw an indicator: a sighting by the company, so a platform can age it out.
  const sightings = report.indicators.flatMap((indicator, index) => {
    if (!indicator.firstSeen && !indicator.lastSeen) return [];
    return [
      {
        ...common("sighting", `${indicator.type}:${indicator.value}`, indicator),
        sighting_of_ref: indicators[index]?.id,
        where_sighted_refs: [identity.id],
        ...(indicator.firstSeen ? { first_seen: dayStart(indicator.firstSeen) } : {}),
        ...(indicator.lastSeen ? { last_seen: dayStart(indicator.lastSeen) } : {}),
      },
    ];
  });
  // Each published rule, its text the pattern (STIX 2.1 names sigma and yara among its pattern types).
  const rules = report.rules.map((rule) => {
    const dates = common("indicator", `rule:${rule.file}`, rule);
    return {
      ...dates,
      name: rule.title,
      indicator_types: ["malicious-activity"],
      pattern: rule.text,
      pattern_type: rule.kind,
      valid_from: dates.created,
      external_references: [{ source_name: publisher.name, description: rule.file, url: rule.url }],
    };
  });

  const relationship = (source: StixObject, type: string, target: StixObject) => {
    // New when the later of its two ends appeared: an update's indicator brings its relationships with it.
    const day = later(report.date, String(source.created), String(target.created)).slice(0, 10);
    return {
      ...common("relationship", `${source.id}:${type}:${target.id}`, { added: day }),
      relationship_type: type,
      source_ref: source.id,
      target_ref: target.id,
    };
  };
  // The report says which actor used which malware and techniques only as a whole: relate them all.
  const users = actors.length ? actors : malware;
  const relationships = [
    ...[...indicators, ...rules].flatMap((indicator) =>
      [...malware, ...actors].map((target) => relationship(indicator, "indicates", target)),
    ),
    ...rules.flatMap((rule, index) =>
      (report.rules[index]?.techniques ?? []).flatMap((id) => {
        const pattern = patterns.get(id);
        return pattern ? [relationship(rule, "indicates", pattern)] : [];
      }),
    ),
    ...actors.flatMap((actor) => malware.map((family) => relationship(actor, "uses", family))),
    ...users.flatMap((user) =>
      [...patterns.values()].map((pattern) => relationship(user, "uses", pattern)),
    ),
  ];

  const covered: StixObject[] = [
    identity,
    ...actors,
    ...malware,
    ...patterns.values(),
    ...indicators,
    ...rules,
    ...sightings,
    ...relationships,
  ];
  // MITRE's identity and marking, which its objects name, only when the bundle holds one of them.
  const byMitre = covered.some((object) => object.created_by_ref === MITRE_IDENTITY.id);
  const reportObject = {
    ...common("report", "report", { updated: report.modified }),
    name: report.title,
    description: report.summary,
    report_types: report.reportTypes?.length ? report.reportTypes : ["threat-report"],
    ...(report.confidence !== undefined ? { confidence: report.confidence } : {}),
    published: dayStart(report.date),
    object_refs: [...(byMitre ? [MITRE_IDENTITY] : []), ...covered].map((object) => object.id),
    external_references: [
      { source_name: publisher.name, description: "The report as a web page", url: report.url },
      ...report.rules.map((rule) => ({
        source_name: rule.kind,
        description: rule.title,
        url: rule.url,
      })),
    ],
  };
  return {
    type: "bundle",
    id: stixId("bundle", report.slug),
    objects: [
      TLP_CLEAR,
      ...(byMitre ? [MITRE_MARKING, MITRE_IDENTITY] : []),
      reportObject,
      ...covered,
    ],
  };
}
