import { Icon } from "~/components/ui/icon";
import type { JobOpening } from "~/content/types";
import { cn } from "~/lib/cn";
import { employmentTypeLabel } from "~/lib/jobs";

/** Department, location and type of a job, each with its label for screen readers. */
export function JobFacts({ job, className }: { job: JobOpening; className?: string }) {
  const facts = [
    { label: "Department", value: job.department, glyph: "briefcase" },
    { label: "Location", value: job.location.label, glyph: "map-pin" },
    { label: "Type", value: employmentTypeLabel(job), glyph: "clock" },
  ] as const;
  return (
    <dl className={cn("flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted", className)}>
      {facts.map(({ label, value, glyph }) => (
        <div key={label}>
          <dt className="sr-only">{label}</dt>
          {/* A <div> in a <dl> may hold only dt and dd: the icon goes inside the dd. */}
          <dd className="flex items-center gap-1.5">
            <Icon name={glyph} className="size-4 shrink-0 text-brand-600" />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
