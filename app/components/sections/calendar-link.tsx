import { buttonVariants } from "~/components/ui/button-variants";
import { Icon } from "~/components/ui/icon";

/** Add to calendar: downloads the session's or event's iCalendar file, made at build (app/pages/calendar/[entry].ics.ts). */
export function CalendarLink({ href, describedBy }: { href: string; describedBy?: string }) {
  return (
    <a href={href} download aria-describedby={describedBy} className={buttonVariants({ variant: "secondary", size: "md" })}>
      <Icon name="calendar-clock" className="size-4" />
      Add to calendar <span className="sr-only">(.ics file)</span>
    </a>
  );
}
