import { allEvents, allJobs, allWebinars } from "~/content-layer/store";
import { type MetaDescriptor, seo } from "~/lib/seo";
import type { EntryFormView } from "~/content/types";
import { site } from "~/content/site";
import { formatDate } from "~/lib/format-date";
import { type EntryFormKind, entryFormPath, entryFormRoutes } from "~/route-table";
import {
  entryPage,
  formDefinition,
  formPost,
  notFound,
  pageAt,
  trailTo,
} from "./collections.server";

export interface EntryFormData extends EntryFormView {
  meta: MetaDescriptor[];
}

/** What the page says about the entry it is for: h1, lead, the form's parameter, where to go back to. */
type About = Omit<EntryFormView, "form" | "trail" | "post"> & {
  description: string;
  parent: readonly [name: string, path: string][];
};

function about(kind: EntryFormKind, slug: string): About {
  if (kind === "apply") {
    const { entry: job, path, trail } = entryPage("job", allJobs, slug);
    return {
      title: `Apply: ${job.title}`,
      eyebrow: `Careers · ${job.location.label}`,
      intro: job.summary,
      parameter: job.title,
      description: `Apply for the ${job.title} role at ${site.name} (${job.location.label}): your profile and a short note, read by our recruiting team.`,
      back: { label: `Back to the ${job.title} role`, to: path },
      parent: trail,
    };
  }
  if (kind === "webinar-register") {
    const { entry: webinar, path, trail } = entryPage("webinar", allWebinars, slug);
    return {
      title: `Register: ${webinar.title}`,
      eyebrow: "Webinar · recorded, on demand",
      intro: webinar.summary,
      parameter: `${webinar.title} (on-demand replay, ${webinar.date})`,
      description: `Register for the on-demand replay of "${webinar.title}" (${webinar.date}), and we send you the recording by email.`,
      back: { label: "Back to the webinar", to: path },
      parent: trail,
    };
  }
  const event = allEvents.find((entry) => entry.slug === slug) ?? notFound("event");
  const when = formatDate(event.startDate, event.endDate);
  // Back to the events where the site lists them: the page showing them, at their section's anchor.
  const list = pageAt(site.sectionPages.events ?? "/resources");
  const id = list.sections.find((section) => section.type === "events")?.id;
  return {
    title: `Register: ${event.title}`,
    eyebrow: `${event.type} · ${when}`,
    intro: event.description,
    parameter: `${event.title} (${when})`,
    description: `Register for ${event.title}, ${when}, and we confirm your place by email.`,
    back: { label: "Back to upcoming events", to: id ? `${list.path}#${id}` : list.path },
    parent: trailTo(list.path, list.meta.title),
  };
}

/** A page with one entry's form: Apply Now for a job, Register for a webinar or an event. */
export function entryFormData(kind: EntryFormKind, slug: string): EntryFormData {
  const { description, parent, ...view } = about(kind, slug);
  const path = entryFormPath(kind, slug);
  const trail = [...parent, [view.title, path] as const];
  const form = formDefinition(entryFormRoutes[kind].form);
  return {
    meta: seo({ title: view.title, description, path, trail }),
    ...view,
    form,
    post: formPost(form, path, view.parameter),
    trail,
  };
}
