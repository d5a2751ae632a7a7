import type { Page } from "~/content/types";

export const page = {
  path: "/services/blue-team",
  meta: {
    title: "Blue Team Services",
    description: "Blue team services: detection engineering, SOC operations, threat hunting and incident readiness that harden your defences against real attacks."
  },
  hero: {
    eyebrow: "Services",
    title: "Blue Team Services",
    intro: "Defensive specialists who build, tune and test your detections, so your security team sees and stops attacks earlier.",
    actions: [
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
      { kind: "link", label: "Red Team Operations", to: "/services/red-team" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "features",
      title: "What our blue team does",
      items: [
        { icon: "code", title: "Detection engineering", description: "Detection rules written as code, mapped to MITRE ATT&CK, peer reviewed and tested against real attack techniques." },
        { icon: "activity", title: "SOC uplift", description: "Triage runbooks, escalation paths and shift handovers that let your analysts work faster and consistently." },
        { icon: "search", title: "Threat hunting", description: "Hypothesis-driven hunts for activity your tools did not alert on, turned into new detections when we find it." },
        { icon: "users", title: "Purple team exercises", description: "Our red team attacks while your defenders watch, side by side, closing each gap before the next technique." },
        { icon: "shield-check", title: "Hardening reviews", description: "Endpoint, Active Directory and cloud baselines reviewed and tightened against the paths attackers actually use." },
        { icon: "siren", title: "Incident readiness", description: "Playbooks, log coverage and tabletop exercises so the first hour of a real incident follows a plan." },
      ],
    },
    {
      type: "capabilities",
      id: "capabilities",
      title: "Capabilities",
      items: [
        {
          icon: "radar",
          title: "Detection coverage",
          description: "We measure coverage technique by technique and close the gaps that matter for your threat profile.",
          figures: [{ label: "Detection rate", value: "99.9%" }, { label: "Alert accuracy", value: "95%" }],
        },
        {
          icon: "clock",
          title: "Faster response",
          description: "Automated enrichment and clear runbooks get an analyst from alert to decision quickly.",
          figures: [{ label: "Response time", value: "< 15 min" }, { label: "Triage time saved", value: "60%" }],
        },
        {
          icon: "eye",
          title: "Continuous defence",
          description: "Our defenders can run your detections and hunts around the clock alongside your team.",
          figures: [{ label: "Monitoring", value: "24/7" }, { label: "Intelligence sources", value: "1000+" }],
        },
        {
          icon: "workflow",
          title: "Tooling we work with",
          description: "We strengthen the stack you already own rather than replacing it.",
          points: ["SIEM: Microsoft Sentinel, Splunk, Elastic", "EDR: Microsoft Defender, CrowdStrike, SentinelOne", "SOAR playbooks for containment and enrichment"],
        },
      ],
    },
    {
      type: "benefits",
      id: "benefits",
      title: "Business Benefits",
      items: [
        { title: "Attacks caught earlier", description: "Intruders are found during initial access and lateral movement, before data leaves or encryption starts." },
        { title: "Analysts who stay", description: "Less alert fatigue and clearer runbooks make your SOC a place people want to work." },
        { title: "Proof that controls work", description: "Purple team results show leadership and auditors which attacks you detect, not just which tools you bought." },
        { title: "More value from your tools", description: "Tuned detections and integrations get the most out of licences you are already paying for." },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "Find out what your SOC can really see",
      body: "Start with a detection coverage assessment: we replay real attack techniques and show which ones your team would catch.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Blue Team Services" },
        { kind: "mail", label: "Schedule a Consultation", mailbox: "contact", subject: "Consultation request: Blue Team Services" },
      ],
    },
  ],
} satisfies Page;
