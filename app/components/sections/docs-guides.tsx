import type { SectionOf } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { SectionShell } from "./section-shell";

export function DocsGuides({ section }: { section: SectionOf<"docs"> }) {
  const backTo = section.id ?? "docs";
  return (
    <SectionShell section={{ id: "guides", ...section.guides }} tone="subtle">
      <div className="space-y-12">
        {section.categories.map((category) => (
          <div key={category.id} id={category.id} className="scroll-mt-24">
            <h3 className="flex items-center gap-3 text-2xl font-bold tracking-tight">
              <Icon name={category.icon} className="size-6 text-brand-700" />
              {category.title}
            </h3>
            <div className="mt-6 grid gap-6 md:grid-cols-2">
              {category.topics.map((topic) => (
                <article
                  key={topic.id}
                  id={topic.id}
                  aria-labelledby={`${topic.id}-title`}
                  className="scroll-mt-24 rounded-card border border-line bg-white p-6 target:border-brand-600 target:ring-2 target:ring-brand-600/30"
                >
                  <h4 id={`${topic.id}-title`} className="text-lg font-semibold">
                    {topic.title}
                  </h4>
                  <p className="mt-2 leading-relaxed text-muted">{topic.body}</p>
                  <a
                    href={`#${backTo}`}
                    className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
                  >
                    Back to search
                  </a>
                </article>
              ))}
            </div>
          </div>
        ))}
      </div>
    </SectionShell>
  );
}
