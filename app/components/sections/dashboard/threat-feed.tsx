import type { ThreatFeedItem } from "~/content/types";
import { StatusTag, severityLook } from "../status-tag";
import { Panel } from "./panel";

export function ThreatFeed({ items }: { items: ThreatFeedItem[] }) {
  return (
    <Panel id="threat-feed" title="Threat feed" className="lg:col-span-2">
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <li key={item.title} className="px-5 py-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
              <StatusTag look={severityLook[item.severity]} prefix="Severity" />
              <span className="rounded bg-subtle px-2 py-0.5 text-xs font-medium text-muted">{item.type}</span>
              <span className="ml-auto text-xs text-muted">{item.time}</span>
            </div>
            <h4 className="mt-2 font-semibold">{item.title}</h4>
            <p className="mt-1 text-sm leading-relaxed text-muted">{item.details}</p>
            <p className="mt-1.5 text-xs text-muted">
              Source: <span className="font-medium text-ink">{item.source}</span>
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
