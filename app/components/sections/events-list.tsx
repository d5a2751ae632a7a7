import type { EventItem, EventsSection } from "~/content/types";
import { calendarPath } from "~/lib/calendar";
import { entryFormPath } from "~/route-table";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { calendarParts, formatDate } from "./format-date";
import { CalendarLink } from "./calendar-link";
import { MailButton } from "./mail-button";
import { SectionShell } from "./section-shell";

export function EventsList({ section, events }: { section: EventsSection; events: EventItem[] }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro} tone="subtle">
      <ul className="grid gap-6 lg:grid-cols-3">
        {events.map((event, index) => {
          const { month, day } = calendarParts(event.startDate);
          const when = formatDate(event.startDate, event.endDate);
          const { location } = event;
          return (
            <Reveal as="li" key={event.slug} delay={index * 0.08}
              className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
            >
              <div className="flex items-start gap-4">
                <div aria-hidden="true" className="flex w-14 shrink-0 flex-col items-center rounded-control bg-navy-900 py-2 text-white">
                  <span className="text-xs font-semibold tracking-wide text-brand-300 uppercase">{month}</span>
                  <span className="text-2xl leading-none font-bold">{day}</span>
                </div>
                <div>
                  <p className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">{event.type}</p>
                  <h3 id={`event-${event.slug}`} className="mt-2 text-lg leading-snug font-semibold">{event.title}</h3>
                </div>
              </div>
              <dl className="mt-5 space-y-2 text-sm">
                {/* A <div> in a <dl> holds only dt and dd: each icon sits inside its dd. */}
                <div>
                  <dt className="sr-only">Date</dt>
                  <dd className="flex gap-2">
                    <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    <time dateTime={event.startDate}>{when}</time>
                  </dd>
                </div>
                <div>
                  <dt className="sr-only">Location</dt>
                  <dd className="flex gap-2">
                    <Icon name={location.kind === "online" ? "globe" : "map-pin"} className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    {location.kind === "online" ? location.name : `${location.name}, ${location.city}, ${location.country}`}
                  </dd>
                </div>
              </dl>
              <p className="mt-4 leading-relaxed text-muted">{event.description}</p>
              <div className="mt-auto flex flex-wrap gap-3 pt-6">
                <MailButton
                  describedBy={`event-${event.slug}`}
                  formPath={entryFormPath("event-register", event.slug)}
                  action={{
                    kind: "mail",
                    label: "Register Now",
                    mailbox: "contact",
                    subject: `Register for ${event.title} (${when})`,
                    body: "Name:\nCompany:\nJob title:\n",
                  }}
                />
                <CalendarLink href={calendarPath("event", event.slug)} describedBy={`event-${event.slug}`} />
              </div>
            </Reveal>
          );
        })}
      </ul>
    </SectionShell>
  );
}
