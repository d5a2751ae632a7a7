import type { Page } from "~/content/types";

export const page = {
  path: "/",
  meta: {
    title: "AI Threat Intelligence and Security Services",
    description: "AI-driven threat intelligence, 24/7 managed detection and response, and red and blue team services that stop attacks before they become breaches."
  },
  hero: {
    eyebrow: "AI threat intelligence platform",
    title: "Stop threats before they become breaches",
    intro: "Our AI platform correlates signals from 1000+ sources across 200+ countries, and our analysts act on them around the clock, with a response time under 15 minutes.",
    actions: [
      { kind: "link", label: "Explore the Platform", to: "/platform" },
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "why-us",
      title: "Intelligence, people and response in one service",
      intro: "Most breaches are seen in the logs long before anyone acts on them. We close that gap.",
      items: [
        {
          icon: "brain",
          title: "AI threat detection",
          description: "Models trained on live attack data flag novel malware, lateral movement and account takeover with a 99.9% detection rate, and explain every alert they raise.",
          href: "/platform/ai-security",
        },
        {
          icon: "eye",
          title: "24/7 security operations",
          description: "Analysts watch your endpoints, cloud and identities around the clock, triage what the models surface and escalate only what is real.",
          href: "/platform/monitoring",
        },
        {
          icon: "siren",
          title: "Rapid incident response",
          description: "When an attack lands, responders contain it with a response time under 15 minutes, then preserve evidence and restore service.",
          href: "/platform/incident-response",
        },
      ],
    },
    {
      type: "features",
      id: "solutions",
      title: "Security solutions",
      intro: "Start where your risk is highest. Each solution works on its own and shares the same platform and team.",
      columns: 4,
      items: [
        { icon: "radar", title: "Threat Detection", description: "Find intrusions early across endpoints, network and cloud.", href: "/solutions/threat-detection" },
        { icon: "cloud", title: "Cloud Security", description: "Posture, workload and identity protection for AWS, Azure and GCP.", href: "/solutions/cloud-security" },
        { icon: "lock", title: "Zero Trust", description: "Verify every user, device and request, every time.", href: "/solutions/zero-trust" },
        { icon: "scale", title: "Risk Management", description: "Quantify cyber risk across 50+ risk factors and fix what matters first.", href: "/solutions/risk-management" },
        { icon: "siren", title: "Incident Response", description: "Contain, investigate and recover, with a plan agreed in advance.", href: "/solutions/incident-response" },
        { icon: "globe", title: "Threat Intelligence", description: "Intelligence from 1000+ sources, mapped to the adversaries targeting you.", href: "/platform/threat-intelligence" },
        { icon: "workflow", title: "Security Automation", description: "Playbooks that triage, enrich and contain in minutes, not hours.", href: "/platform/automation" },
        { icon: "clipboard", title: "Compliance Management", description: "Continuous evidence for GDPR, HIPAA, SOC 2 and PCI DSS.", href: "/platform/compliance" },
      ],
    },
    {
      type: "stat-cards",
      id: "threat-intelligence",
      title: "Threat intelligence at a glance",
      intro: "What a customer's overview looks like on a typical day: live readings, their trend, and a status you can act on.",
      sampleLabel: "Sample data",
      items: [
        { title: "Critical threats", value: "3", trend: "+1 in the last 24 hours", status: "critical" },
        { title: "Phishing campaigns", value: "12", trend: "+4 this week", status: "warning" },
        { title: "Intelligence sources", value: "1000+", trend: "Across 200+ countries", status: "normal" },
        { title: "Response time", value: "< 15 min", trend: "Faster than last quarter", status: "improved" },
      ],
    },
    {
      type: "teams",
      id: "red-blue",
      title: "Attack and defence, from one team",
      intro: "Our red team tests you the way real adversaries would; our blue team makes sure the next attempt is caught. Each learns from the other.",
      items: [
        {
          icon: "target",
          side: "red",
          title: "Red Team",
          tagline: "Offensive security",
          description: "Objective-led adversary emulation that tests people, processes and technology together, not just a list of vulnerabilities.",
          points: [
            "Adversary emulation mapped to MITRE ATT&CK",
            "Social engineering and physical intrusion testing",
            "External, internal, cloud and application attack paths",
            "A report your board and your engineers can both act on",
          ],
          action: { kind: "link", label: "Learn More", to: "/services/red-team" },
        },
        {
          icon: "shield-check",
          side: "blue",
          title: "Blue Team",
          tagline: "Defensive operations",
          description: "Detection engineering, threat hunting and hardening that raise the cost of every attack against you.",
          points: [
            "24/7 monitoring with alert accuracy of 95%",
            "Hypothesis-driven threat hunting",
            "Detection rules tuned to your environment",
            "Purple team exercises that close gaps the red team finds",
          ],
          action: { kind: "link", label: "Learn More", to: "/services/blue-team" },
        },
      ],
    },
    {
      type: "stats",
      id: "by-the-numbers",
      title: "By the numbers",
      hideTitle: true,
      items: [
        { value: "500+", label: "Enterprise clients" },
        { value: "99.9%", label: "Detection rate" },
        { value: "< 15 min", label: "Response time" },
        { value: "24/7", label: "Monitoring" },
        { value: "200+", label: "Countries covered" },
        { value: "100+", label: "Global partners" },
        { value: "99.99%", label: "Platform uptime" },
        { value: "50+", label: "Industry awards" },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "See what is aimed at you",
      body: "Tell us about your environment and we will show you the threats our platform sees against organisations like yours, and how our team would respond.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: AI threat intelligence and managed security" },
        { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: "Schedule a demo of the AI threat intelligence platform" },
      ],
    },
  ],
} satisfies Page;
