import type { Action, EventItem, SectionOf } from "~/content/types";
import type { Webinar } from "~/collections/webinars";
import { formPageOrMail } from "~/lib/actions";
import { replayRequest } from "~/lib/entry-actions";
import { calendarPath, entryFormPath, entryPath } from "~/route-table";
import { buttonVariants } from "~/components/ui/button-variants";
import { Icon } from "~/components/ui/icon";
import { calendarParts, formatDate } from "~/lib/format-date";
import { Card, ListSection } from "./section-shell";

export const eventPlace = (location: EventItem["location"]) =>
  location.kind === "online"
    ? location.name
    : `${location.name}, ${location.city}, ${location.country}`;

export function EventsList({
  section,
  events,
}: {
  section: SectionOf<"events">;
  events: EventItem[];
}) {
  return (
    <ListSection
      section={section}
      tone="subtle"
      className="grid gap-6 lg:grid-cols-3"
      empty="No events are planned right now."
    >
      {events.map((event, index) => {
        const { month, day } = calendarParts(event.startDate);
        const when = formatDate(event.startDate, event.endDate);
        const { location } = event;
        return (
          <Card key={event.slug} delay={index * 0.08} className="flex flex-col p-6">
            <div className="flex items-start gap-4">
              <div
                aria-hidden="true"
                className="flex w-14 shrink-0 flex-col items-center rounded-control bg-navy-900 py-2 text-white"
              >
                <span className="text-xs font-semibold tracking-wide text-brand-300 uppercase">
                  {month}
                </span>
                <span className="text-2xl leading-none font-bold">{day}</span>
              </div>
              <div>
                <p className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                  {event.type}
                </p>
                <h3 id={`event-${event.slug}`} className="mt-2 text-lg leading-snug font-semibold">
                  {event.title}
                </h3>
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
                  <Icon
                    name={location.kind === "online" ? "globe" : "map-pin"}
                    className="mt-0.5 size-4 shrink-0 text-brand-700"
                  />
                  {eventPlace(location)}
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
              <CalendarLink
                href={calendarPath("event", event.slug)}
                describedBy={`event-${event.slug}`}
              />
            </div>
          </Card>
        );
      })}
    </ListSection>
  );
}

/** The sessions ran in March 2024, so they are shown as recordings: Register Now asks for the replay. */
export function WebinarList({
  section,
  webinars,
}: {
  section: SectionOf<"webinars">;
  webinars: Webinar[];
}) {
  return (
    <ListSection
      section={section}
      className="grid gap-6 md:grid-cols-2"
      empty="No webinars are available right now."
    >
      {webinars.map((webinar, index) => {
        const titleId = `webinar-${webinar.slug}`;
        return (
          <Card key={webinar.slug} delay={(index % 2) * 0.08} className="flex flex-col p-6">
            <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-ink">
              <Icon name="circle-check" className="size-3.5" />
              Recorded · on demand
            </p>
            <h3 id={titleId} className="mt-3 text-xl leading-snug font-semibold">
              {webinar.title}
            </h3>
            <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
              {(
                [
                  ["Date", <time dateTime={webinar.start}>{webinar.date}</time>],
                  [
                    "Time",
                    <>
                      {webinar.time} · {webinar.durationMinutes} min
                    </>,
                  ],
                  [
                    "Speaker",
                    <>
                      {webinar.speaker}, {webinar.role}
                    </>,
                  ],
                  ["Registered", <>{webinar.attendees} registered</>],
                ] as const
              ).map(([name, value]) => (
                <div key={name}>
                  <dt className="text-muted">{name}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 leading-relaxed text-muted">{webinar.summary}</p>
            <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-3 pt-6">
              <MailButton
                describedBy={titleId}
                action={replayRequest(webinar)}
                formPath={entryFormPath("webinar-register", webinar.slug)}
              />
              {/* Named for its session: links called only "Learn More" fail the descriptive link text audit. */}
              <a
                href={entryPath("webinar", webinar.slug)}
                className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
              >
                {"Learn More "}
                <span className="sr-only">about {webinar.title}</span>
                <Icon name="arrow-right" className="size-4" />
              </a>
            </div>
          </Card>
        );
      })}
    </ListSection>
  );
}

/** Its label repeats across cards, so the card's title describes it (or `name` names it) for screen readers. */
export function MailButton({
  action,
  formPath,
  describedBy,
  name,
  size = "md",
}: {
  action: Action;
  formPath: string;
  describedBy?: string;
  name?: string;
  size?: "md" | "lg";
}) {
  return (
    <a
      href={formPageOrMail(formPath, action)}
      aria-describedby={describedBy}
      aria-label={name}
      className={buttonVariants({ variant: "primary", size })}
    >
      {action.label}
    </a>
  );
}

/** Add to calendar: downloads the session's or event's iCalendar file, made at build (app/pages/calendar/[entry].ics.ts). */
export function CalendarLink({ href, describedBy }: { href: string; describedBy?: string }) {
  return (
    <a
      href={href}
      download
      aria-describedby={describedBy}
      className={buttonVariants({ variant: "secondary", size: "md" })}
    >
      <Icon name="calendar-clock" className="size-4" />
      Add to calendar <span className="sr-only">(.ics file)</span>
    </a>
  );
}
