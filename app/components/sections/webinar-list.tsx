import type { Webinar, WebinarsSection } from "~/content/types";
import { entryFormPath, entryPath } from "~/route-table";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { replayRequest } from "~/lib/webinars";
import { MailButton } from "./mail-button";
import { SectionShell } from "./section-shell";

/** The sessions ran in March 2024, so they are shown as recordings: Register Now asks for the replay. */
export function WebinarList({ section, webinars }: { section: WebinarsSection; webinars: Webinar[] }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <ul className="grid gap-6 md:grid-cols-2">
        {webinars.map((webinar, index) => {
          const titleId = `webinar-${webinar.slug}`;
          return (
            <Reveal as="li" key={webinar.slug} delay={(index % 2) * 0.08}
              className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
            >
              <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-ink">
                <Icon name="circle-check" className="size-3.5" />
                Recorded · on demand
              </p>
              <h3 id={titleId} className="mt-3 text-xl leading-snug font-semibold">{webinar.title}</h3>
              <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
                <div>
                  <dt className="text-muted">Date</dt>
                  <dd className="font-medium"><time dateTime={webinar.start}>{webinar.date}</time></dd>
                </div>
                <div>
                  <dt className="text-muted">Time</dt>
                  <dd className="font-medium">{webinar.time} · {webinar.durationMinutes} min</dd>
                </div>
                <div>
                  <dt className="text-muted">Speaker</dt>
                  <dd className="font-medium">{webinar.speaker}, {webinar.role}</dd>
                </div>
                <div>
                  <dt className="text-muted">Registered</dt>
                  <dd className="font-medium">{webinar.attendees} registered</dd>
                </div>
              </dl>
              <p className="mt-4 leading-relaxed text-muted">{webinar.summary}</p>
              <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-3 pt-6">
                <MailButton
                  describedBy={titleId}
                  action={replayRequest(webinar)}
                  formPath={entryFormPath("webinar-register", webinar.slug)}
                />
                {/* Named for its session: links called only "Learn More" fail the descriptive link text audit. */}
                <a href={entryPath("webinar", webinar.slug)} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                  {"Learn More "}
                  <span className="sr-only">about {webinar.title}</span>
                  <Icon name="arrow-right" className="size-4" />
                </a>
              </div>
            </Reveal>
          );
        })}
      </ul>
    </SectionShell>
  );
}
