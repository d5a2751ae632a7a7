import type { Action, Page } from "~/content/types";
import { site } from "~/content/site";

const getStarted = { kind: "mail", label: "Get Started", mailbox: "contact", subject: `Get started with the ${site.name} Security Platform` } satisfies Action;
const scheduleDemo = { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: `Schedule a demo of the ${site.name} Security Platform` } satisfies Action;
const contactSales = { kind: "mail", label: "Contact Sales", mailbox: "contact", subject: `Sales inquiry: ${site.name} Security Platform pricing and licensing` } satisfies Action;

export const page = {
  path: "/platform",
  meta: {
    title: "Security Platform",
    description: "One security platform for AI detection, real-time monitoring, incident response, analytics, automation and compliance, integrated with the tools you already run."
  },
  hero: {
    eyebrow: "Security Platform",
    title: "Security Platform",
    intro: "Detection, investigation, response and compliance in one platform, built on AI models trained on live threat data and connected to the stack you already run.",
    actions: [getStarted, scheduleDemo],
  },
  sections: [
    {
      type: "features",
      id: "key-features",
      title: "Key features",
      intro: "Eight modules on one data layer: an alert raised in one is context in all the others.",
      columns: 4,
      items: [
        { icon: "brain", title: "AI-Powered Security", description: "Behavioural models that catch what signatures miss, with 99.9% accuracy and an explanation for every verdict.", href: "/platform/ai-security" },
        { icon: "activity", title: "Real-time Monitoring", description: "24/7 visibility across endpoints, network, cloud and identity, on a platform with 99.99% uptime.", href: "/platform/monitoring" },
        { icon: "siren", title: "Incident Response", description: "A six-stage response lifecycle with playbooks, evidence handling and a response time under 15 minutes.", href: "/platform/incident-response" },
        { icon: "bar-chart", title: "Security Analytics", description: "Executive, operations and compliance dashboards built from the same trusted data.", href: "/platform/analytics" },
        { icon: "globe", title: "Threat Intelligence", description: "Curated intelligence from 1000+ sources in 200+ countries, mapped to the adversaries that target you.", href: "/platform/threat-intelligence" },
        { icon: "workflow", title: "Security Automation", description: "150+ active workflows that triage, enrich and contain without waiting for a human to click.", href: "/platform/automation" },
        { icon: "clipboard", title: "Compliance Management", description: "200+ controls mapped to GDPR, HIPAA, SOC 2 and PCI DSS, with evidence collected continuously.", href: "/platform/compliance" },
        { icon: "radar", title: "Threat Intelligence Dashboard", description: "One console for the threat feed, tracked APT groups, hunt operations and alerts.", href: "/products" },
      ],
    },
    {
      type: "capabilities",
      id: "capabilities",
      title: "Capabilities",
      intro: "What the platform delivers, in the figures our customers hold us to.",
      items: [
        {
          icon: "radar",
          title: "Detect",
          description: "Machine learning and curated detection rules work together across every telemetry source.",
          figures: [{ label: "Detection rate", value: "99.9%" }, { label: "Alert accuracy", value: "95%" }],
        },
        {
          icon: "zap",
          title: "Respond",
          description: "Automated containment and on-call responders move from alert to action in minutes.",
          figures: [{ label: "Response time", value: "< 15 min" }, { label: "Monitoring", value: "24/7" }],
        },
        {
          icon: "globe",
          title: "Understand",
          description: "Intelligence enriches every alert with who is behind it, what they want and what they do next.",
          figures: [{ label: "Intelligence sources", value: "1000+" }, { label: "Countries covered", value: "200+" }],
        },
        {
          icon: "shield-check",
          title: "Prove",
          description: "Controls, evidence and reports stay current, so audits confirm what you already know.",
          figures: [{ label: "Mapped controls", value: "200+" }, { label: "Platform uptime", value: "99.99%" }],
        },
      ],
    },
    {
      type: "integrations",
      id: "integrations",
      title: "Integrations",
      intro: "Connects to the tools you already run through their standard APIs, so the platform adds context instead of another console. Product names are examples; the marks are our own.",
      items: [
        { mark: "siem", name: "SIEM", examples: "Splunk, Microsoft Sentinel, Elastic, QRadar" },
        { mark: "edr", name: "EDR / XDR", examples: "CrowdStrike, Microsoft Defender, SentinelOne" },
        { mark: "cloud", name: "Cloud (AWS/Azure/GCP)", examples: "CloudTrail, Azure Monitor, Cloud Logging" },
        { mark: "identity", name: "Identity and SSO", examples: "Microsoft Entra ID, Okta, Active Directory" },
        { mark: "firewall", name: "Firewall and network", examples: "Next-generation firewalls, proxies, NetFlow" },
        { mark: "email", name: "Email security", examples: "Microsoft 365, Google Workspace gateways" },
        { mark: "ticketing", name: "Ticketing", examples: "ServiceNow, Jira Service Management" },
        { mark: "chat", name: "Chat and on-call", examples: "Slack, Microsoft Teams, PagerDuty" },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "Put the platform to work",
      body: "Start with a scoped deployment on the data you already collect, see a demo built around your environment, or talk to us about licensing.",
      actions: [getStarted, scheduleDemo, contactSales],
    },
  ],
} satisfies Page;
