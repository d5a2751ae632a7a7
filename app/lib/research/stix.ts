/**
 * A report as a STIX 2.1 bundle, every object marked TLP:CLEAR. Ids are UUIDv5 of each object's natural key
 * and times are the report's own days, so two builds write the same bundle. */
import { type IndicatorType, indicatorFormats } from "~/content/research-indicators";
import { dayStart } from "~/lib/format-date";
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

const stixId = (type: string, key: string) => `${type}--${uuidv5(`${type}:${key}`)}`;

/** A string literal of the STIX patterning language: backslash and quote escaped. */
export const patternString = (value: string) =>
  `'${value.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`;

/** The indicator's STIX pattern: one comparison on the observable its type names. */
export const stixPattern = (type: IndicatorType, value: string) =>
  `[${indicatorFormats[type].stix} = ${patternString(value)}]`;

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
  // Each object belongs to its report (its key starts with the slug), so it keeps one `created`.
  const common = (type: string, key: string) => ({
    type,
    spec_version: "2.1",
    id: stixId(type, `${report.slug}:${key}`),
    created_by_ref: identity.id,
    created: dayStart(report.date),
    modified: dayStart(report.modified),
    object_marking_refs: [TLP_CLEAR.id],
  });
  const described = (description?: string) => (description ? { description } : {});
  const aliased = (aliases: string[]) => (aliases.length ? { aliases } : {});
  const seen = { first_seen: dayStart(report.firstSeen), last_seen: dayStart(report.lastSeen) };

  const actors = report.actors.map((actor) => ({
    ...common(actor.kind, actor.name.toLowerCase()),
    name: actor.name,
    ...described(actor.description),
    ...aliased(actor.aliases),
    ...seen,
  }));
  const malware = report.malware.map((family) => ({
    ...common("malware", family.name.toLowerCase()),
    name: family.name,
    ...described(family.description),
    ...aliased(family.aliases),
    is_family: family.isFamily,
    ...seen,
  }));
  const patterns = report.techniques.map((technique) => ({
    ...common("attack-pattern", technique.id),
    name: technique.name,
    external_references: [
      {
        source_name: "mitre-attack",
        external_id: technique.id,
        url: `https://attack.mitre.org/techniques/${technique.id.replace(".", "/")}`,
      },
    ],
    kill_chain_phases: technique.tactics.map((phase) => ({
      kill_chain_name: "mitre-attack",
      phase_name: phase,
    })),
  }));
  const indicators = report.indicators.map((indicator) => ({
    ...common("indicator", `${indicator.type}:${indicator.value}`),
    name: `${indicator.type} ${indicator.value}`,
    ...described(indicator.description),
    indicator_types: ["malicious-activity"],
    pattern: stixPattern(indicator.type, indicator.value),
    pattern_type: "stix",
    pattern_version: "2.1",
    valid_from: dayStart(indicator.firstSeen ?? report.firstSeen),
  }));

  const relationship = (source: StixObject, type: string, target: StixObject) => ({
    ...common("relationship", `${source.id}:${type}:${target.id}`),
    relationship_type: type,
    source_ref: source.id,
    target_ref: target.id,
  });
  // The report says which actor used which malware and techniques only as a whole: relate them all.
  const users = actors.length ? actors : malware;
  const relationships = [
    ...indicators.flatMap((indicator) =>
      [...malware, ...actors].map((target) => relationship(indicator, "indicates", target)),
    ),
    ...actors.flatMap((actor) => malware.map((family) => relationship(actor, "uses", family))),
    ...users.flatMap((user) => patterns.map((pattern) => relationship(user, "uses", pattern))),
  ];

  const covered: StixObject[] = [
    identity,
    ...actors,
    ...malware,
    ...patterns,
    ...indicators,
    ...relationships,
  ];
  const reportObject = {
    ...common("report", "report"),
    name: report.title,
    description: report.summary,
    report_types: ["threat-report"],
    published: dayStart(report.date),
    object_refs: covered.map((object) => object.id),
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
    objects: [TLP_CLEAR, reportObject, ...covered],
  };
}
