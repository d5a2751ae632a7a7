import type { LeadershipSection } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { SectionShell } from "./section-shell";

/** Role cards: what each leader is responsible for, without photos of anyone. */
export function Leadership({ section }: { section: LeadershipSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {section.members.map((member, index) => (
          <Reveal as="li" key={member.role} delay={(index % 3) * 0.08}
            className="rounded-card border border-line bg-white p-6 shadow-card"
          >
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
          </Reveal>
        ))}
      </ul>
    </SectionShell>
  );
}
