import type { AptGroup } from "~/content/types";
import { Panel } from "./panel";

/** Tracked APT groups as a table; on narrow screens the table scrolls inside its own region. */
export function AptGroups({ items }: { items: AptGroup[] }) {
  return (
    <Panel id="apt-groups" title="APT group tracking" className="lg:col-span-3">
      <p className="px-5 pt-3 text-xs text-muted lg:hidden">Scroll the table sideways for targets, TTPs and confidence.</p>
      {/* A focusable, labelled scroll region so keyboard users can scroll the table. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-labelledby="apt-groups-title" tabIndex={0} className="overflow-x-auto">
        <table className="w-full min-w-[52rem] text-left text-sm">
          <thead className="bg-subtle text-xs tracking-wide text-muted uppercase">
            <tr>
              {["Group", "Region", "Last seen", "Targets", "TTPs", "Confidence"].map((heading) => (
                <th key={heading} scope="col" className="px-5 py-3 font-semibold">{heading}</th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {items.map((item) => (
              <tr key={item.group} className="align-top">
                <th scope="row" className="px-5 py-3.5 font-semibold">
                  {item.group}
                  <span className="block text-xs font-normal text-muted">aka {item.alias}</span>
                </th>
                <td className="px-5 py-3.5">
                  <span className="flex items-center gap-2">
                    <abbr title={item.region} className="rounded border border-line bg-subtle px-1.5 py-0.5 font-mono text-xs font-semibold no-underline">
                      {item.flag}
                    </abbr>
                    {item.region}
                  </span>
                </td>
                <td className="px-5 py-3.5 whitespace-nowrap">{item.lastSeen}</td>
                <td className="px-5 py-3.5">{item.targets.join(", ")}</td>
                <td className="px-5 py-3.5">
                  <ul className="flex flex-wrap gap-1">
                    {item.ttps.map((ttp) => (
                      <li key={ttp} className="rounded bg-navy-900 px-1.5 py-0.5 font-mono text-xs text-white">{ttp}</li>
                    ))}
                  </ul>
                </td>
                <td className="px-5 py-3.5 font-semibold whitespace-nowrap">{item.confidence}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
