import type { ResearchEntry } from "~/collections/research";
import { defang, indicatorFormats } from "~/content/research-indicators";
import { formatDate } from "~/lib/format-date";
import { Icon } from "~/components/ui/icon";
import { buttonVariants } from "~/components/ui/button-variants";

const seenOf = ({ firstSeen, lastSeen }: { firstSeen?: string; lastSeen?: string }) =>
  firstSeen
    ? `${formatDate(firstSeen)}${lastSeen && lastSeen !== firstSeen ? ` to ${formatDate(lastSeen)}` : ""}`
    : "";

/**
 * A report's indicators as text, defanged (hxxps[://], [.], [@], [:]) so that none is a link or resolves when
 * pasted; kept out of site search. The copy button copies what is shown (copy-indicators.ts). */
export function IndicatorTable({
  indicators,
  problems = [],
}: {
  indicators: ResearchEntry["indicators"];
  /** By position: why the build refuses the indicator (the CMS preview shows it instead of the value). */
  problems?: readonly (string | undefined)[];
}) {
  return (
    <section aria-labelledby="indicators-heading" className="mt-12" data-pagefind-ignore>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="indicators-heading" className="text-2xl font-bold tracking-tight">
          Indicators of compromise
        </h2>
        <button
          type="button"
          className={buttonVariants({ variant: "secondary", size: "sm" })}
          data-copy-indicators
          data-needs-script
        >
          <Icon name="copy" /> Copy all {indicators.length} indicators
        </button>
      </div>
      <p className="mt-2 text-sm text-muted">
        Shown and copied defanged (<code>hxxps[://]</code>, <code>[.]</code>, <code>[@]</code>,{" "}
        <code>[:]</code>) so that none opens by accident. The files for your tools, below, hold them
        as they are.
      </p>
      <p
        role="status"
        aria-live="polite"
        className="mt-2 text-sm font-semibold text-brand-700"
        data-copy-status
      />
      <div className="mt-4 overflow-hidden rounded-card border border-line">
        <table className="w-full text-left text-sm">
          <thead className="bg-subtle text-muted">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                Type
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Indicator
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                What it is
              </th>
              <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                Seen
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {indicators.map((indicator, index) => {
              const seen = seenOf(indicator);
              const problem = problems[index];
              return (
                <tr key={`${index} ${indicator.value}`}>
                  <td className="px-3 py-3 sm:px-4">{indicatorFormats[indicator.type].label}</td>
                  <td className="px-3 py-3 sm:px-4">
                    {problem ? (
                      <mark className="rounded bg-red-50 px-1 text-red-900 ring-1 ring-red-300">
                        The build refuses this indicator: {problem}
                      </mark>
                    ) : (
                      <code className="break-all" data-indicator>
                        {defang(indicator.type, indicator.value)}
                      </code>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    {indicator.description}
                    {/* On a phone the dates join the description: four columns do not fit. */}
                    {seen && <span className="mt-1 block text-muted md:hidden">Seen {seen}</span>}
                  </td>
                  <td className="hidden px-4 py-3 md:table-cell">{seen}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
