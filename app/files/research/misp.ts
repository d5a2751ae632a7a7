/**
 * The layout MISP's "MISP Feed" source reads and PyMISP's examples/feed-generator writes: manifest.json, one
 * <uuid>.json per event, hashes.csv ("<md5 of an attribute's value>,<event uuid>" per attribute, no header). */
import { createHash } from "node:crypto";
import { type IndicatorType, indicatorFormats } from "~/content/research-indicators";
import {
  type IndicatorRole,
  indicatorRoles,
  mispAnalysis,
  mispThreatLevels,
} from "~/content/research-vocabularies";
import { jsonText } from "~/files/file-response";
import { dayStart } from "~/lib/format-date";
import { type ResearchPublisher, type ResolvedReport, uuidv5 } from "./report";

export const mispEventUuid = (report: Pick<ResolvedReport, "slug">) =>
  uuidv5(`misp-event:${report.slug}`);

// MISP's attribute type and category for a role: a source address was connected from, a contact address is
// written to (MISP's "email-dst"), never a sender.
const ROLE_TYPES: Record<IndicatorRole, [string, string]> = {
  destination: ["ip-dst", "Network activity"],
  source: ["ip-src", "Network activity"],
  sender: ["email-src", "Payload delivery"],
  contact: ["email-dst", "Network activity"],
};

/** The MISP [type, category] of an indicator: by its role where the type leaves it open. */
function mispType(type: IndicatorType, role?: IndicatorRole): [string, string] {
  const chosen = role ?? indicatorRoles[type]?.[0];
  return chosen ? ROLE_TYPES[chosen] : indicatorFormats[type].misp;
}

/** MISP stores times as Unix seconds in a string; ours are the report's days. */
const seconds = (day: string) => String(Date.parse(dayStart(day)) / 1000);
/** An attribute's first_seen and last_seen, as MISP writes them (microseconds, UTC offset). */
const mispTime = (day: string) => `${day}T00:00:00.000000+00:00`;

export function mispEvent(report: ResolvedReport, publisher: ResearchPublisher) {
  const timestamp = seconds(report.modified);
  // Each attribute's own timestamp is the update that last changed it, so MISP sees what an update brought.
  const changed = (item: { added?: string; updated?: string }) =>
    seconds(item.updated ?? item.added ?? report.date);
  return {
    Event: {
      uuid: mispEventUuid(report),
      info: report.title,
      date: report.date,
      // Completed and Undefined (4) unless the report says otherwise.
      analysis: mispAnalysis[report.analysis ?? "completed"],
      threat_level_id: report.threatLevel ? mispThreatLevels[report.threatLevel] : "4",
      timestamp,
      publish_timestamp: timestamp,
      published: true,
      Orgc: { name: publisher.name, uuid: uuidv5(`misp-org:${publisher.name}`) },
      // The TLP, and each technique as MISP's ATT&CK galaxy names it ("Name - T1234").
      Tag: [
        { name: "tlp:clear", colour: "#ffffff", exportable: true },
        ...report.techniques.map((technique) => ({
          name: `misp-galaxy:mitre-attack-pattern="${technique.name} - ${technique.id}"`,
          colour: "#0088cc",
          exportable: true,
        })),
      ],
      Attribute: [
        ...report.indicators.map((indicator) => {
          const [type, category] = mispType(indicator.type, indicator.role);
          return {
            uuid: uuidv5(`misp-attribute:${report.slug}:${indicator.type}:${indicator.value}`),
            type,
            category,
            value: indicator.value,
            to_ids: true,
            comment: indicator.description ?? "",
            timestamp: changed(indicator),
            ...(indicator.firstSeen ? { first_seen: mispTime(indicator.firstSeen) } : {}),
            ...(indicator.lastSeen ? { last_seen: mispTime(indicator.lastSeen) } : {}),
          };
        }),
        // MISP's own types for detection rules, the rule's text as the value.
        ...report.rules.map((rule) => ({
          uuid: uuidv5(`misp-attribute:${report.slug}:rule:${rule.file}`),
          type: rule.kind,
          category: "Payload installation",
          value: rule.text,
          to_ids: true,
          comment: rule.title,
          timestamp: changed(rule),
        })),
      ],
    },
  };
}

export function mispFeed(
  reports: readonly ResolvedReport[],
  publisher: ResearchPublisher,
): { name: string; text: string }[] {
  const events = reports.map((report) => mispEvent(report, publisher).Event);
  const manifest = Object.fromEntries(
    events.map((event) => [
      event.uuid,
      {
        info: event.info,
        date: event.date,
        analysis: event.analysis,
        threat_level_id: event.threat_level_id,
        timestamp: event.timestamp,
        Orgc: event.Orgc,
        Tag: event.Tag.map(({ name, colour }) => ({ name, colour })),
      },
    ]),
  );
  const md5 = (value: string) => createHash("md5").update(value, "utf8").digest("hex");
  const hashes = events
    .flatMap((event) =>
      event.Attribute.map((attribute) => `${md5(attribute.value)},${event.uuid}\n`),
    )
    .join("");
  return [
    { name: "manifest.json", text: jsonText(manifest) },
    ...events.map((Event) => ({ name: `${Event.uuid}.json`, text: jsonText({ Event }) })),
    { name: "hashes.csv", text: hashes },
  ];
}
