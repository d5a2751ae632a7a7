import type { WebinarsSection } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { MailButton } from "./mail-button";
import { SectionShell } from "./section-shell";

/**
 * The webinar sessions. They ran in March 2024, so they are shown as recordings: Learn More
 * opens the description in place (native <details>), Register Now asks for the replay by mail.
 */
export function WebinarList({ section }: { section: WebinarsSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <ul className="grid gap-6 md:grid-cols-2">
        {section.items.map((webinar, index) => {
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
                  <dd className="font-medium"><time dateTime={webinar.startDate}>{webinar.date}</time></dd>
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
              <details className="group mt-5 border-t border-line pt-4">
                <summary className="inline-flex cursor-pointer list-none items-center gap-2 font-semibold text-brand-700 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
                  <span className="group-open:hidden">Learn More</span>
                  <span className="hidden group-open:inline">Show Less</span>
                  <span className="sr-only"> about {webinar.title}</span>
                  <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
                </summary>
                <p className="mt-3 leading-relaxed text-muted">{webinar.description}</p>
              </details>
              <div className="mt-auto pt-6">
                <MailButton
                  describedBy={titleId}
                  action={{
                    kind: "mail",
                    label: "Register Now",
                    mailbox: "contact",
                    subject: `Register for the on-demand replay: ${webinar.title} (${webinar.date})`,
                    body: "Please send me the recording.\n\nName:\nCompany:\nJob title:\n",
                  }}
                />
              </div>
            </Reveal>
          );
        })}
      </ul>
    </SectionShell>
  );
}
