import type { JobEntry } from "~/collections/jobs";
import type { WebinarEntry } from "~/collections/webinars";
import { type MetaDescriptor, seo } from "~/lib/seo";
import type { EntryFormView, EventItem } from "~/content/types";
import { site } from "~/content/site";
import { formatDate } from "~/lib/format-date";
import { type EntryFormKind, entryFormPath, entryFormRoutes } from "~/route-table";
import { entryPage, formDefinition, formPost, pageAt, trailTo } from "./collections.server";

export interface EntryFormData extends EntryFormView {
  meta: MetaDescriptor[];
}

/** The entry each kind of form page is for. */
type FormEntries = {
  apply: JobEntry;
  "webinar-register": WebinarEntry;
  "event-register": EventItem;
};

/** What the page says about the entry it is for: h1, lead, the form's parameter, where to go back to. */
type About = Omit<EntryFormView, "form" | "trail" | "post"> & {
  description: string;
  parent: readonly [name: string, path: string][];
};

/** Each kind of form page, about the entry it is for. */
const about: { [K in EntryFormKind]: (entry: FormEntries[K]) => Promise<About> } = {
  apply: async (job) => {
    const { path, trail } = await entryPage("jobs", job);
    return {
      title: `Apply: ${job.title}`,
      eyebrow: `Careers · ${job.location.label}`,
      intro: job.summary,
      parameter: job.title,
      description: `Apply for the ${job.title} role at ${site.name} (${job.location.label}): your profile and a short note, read by our recruiting team.`,
      back: { label: `Back to the ${job.title} role`, to: path },
      parent: trail,
    };
  },
  "webinar-register": async (webinar) => {
    const { path, trail } = await entryPage("webinars", webinar);
    return {
      title: `Register: ${webinar.title}`,
      eyebrow: "Webinar · recorded, on demand",
      intro: webinar.summary,
      parameter: `${webinar.title} (on-demand replay, ${webinar.date})`,
      description: `Register for the on-demand replay of "${webinar.title}" (${webinar.date}), and we send you the recording by email.`,
      back: { label: "Back to the webinar", to: path },
      parent: trail,
    };
  },
  "event-register": async (event) => {
    const when = formatDate(event.startDate, event.endDate);
    // Back to the events where the site lists them: the page showing them, at their section's anchor.
    const list = await pageAt(site.sectionPages.events ?? "/resources");
    const id = list.sections.find((section) => section.type === "events")?.id;
    return {
      title: `Register: ${event.title}`,
      eyebrow: `${event.type} · ${when}`,
      intro: event.description,
      parameter: `${event.title} (${when})`,
      description: `Register for ${event.title}, ${when}, and we confirm your place by email.`,
      back: { label: "Back to upcoming events", to: id ? `${list.path}#${id}` : list.path },
      parent: await trailTo(list.path, list.meta.title),
    };
  },
};

/** A page with one entry's form: Apply Now for a job, Register for a webinar or an event. */
export async function entryFormData<K extends EntryFormKind>(
  kind: K,
  entry: FormEntries[K],
): Promise<EntryFormData> {
  const { description, parent, ...view } = await about[kind](entry);
  const path = entryFormPath(kind, entry.slug);
  const trail = [...parent, [view.title, path] as const];
  const form = await formDefinition(entryFormRoutes[kind].form);
  return {
    meta: seo({ title: view.title, description, path, trail }),
    ...view,
    form,
    post: formPost(form, path, view.parameter),
    trail,
  };
}
