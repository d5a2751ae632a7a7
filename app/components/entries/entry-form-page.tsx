import type { ReactNode } from "react";
import type { EntryFormView } from "~/content/types";
import { EntryHeader } from "./entry-header";

/** `formView` arrives as Astro's named slot, which its type checker does not count as a prop: hence optional. */
export function EntryFormPage({ data, formView }: { data: EntryFormView; formView?: ReactNode }) {
  const { form } = data;
  return (
    <>
      <EntryHeader
        trail={data.trail}
        eyebrow={data.eyebrow}
        title={data.title}
        intro={data.intro}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <section
          aria-labelledby="form-heading"
          className="max-w-3xl rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
        >
          <h2 id="form-heading" className="mb-6 text-2xl font-bold tracking-tight">
            {form.title}
          </h2>
          {formView}
        </section>
        <p className="mt-8">
          <a href={data.back.to} className="font-semibold text-brand-700 hover:underline">
            {data.back.label}
          </a>
        </p>
      </div>
    </>
  );
}
