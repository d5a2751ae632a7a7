import type { Page } from "~/content/types";

export const page = {
  path: "/solutions/threat-detection",
  meta: {
    title: "Threat Detection",
    description: "Threat detection that correlates endpoint, network, cloud and identity signals to find attacks with a 99.9% detection rate and fewer false positives."
  },
  hero: {
    eyebrow: "Solutions",
    title: "Threat Detection",
    intro: "Correlate signals across endpoints, networks, cloud and identity to catch attacks early, with alerts your team can trust.",
    actions: [
      { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Threat Detection" },
      { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: "Schedule a demo: Threat Detection" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "key-features",
      title: "Key Features",
      items: [
        { icon: "layers", title: "Unified telemetry", description: "Endpoint, network, cloud, email and identity events in one place, normalised and enriched on arrival." },
        { icon: "brain", title: "AI-assisted correlation", description: "Machine learning links related events into a single incident, with the attack story laid out for the analyst." },
        { icon: "target", title: "ATT&CK-mapped detections", description: "Behavioural detections for each technique, tested against real attack tooling before release." },
        { icon: "user-check", title: "Identity threat detection", description: "Impossible travel, token theft, MFA fatigue and privilege abuse flagged as they happen." },
        { icon: "globe", title: "Intelligence-driven alerts", description: "Indicators and campaigns from our threat intelligence raise priority when they touch your assets." },
        { icon: "eye", title: "Analyst verification", description: "Our SOC confirms each high-severity detection before it reaches you, day and night." },
      ],
    },
    {
      type: "capabilities",
      id: "capabilities",
      title: "Capabilities",
      items: [
        {
          icon: "radar",
          title: "High-fidelity detection",
          description: "Broad coverage of attacker techniques without burying your team in false positives.",
          figures: [{ label: "Detection rate", value: "99.9%" }, { label: "Alert accuracy", value: "95%" }],
        },
        {
          icon: "clock",
          title: "Round-the-clock response",
          description: "Confirmed threats are escalated and contained under agreed playbooks at any hour.",
          figures: [{ label: "Monitoring", value: "24/7" }, { label: "Response time", value: "< 15 min" }],
        },
        {
          icon: "globe",
          title: "Global threat context",
          description: "Every alert is enriched with what we know about the attacker, their tools and their targets.",
          figures: [{ label: "Intelligence sources", value: "1000+" }, { label: "Countries covered", value: "200+" }],
        },
        {
          icon: "server",
          title: "A platform you can rely on",
          description: "Detection runs on resilient infrastructure, and integrates with the tools you already own.",
          figures: [{ label: "Platform uptime", value: "99.99%" }, { label: "Triage time saved", value: "60%" }],
        },
      ],
    },
    {
      type: "benefits",
      id: "benefits",
      title: "Business Benefits",
      items: [
        { title: "Attacks stopped earlier", description: "Intrusions are caught at initial access or lateral movement, before the damage is done." },
        { title: "A calmer SOC", description: "Fewer, better alerts mean analysts investigate real threats instead of chasing noise." },
        { title: "Lower total cost", description: "One detection platform and service replaces overlapping tools and out-of-hours staffing." },
        { title: "Visibility you can show", description: "Coverage reports demonstrate to auditors and the board which attacks you can see." },
      ],
    },
    {
      type: "features",
      id: "related-services",
      title: "Related services",
      items: [
        { icon: "eye", title: "Managed Security", description: "Our SOC runs detection and response for you, 24/7.", href: "/services/managed" },
        { icon: "shield", title: "Blue Team", description: "Detection engineering and purple teaming for your own SOC.", href: "/services/blue-team" },
        { icon: "search", title: "Threat Intelligence and Hunting", description: "Hunts for the attackers your alerts have not seen.", href: "/services/threat-intelligence" },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "See what your current tools are missing",
      body: "We will run a detection coverage review against the techniques used in your sector and show you the gaps.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Threat Detection" },
        { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: "Schedule a demo: Threat Detection" },
        { kind: "mail", label: "Contact Sales", mailbox: "contact", subject: "Sales enquiry: Threat Detection" },
      ],
    },
  ],
} satisfies Page;
