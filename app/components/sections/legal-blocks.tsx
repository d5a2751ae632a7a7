import { Link } from "react-router";
import type { LegalBlock } from "~/content/types";
import { isRoutePath } from "~/route-table";
import { Icon } from "~/components/ui/icon";
import { mailto } from "~/lib/mailto";

function LegalLink({ href, label }: { href: string; label: string }) {
  if (isRoutePath(href)) {
    return <Link to={href} className="font-medium text-brand-700 underline underline-offset-2">{label}</Link>;
  }
  return (
    <a href={href} rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2">
      {label}
      <Icon name="external-link" className="size-3.5 print:hidden" />
      <span className="sr-only"> (external site)</span>
    </a>
  );
}

/** One block of policy text: a paragraph, a list, links, or the contact details. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "p":
      return <p className="leading-relaxed text-ink/90">{block.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6 leading-relaxed marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item.term ?? item.text}>
              {item.term && <strong className="font-semibold">{item.term}: </strong>}
              {item.text}
            </li>
          ))}
        </ul>
      );
    case "links":
      return (
        <ul className="space-y-2 pl-1">
          {block.items.map((item) => (
            <li key={item.href} className="flex gap-2">
              <Icon name="arrow-right" className="mt-1 size-4 shrink-0 text-brand-600 print:hidden" />
              <span>
                <LegalLink href={item.href} label={item.label} />
                {item.note && <span className="text-muted"> {item.note}</span>}
              </span>
            </li>
          ))}
        </ul>
      );
    case "contact":
      return (
        <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
          {block.offices.map((office) => (
            <address key={office.label} className="rounded-card border border-line bg-subtle p-5 not-italic print:border-slate-400 print:bg-white">
              <p className="font-semibold">{office.label}</p>
              {office.lines.map((line) => (
                <p key={line} className="text-muted print:text-ink">{line}</p>
              ))}
            </address>
          ))}
          <p className="sm:col-span-2">
            Privacy team:{" "}
            <a href={mailto(block.email)} className="font-semibold text-brand-700 underline underline-offset-2">{block.email}</a>
          </p>
        </div>
      );
  }
}
