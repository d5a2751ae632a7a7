import { Briefcase, Clock, MapPin } from "lucide-react";
import type { JobOpening } from "~/content/types";
import { cn } from "~/lib/cn";
import { employmentTypeLabel } from "~/lib/jobs";

/** Department, location and type of a job, each with its label for screen readers. */
export function JobFacts({ job, className }: { job: JobOpening; className?: string }) {
  const facts = [
    { label: "Department", value: job.department, Glyph: Briefcase },
    { label: "Location", value: job.location.label, Glyph: MapPin },
    { label: "Type", value: employmentTypeLabel(job), Glyph: Clock },
  ];
  return (
    <dl className={cn("flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted", className)}>
      {facts.map(({ label, value, Glyph }) => (
        <div key={label} className="flex items-center gap-1.5">
          <dt className="sr-only">{label}</dt>
          <Glyph aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
