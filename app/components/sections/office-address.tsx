import { Icon } from "~/components/ui/icon";
import type { Office } from "~/content/site";

export function OfficeAddress({
  office,
  heading: Heading = "h3",
}: {
  office: Office;
  heading?: "h3" | "h4";
}) {
  return (
    <div className="flex gap-4">
      <Icon name="map-pin" className="mt-1 size-5 shrink-0 text-brand-600" />
      <div>
        <Heading className="font-semibold text-ink">{office.label}</Heading>
        <address className="mt-1 leading-relaxed text-muted not-italic">
          {office.street.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
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
