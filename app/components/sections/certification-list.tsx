import { Icon } from "~/components/ui/icon";
import type { Certification, CertificationsSection } from "~/content/types";
import { formatDate } from "./format-date";
import { SectionShell } from "./section-shell";

export function CertificationList({ section, certifications }: { section: CertificationsSection; certifications: Certification[] }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro} tone="subtle">
      <ul className="grid gap-6 md:grid-cols-3">
        {certifications.map((certification) => (
          <li key={certification.slug} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card">
            <Icon name="shield" className="size-7 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold">{certification.name}</h3>
            <p className="mt-2 leading-relaxed text-muted">{certification.scope}</p>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-line pt-4 text-sm">
              <dt className="text-muted">Issued by</dt>
              <dd>{certification.issuer}</dd>
              <dt className="text-muted">Issued</dt>
              <dd><time dateTime={certification.issued}>{formatDate(certification.issued)}</time></dd>
              <dt className="text-muted">Valid until</dt>
              <dd><time dateTime={certification.expires}>{formatDate(certification.expires)}</time></dd>
            </dl>
            {certification.access && <p className="mt-4 text-sm text-muted">{certification.access}</p>}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
