import type { StandardsSection } from "~/content/types";
import { Reveal } from "~/components/ui/reveal";
import { cn } from "~/lib/cn";
import { CheckList } from "./check-list";
import { SectionShell } from "./section-shell";

export function StandardCards({ section }: { section: StandardsSection }) {
  const columns = section.items.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-2";
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro} tone="subtle">
      <ul className={cn("grid gap-6 md:grid-cols-2", columns)}>
        {section.items.map((item, index) => (
          <Reveal as="li" key={item.name} delay={(index % 3) * 0.08}
            className={cn(
              "flex flex-col rounded-card border border-line border-t-4 border-t-brand-600 bg-white p-7 shadow-card",
              section.items.length % 2 === 1 && index === section.items.length - 1 && "md:max-lg:col-span-2",
            )}
          >
            <h3 className="text-2xl font-bold tracking-tight">{item.name}</h3>
            <p className="mt-1 text-sm font-medium text-brand-700">{item.fullName}</p>
            <p className="mt-4 leading-relaxed text-muted">{item.description}</p>
            {item.points && <CheckList points={item.points} />}
          </Reveal>
        ))}
      </ul>
    </SectionShell>
  );
}
