import type { Trail } from "~/content/types";
import type { ResearchCard, ResearchEntry } from "~/collections/research";
import { Masthead } from "~/components/sections/hero";
import { ResearchFeeds, ResearchList } from "./research-list";
import { OutwardLink, RuleList, ruleKinds } from "./research-page";

export interface TechniqueView {
  trail: Trail;
  technique: ResearchEntry["techniques"][number];
  reports: ResearchCard[];
  /** The rules of those reports that name the technique in their tags (Sigma) or cover it by their report. */
  rules: (Pick<ResearchEntry["rules"][number], "file" | "title" | "kind"> & { report: string })[];
  attackVersion: string;
}

const tacticName = (tactic: string) =>
  tactic
    .split("-")
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(" ");

export function TechniquePage({
  data: { technique, reports, rules, attackVersion, trail },
}: {
  data: TechniqueView;
}) {
  return (
    <>
      <Masthead
        trail={trail}
        eyebrow={`ATT&CK technique ${technique.id} · ${technique.tactics.map(tacticName).join(", ")}`}
        title={`${technique.id}: ${technique.name}`}
        intro={`Our research and detection rules for ${technique.name}, as MITRE ATT&CK Enterprise ${attackVersion} names it.`}
      >
        <OutwardLink href={technique.url} className="font-semibold text-brand-300 hover:underline">
          {technique.id} on MITRE ATT&amp;CK
        </OutwardLink>
      </Masthead>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h2 className="text-2xl font-bold tracking-tight">Reports</h2>
        <div className="mt-4">
          <ResearchList reports={reports} />
        </div>
        <RuleList
          id="technique-rules"
          rules={rules}
          note={(rule) => `${ruleKinds[rule.kind]}, from ${rule.report}`}
        />
        <ResearchFeeds />
      </div>
    </>
  );
}
