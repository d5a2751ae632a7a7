import type { SectionOf, SimpleCard } from "~/content/types";
import { simpleFamilies } from "~/content/schema/families";
import { entryRoutes, feedsAt } from "~/route-table";
import { FollowFeeds } from "./follow-feeds";
import { formatDate } from "./format-date";
import { SectionShell } from "./section-shell";

export function EntryList({ section, entries }: { section: SectionOf<"entries">; entries: SimpleCard[] }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      {entries.length === 0 ? (
        <p className="text-muted">Nothing has been published here yet.</p>
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line bg-white">
          {entries.map((entry) => (
            <li key={entry.slug} className="p-5 sm:p-6">
              <p className="text-sm text-muted">
                <time dateTime={entry.date}>{formatDate(entry.date)}</time>
              </p>
              <h3 className="mt-1 text-lg leading-snug font-semibold">
                <a href={entry.href} className="text-brand-700 hover:underline">{entry.title}</a>
              </h3>
              <p className="mt-2 text-muted">{entry.description}</p>
            </li>
          ))}
        </ul>
      )}
      <FollowFeeds what={simpleFamilies[section.family].label.toLowerCase()} feeds={feedsAt(entryRoutes[section.family].base)} />
    </SectionShell>
  );
}
