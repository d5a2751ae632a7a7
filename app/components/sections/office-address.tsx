import { Icon } from "~/components/ui/icon";
import type { Office } from "~/content/site";
import { cn } from "~/lib/cn";

/** One office's postal address, as an <address> with its country as the heading. */
export function OfficeAddress({ office, heading: Heading = "h3", className }: {
  office: Office;
  heading?: "h3" | "h4";
  className?: string;
}) {
  return (
    <div className={cn("flex gap-4", className)}>
      <Icon name="map-pin" className="mt-1 size-5 shrink-0 text-brand-600" />
      <div>
        <Heading className="font-semibold text-ink">{office.label}</Heading>
        <address className="mt-1 leading-relaxed text-muted not-italic">
          {office.street.map((line) => (
            <span key={line} className="block">{line}</span>
          ))}
          <span className="block">
            {office.locality}, {office.region} {office.postalCode}
          </span>
          <span className="block">{office.country}</span>
        </address>
      </div>
    </div>
  );
}
