import { Children, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Reveal } from "~/components/ui/reveal";

interface SectionShellProps {
  /** `hideTitle`: visually hide the heading but keep it for screen readers and the outline. */
  section: { id?: string; title: string; intro?: string; hideTitle?: boolean };
  tone?: "plain" | "subtle" | "dark";
  spacing?: "normal" | "compact";
  children: ReactNode;
}

export function SectionShell({
  section: { id, title, intro, hideTitle },
  tone = "plain",
  spacing = "normal",
  children,
}: SectionShellProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : title}
      className={cn(
        spacing === "normal" ? "py-16 sm:py-20" : "py-14 sm:py-16",
        tone === "subtle" && "bg-subtle",
        tone === "dark" && "bg-navy-900 text-white",
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className={cn("max-w-3xl", hideTitle && "sr-only")}>
          <h2 id={headingId} className="scroll-mt-24 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {intro && (
            <p
              className={cn(
                "mt-4 text-lg leading-relaxed",
                tone === "dark" ? "text-slate-300" : "text-muted",
              )}
            >
              {intro}
            </p>
          )}
        </div>
        <div className={cn(!hideTitle && "mt-10")}>{children}</div>
      </div>
    </section>
  );
}

/** The common section: its heading, then one list (a grid of cards). */
export function ListSection({
  section,
  tone,
  ordered,
  className,
  empty,
  children,
}: Pick<SectionShellProps, "section" | "tone" | "children"> & {
  ordered?: boolean;
  className: string;
  /** Said instead of an empty list, for a collection the editors emptied (no open positions). */
  empty?: string;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <SectionShell section={section} tone={tone}>
      {empty && Children.count(children) === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <List className={className}>{children}</List>
      )}
    </SectionShell>
  );
}

/** The white card's classes, for cards that do not fade in. */
export const plainCard = "rounded-card border border-line bg-white shadow-card";

/** A white card in a section's list, fading in as it scrolls into view (`delay` staggers a row). */
export function Card({ className, ...props }: ComponentProps<"li"> & { delay?: number }) {
  return <Reveal as="li" {...props} className={cn(plainCard, className)} />;
}
