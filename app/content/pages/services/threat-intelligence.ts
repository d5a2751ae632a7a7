import type { Page } from "~/content/types";

export const page = {
  path: "/services/threat-intelligence",
  meta: {
    title: "Threat Intelligence and Hunting",
    description: "Threat intelligence and hunting services: intelligence-led hunts that find hidden adversaries, with detection rates of 99.9% across 1000+ sources."
  },
  hero: {
    eyebrow: "Services",
    title: "Threat Intelligence and Hunting",
    intro: "Intelligence-led hunts that assume a breach and go looking for it, turning what we find into detections that keep working.",
    actions: [
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
      { kind: "link", label: "AI Threat Intelligence", to: "/products" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "features",
      title: "What we deliver",
      items: [
        { icon: "globe", title: "Strategic intelligence", description: "Briefings on the groups targeting your sector and region, their motives and what they are likely to do next." },
        { icon: "radar", title: "Tactical indicators", description: "Curated indicators and attacker techniques delivered to your SIEM, EDR and firewalls, with context and expiry." },
        { icon: "search", title: "Proactive threat hunting", description: "Hypothesis-driven hunts across your telemetry for techniques that slip past automated detection." },
        { icon: "eye", title: "Dark web monitoring", description: "Leaked credentials, data for sale and planned attacks against your brand, found and verified by analysts." },
        { icon: "target", title: "Attack surface monitoring", description: "Your internet-facing assets, certificates and lookalike domains watched for new exposure." },
        { icon: "bell", title: "Priority alerts", description: "When a campaign or vulnerability affects you specifically, an analyst tells you what to do, not just that it exists." },
      ],
    },
    {
      type: "capabilities",
      id: "capabilities",
      title: "Capabilities",
      items: [
        {
          icon: "globe",
          title: "Global collection",
          description: "Open, commercial, technical and closed-community sources, correlated by our AI platform and checked by analysts.",
          figures: [{ label: "Intelligence sources", value: "1000+" }, { label: "Countries covered", value: "200+" }],
        },
        {
          icon: "brain",
          title: "Accurate, actionable intelligence",
          description: "Machine correlation removes duplicates and noise; analysts confirm what reaches you.",
          figures: [{ label: "Accuracy", value: "99.9%" }, { label: "Alert accuracy", value: "95%" }],
        },
        {
          icon: "search",
          title: "Hunts that become detections",
          description: "Every hunt ends with new or improved detection rules, so the same technique is caught automatically next time.",
          figures: [{ label: "Detection rate", value: "99.9%" }, { label: "Analyst time saved", value: "60%" }],
        },
        {
          icon: "layers",
          title: "Mapped to frameworks you use",
          description: "Intelligence arrives in formats your tools and analysts already understand.",
          points: ["MITRE ATT&CK technique mapping", "STIX/TAXII feeds for your platforms", "Diamond Model and kill chain analysis in reports"],
        },
      ],
    },
    {
      type: "benefits",
      id: "benefits",
      title: "Business Benefits",
      items: [
        { title: "Know who is targeting you", description: "Defences are prioritised against the adversaries active in your sector, not generic threat lists." },
        { title: "Find the intruder already inside", description: "Hunts uncover dormant access and living-off-the-land activity that alerts miss." },
        { title: "Earlier warning", description: "Leaked credentials and planned campaigns are found before they are used against you." },
        { title: "Better decisions at every level", description: "Executives get risk briefings; engineers get indicators and detections they can deploy." },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "Start with a threat landscape briefing",
      body: "We will brief your team on the groups most likely to target you, and how your current defences would fare against them.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Threat Intelligence and Hunting" },
        { kind: "mail", label: "Schedule a Consultation", mailbox: "contact", subject: "Consultation request: Threat Intelligence and Hunting" },
      ],
    },
  ],
} satisfies Page;
