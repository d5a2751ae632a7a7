import { site } from "~/content/site";
import type { Certification, SectionOf } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { formatDate } from "~/lib/format-date";
import { OfficeAddress } from "./office-address";
import { Card, ListSection, SectionShell, plainCard } from "./section-shell";

export function Story({ section }: { section: SectionOf<"story"> }) {
  return (
    <SectionShell section={section}>
      <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-16">
        <div className="space-y-5 text-lg leading-relaxed text-ink">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <dl className="grid content-start gap-px self-start overflow-hidden rounded-card border border-line bg-line shadow-card">
          {section.facts.map((fact) => (
            <div key={fact.label} className="bg-white px-6 py-4">
              <dt className="text-sm text-muted">{fact.label}</dt>
              <dd className="mt-0.5 text-lg font-semibold text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </SectionShell>
  );
}

/** Role cards: what each leader is responsible for, without photos of anyone. */
export function Leadership({ section }: { section: SectionOf<"leadership"> }) {
  return (
    <ListSection section={section} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {section.members.map((member, index) => (
        <Card key={member.role} delay={(index % 3) * 0.08} className="p-6">
          <div className="flex items-center gap-4">
            <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-navy-900 text-brand-300">
              <Icon name={member.icon} className="size-6" />
            </span>
            <div>
              <h3 className="text-lg leading-snug font-semibold">{member.role}</h3>
              <p className="text-sm font-medium text-brand-700">{member.area}</p>
            </div>
          </div>
          <p className="mt-4 leading-relaxed text-muted">{member.bio}</p>
        </Card>
      ))}
    </ListSection>
  );
}

export function Timeline({ section }: { section: SectionOf<"timeline"> }) {
  return (
    <ListSection
      section={section}
      tone="subtle"
      ordered
      className="relative grid gap-8 border-l-2 border-brand-200 pl-8 lg:grid-cols-4 lg:gap-6 lg:border-t-2 lg:border-l-0 lg:pt-10 lg:pl-0"
    >
      {section.milestones.map((milestone, index) => (
        <Reveal as="li" key={milestone.year} delay={index * 0.1} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[2.55rem] size-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-200 lg:-top-[3.05rem] lg:left-0"
          />
          <p className="text-3xl font-bold tracking-tight text-brand-700">
            <time dateTime={milestone.year}>{milestone.year}</time>
          </p>
          <h3 className="mt-1 text-lg font-semibold">{milestone.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{milestone.description}</p>
        </Reveal>
      ))}
    </ListSection>
  );
}

export function Offices({ section }: { section: SectionOf<"offices"> }) {
  return (
    <ListSection section={section} className="grid gap-6 md:grid-cols-2">
      {site.offices.map((office) => (
        <Card key={office.id} className="p-6 sm:p-7">
          <OfficeAddress office={office} />
        </Card>
      ))}
    </ListSection>
  );
}

export function LogoCards({ section }: { section: SectionOf<"logos"> }) {
  return (
    <SectionShell section={section}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.items.map((item, index) => (
          <Card key={item.name} delay={index * 0.08} className="flex flex-col p-6">
            <img
              src={item.logo}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              decoding="async"
              className="size-12"
            />
            <h3 className="mt-5 text-lg font-semibold">{item.name}</h3>
            <dl className="mt-1 text-sm">
              <dt className="sr-only">{section.labelName}</dt>
              <dd className="font-medium text-brand-700">{item.label}</dd>
            </dl>
            <p className="mt-3 leading-relaxed text-muted">{item.description}</p>
          </Card>
        ))}
      </ul>
      {section.note && <p className="mt-8 text-sm text-muted">{section.note}</p>}
    </SectionShell>
  );
}

export function CertificationList({
  section,
  certifications,
}: {
  section: SectionOf<"certifications">;
  certifications: Certification[];
}) {
  return (
    <ListSection section={section} tone="subtle" className="grid gap-6 md:grid-cols-3">
      {certifications.map((certification) => (
        <li key={certification.slug} className={`${plainCard} flex flex-col p-6`}>
          <Icon name="shield" className="size-7 text-brand-700" />
          <h3 className="mt-3 text-lg font-semibold">{certification.name}</h3>
          <p className="mt-2 leading-relaxed text-muted">{certification.scope}</p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-line pt-4 text-sm">
            <dt className="text-muted">Issued by</dt>
            <dd>{certification.issuer}</dd>
            <dt className="text-muted">Issued</dt>
            <dd>
              <time dateTime={certification.issued}>{formatDate(certification.issued)}</time>
            </dd>
            <dt className="text-muted">Valid until</dt>
            <dd>
              <time dateTime={certification.expires}>{formatDate(certification.expires)}</time>
            </dd>
          </dl>
          {certification.access && (
            <p className="mt-4 text-sm text-muted">{certification.access}</p>
          )}
        </li>
      ))}
    </ListSection>
  );
}

export function SubprocessorTable({ section }: { section: SectionOf<"subprocessors"> }) {
  return (
    <SectionShell section={section}>
      <div className="rounded-card border border-line">
        <table className="w-full text-left text-sm [overflow-wrap:anywhere]">
          <caption
            id={`${section.id ?? "subprocessors"}-caption`}
            className="px-2 py-3 text-left text-muted sm:px-4"
          >
            Sub-processors, last updated{" "}
            <time dateTime={section.updated}>{formatDate(section.updated)}</time>
          </caption>
          <thead className="bg-subtle">
            <tr>
              {["Sub-processor", "Purpose", "Data processed", "Location"].map((heading) => (
                <th key={heading} scope="col" className="px-2 py-3 font-semibold sm:px-4">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {section.items.map((item) => (
              <tr key={item.name}>
                <th scope="row" className="px-2 py-3 font-semibold sm:px-4">
                  {item.name}
                </th>
                <td className="px-2 py-3 sm:px-4">{item.purpose}</td>
                <td className="px-2 py-3 sm:px-4">{item.data}</td>
                <td className="px-2 py-3 sm:px-4">{item.location}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionShell>
  );
}

export function Hotlines({ section }: { section: SectionOf<"hotlines"> }) {
  return (
    <SectionShell section={section}>
      <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr]">
        <ul className="grid gap-4 sm:grid-cols-2">
          {section.lines.map((line) => (
            <li
              key={line.number}
              className="rounded-card border-2 border-brand-600 bg-white p-5 shadow-card"
            >
              <p className="font-semibold text-ink">{line.region}</p>
              {/* A tel: address holds only the plus and the digits (RFC 3966). */}
              <a
                href={`tel:${line.number.replace(/[^+\d]/g, "")}`}
                className="mt-2 inline-flex items-center gap-2 text-2xl font-bold tracking-tight text-brand-700 tabular-nums hover:underline"
              >
                <Icon name="siren" className="size-5" />
                {line.number}
              </a>
              <p className="mt-1 text-sm text-muted">{line.hours}</p>
            </li>
          ))}
        </ul>
        <div className="rounded-card bg-subtle p-6">
          <h3 className="text-xl font-semibold">{section.stepsTitle}</h3>
          <ol className="mt-4 list-decimal space-y-3 pl-5 leading-relaxed marker:font-bold marker:text-brand-700">
            {section.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
    </SectionShell>
  );
}
