import type { HuntOperation } from "~/content/types";
import { StatusTag, huntLook } from "../status-tag";
import { Panel } from "./panel";

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

/** Hunt operations with status in words and a progress bar that states its value. */
export function HuntOperations({ items }: { items: HuntOperation[] }) {
  return (
    <Panel id="hunt-operations" title="Hunt operations" className="lg:col-span-3">
      <ul className="grid gap-px bg-line md:grid-cols-2">
        {items.map((item) => {
          const labelId = `hunt-${slug(item.name)}`;
          return (
            <li key={item.name} className="bg-white px-5 py-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h4 id={labelId} className="font-semibold">{item.name}</h4>
                <StatusTag look={huntLook[item.status]} prefix="Status" />
              </div>
              <p className="mt-1 text-sm text-muted">
                {item.type} · {item.findings} {item.findings === 1 ? "finding" : "findings"}
              </p>
              <div className="mt-3 flex items-center gap-3">
                <div
                  role="progressbar"
                  aria-labelledby={labelId}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={item.progress}
                  aria-valuetext={`${item.progress}% complete`}
                  className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
                >
                  <div className="h-full rounded-full bg-brand-600" style={{ width: `${item.progress}%` }} />
                </div>
                <span aria-hidden="true" className="w-10 text-right text-sm font-semibold tabular-nums">{item.progress}%</span>
              </div>
              <p className="mt-3 text-xs text-muted">
                Techniques:{" "}
                {item.techniques.map((technique, index) => (
                  <span key={technique}>
                    {index > 0 && ", "}
                    <span className="font-mono text-ink">{technique}</span>
                  </span>
                ))}
              </p>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
