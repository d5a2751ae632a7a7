/**
 * The layout MISP's "MISP Feed" source reads and PyMISP's examples/feed-generator writes: manifest.json, one
 * <uuid>.json per event, hashes.csv ("<md5 of an attribute's value>,<event uuid>" per attribute, no header). */
import { createHash } from "node:crypto";
import { indicatorFormats } from "~/content/research-indicators";
import { jsonText } from "~/lib/file-response";
import { dayStart } from "~/lib/format-date";
import { type ResearchPublisher, type ResolvedReport, uuidv5 } from "./report";

export const mispEventUuid = (report: Pick<ResolvedReport, "slug">) =>
  uuidv5(`misp-event:${report.slug}`);

export function mispEvent(report: ResolvedReport, publisher: ResearchPublisher) {
  // MISP stores times as Unix seconds in a string; ours are the report's days.
  const timestamp = String(Date.parse(dayStart(report.modified)) / 1000);
  return {
    Event: {
      uuid: mispEventUuid(report),
      info: report.title,
      date: report.date,
      // 2: analysis completed; 4: threat level undefined (a report rates no single threat).
      analysis: "2",
      threat_level_id: "4",
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
      Attribute: report.indicators.map((indicator) => ({
        uuid: uuidv5(`misp-attribute:${report.slug}:${indicator.type}:${indicator.value}`),
        type: indicatorFormats[indicator.type].misp[0],
        category: indicatorFormats[indicator.type].misp[1],
        value: indicator.value,
        to_ids: true,
        comment: indicator.description ?? "",
        timestamp,
      })),
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
