import type { DashboardAlert } from "~/content/types";
import { StatusTag, alertLook } from "../status-tag";
import { Panel } from "./panel";

export function RecentAlerts({ items }: { items: DashboardAlert[] }) {
  return (
    <Panel id="recent-alerts" title="Recent alerts">
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <li key={item.message} className="flex flex-col gap-1.5 px-5 py-3.5">
            <div className="flex items-center justify-between gap-3">
              <StatusTag look={alertLook[item.status]} prefix="Status" />
              <span className="text-xs text-muted">{item.time}</span>
            </div>
            <p className="text-sm text-ink">{item.message}</p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
