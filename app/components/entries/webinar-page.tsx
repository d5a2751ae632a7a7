import type { WebinarEntry } from "~/collections/webinars";
import type { Trail } from "~/content/types";
import { ListPageLink } from "~/components/sections/list-page-link";
import { CalendarLink, MailButton } from "~/components/sections/resource-cards";
import { FactSheet } from "~/components/sections/fact-sheet";
import { entryFormPath } from "~/route-table";
import { replayRequest } from "~/lib/entry-actions";
import { EntrySection } from "./entry-header";
import { Masthead } from "~/components/sections/hero";
import { MarkdownBody } from "./markdown-body";

export interface WebinarView {
  trail: Trail;
  webinar: WebinarEntry;
  /** The session's calendar file (.ics). */
  calendar: string;
}

export function WebinarPage({ data: { webinar, calendar, trail } }: { data: WebinarView }) {
  const facts = [
    ["Date", <time dateTime={webinar.start}>{webinar.date}</time>],
    ["Time", `${webinar.time} · ${webinar.durationMinutes} minutes`],
    ["Speaker", `${webinar.speaker}, ${webinar.role}`],
    ["Registered", `${webinar.attendees} registered`],
  ] as const;
  return (
    <>
      <Masthead
        trail={trail}
        eyebrow="Webinar · recorded, on demand"
        title={webinar.title}
        intro={webinar.summary}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_22rem] lg:px-8">
        {/* First in reading order (Register Now before the text on a phone); beside the text on wide screens. */}
        <FactSheet label="Session details" facts={facts} className="lg:col-start-2 lg:row-start-1">
          <MailButton
            action={replayRequest(webinar)}
            formPath={entryFormPath("webinar-register", webinar.slug)}
          />
          <CalendarLink href={calendar} />
          <ListPageLink list="webinars">All webinars</ListPageLink>
        </FactSheet>
        <div className="min-w-0 space-y-12 lg:col-start-1 lg:row-start-1">
          <MarkdownBody html={webinar.html} className="max-w-3xl" />
          <EntrySection id="agenda-heading" title="Agenda" className="max-w-3xl">
            <ol className="mt-6 divide-y divide-line rounded-card border border-line">
              {webinar.agenda.map((item) => (
                <li key={item.time} className="flex gap-4 p-4">
                  <span className="w-24 shrink-0 font-semibold text-brand-700 tabular-nums">
                    {agendaClock(webinar.start, item.time, webinar.timeZone)}
                  </span>
                  <span>{item.title}</span>
                </li>
              ))}
            </ol>
          </EntrySection>
        </div>
      </div>
    </>
  );
}

/** An agenda item's clock time: the session's start plus the item's "h:mm" offset, where the session is announced ("2:10 PM"). */
export function agendaClock(start: string, offset: string, timeZone: string): string {
  const [hours = 0, minutes = 0] = offset.split(":").map(Number);
  const at = new Date(new Date(start).getTime() + (hours * 60 + minutes) * 60_000);
  return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone })
    .format(at)
    .replace(/\u202f/g, " ");
}
