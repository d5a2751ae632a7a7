import { Icon } from "~/components/ui/icon";
import type { HotlinesSection } from "~/content/types";
import { SectionShell } from "./section-shell";

export function Hotlines({ section }: { section: HotlinesSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr]">
        <ul className="grid gap-4 sm:grid-cols-2">
          {section.lines.map((line) => (
            <li key={line.number} className="rounded-card border-2 border-brand-600 bg-white p-5 shadow-card">
              <p className="font-semibold text-ink">{line.region}</p>
              {/* A tel: address holds only the plus and the digits (RFC 3966). */}
              <a href={`tel:${line.number.replace(/[^+\d]/g, "")}`} className="mt-2 inline-flex items-center gap-2 text-2xl font-bold tracking-tight text-brand-700 tabular-nums hover:underline">
                <Icon name="siren" className="size-5" />
                {line.number}
              </a>
              <p className="mt-1 text-sm text-muted">{line.hours}</p>
            </li>
          ))}
        </ul>
        <div className="rounded-card bg-subtle p-6">
          <h3 className="text-xl font-semibold">{section.stepsTitle}</h3>
          <ol className="mt-4 list-decimal space-y-3 pl-5 leading-relaxed marker:font-bold marker:text-brand-700">
            {section.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
    </SectionShell>
  );
}
