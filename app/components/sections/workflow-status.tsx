import type { WorkflowStatusSection } from "~/content/types";
import { Reveal } from "~/components/ui/reveal";
import { SectionShell } from "./section-shell";
import { StatusTag, workflowLook } from "./status-tag";

export function WorkflowStatus({ section }: { section: WorkflowStatusSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro} tone="subtle">
      <ul className="grid gap-5 md:grid-cols-3">
        {section.items.map((item, index) => (
          <Reveal as="li" key={item.state} delay={index * 0.08} className="rounded-card border border-line bg-white p-6 shadow-card">
            <StatusTag look={workflowLook[item.state]} />
            <p className="mt-4 text-4xl font-bold tracking-tight text-ink">
              {item.value}
              <span className="sr-only"> {workflowLook[item.state].label.toLowerCase()} workflows</span>
            </p>
            <p className="mt-2 leading-relaxed text-muted">{item.description}</p>
          </Reveal>
        ))}
      </ul>
    </SectionShell>
  );
}
