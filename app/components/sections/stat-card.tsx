import type { StatCard as StatCardContent } from "~/content/types";
import { StatusTag, statLook } from "./status-tag";

export function StatCard({ item }: { item: StatCardContent }) {
  return (
    <div className="flex h-full flex-col rounded-card border border-line bg-white p-5 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-sm font-semibold text-muted">{item.title}</h3>
        <StatusTag look={statLook[item.status]} prefix="Status" />
      </div>
      <p className="mt-3 text-3xl font-bold tracking-tight text-ink">{item.value}</p>
      <p className="mt-1 text-sm text-muted">{item.trend}</p>
    </div>
  );
}
