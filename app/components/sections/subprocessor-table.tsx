import type { SubprocessorsSection } from "~/content/types";
import { formatDate } from "./format-date";
import { SectionShell } from "./section-shell";

export function SubprocessorTable({ section }: { section: SubprocessorsSection }) {
  const captionId = `${section.id ?? "subprocessors"}-caption`;
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <div className="rounded-card border border-line">
        <table className="w-full text-left text-sm [overflow-wrap:anywhere]">
          <caption id={captionId} className="px-2 py-3 sm:px-4 text-left text-muted">
            Sub-processors, last updated <time dateTime={section.updated}>{formatDate(section.updated)}</time>
          </caption>
          <thead className="bg-subtle">
            <tr>
              <th scope="col" className="px-2 py-3 sm:px-4 font-semibold">Sub-processor</th>
              <th scope="col" className="px-2 py-3 sm:px-4 font-semibold">Purpose</th>
              <th scope="col" className="px-2 py-3 sm:px-4 font-semibold">Data processed</th>
              <th scope="col" className="px-2 py-3 sm:px-4 font-semibold">Location</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {section.items.map((item) => (
              <tr key={item.name}>
                <th scope="row" className="px-2 py-3 sm:px-4 font-semibold">{item.name}</th>
                <td className="px-2 py-3 sm:px-4">{item.purpose}</td>
                <td className="px-2 py-3 sm:px-4">{item.data}</td>
                <td className="px-2 py-3 sm:px-4">{item.location}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionShell>
  );
}
