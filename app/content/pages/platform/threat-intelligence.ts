import type { Page } from "~/content/types";
import { site } from "~/content/site";

export const page = {
  path: "/platform/threat-intelligence",
  meta: {
    title: "Threat Intelligence",
    description: "Threat intelligence from 1000+ sources across 200+ countries, enriched by AI and mapped to MITRE ATT&CK for action, not just awareness."
  },
  hero: {
    eyebrow: "Platform",
    title: "Threat Intelligence",
    intro: "Curated, enriched intelligence from 1000+ sources in 200+ countries, mapped to the adversaries and techniques that target your industry.",
    actions: [
      { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: `Schedule a demo: ${site.name} Threat Intelligence` },
      { kind: "link", label: "See the Dashboard", to: "/products" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "key-features",
      title: "Key features",
      items: [
        { icon: "database", title: "Curated indicator feeds", description: "IPs, domains, hashes and URLs, de-duplicated, scored and aged out automatically." },
        { icon: "target", title: "Adversary profiles", description: "APT and criminal groups tracked by aliases, targets, infrastructure and techniques." },
        { icon: "layers", title: "MITRE ATT&CK mapping", description: "Every report and indicator tied to techniques, so you can check your detection coverage against it." },
        { icon: "zap", title: "Automatic enforcement", description: "High-confidence indicators pushed to firewalls, EDR and email gateways in minutes." },
        { icon: "search", title: "Dark web monitoring", description: "Leaked credentials, data for sale and chatter about your brand, flagged with context." },
        { icon: "file-check", title: "Finished intelligence", description: "Weekly sector briefings and flash reports written by our analysts for decision makers." },
      ],
    },
    {
      type: "capabilities",
      id: "advanced-capabilities",
      title: "Advanced capabilities",
      items: [
        { icon: "globe", title: "Global collection", description: "Open, commercial, government and proprietary sensor sources in one normalised stream.", figures: [{ label: "Intelligence sources", value: "1000+" }, { label: "Countries covered", value: "200+" }] },
        { icon: "brain", title: "AI enrichment", description: "Models cluster related indicators into campaigns and rate their relevance to you.", figures: [{ label: "Accuracy", value: "99.9%" }, { label: "Alert accuracy", value: "95%" }] },
        { icon: "radar", title: "Intelligence-led hunting", description: "New intelligence triggers retroactive searches across your historical telemetry.", figures: [{ label: "Detection rate", value: "99.9%" }, { label: "Monitoring", value: "24/7" }] },
        { icon: "clock", title: "Rapid dissemination", description: "Critical intelligence reaches your controls and your team while it is still fresh.", figures: [{ label: "Response time", value: "< 15 min" }, { label: "Platform uptime", value: "99.99%" }] },
      ],
    },
    {
      type: "features",
      id: "threat-coverage",
      title: "Threat coverage",
      intro: "The threats we track continuously, across 200+ countries.",
      columns: 4,
      items: [
        { icon: "lock", title: "Ransomware operations", description: "Affiliates, leak sites, initial access brokers and the tooling they share." },
        { icon: "landmark", title: "Nation-state APTs", description: "Espionage and sabotage groups, their campaigns and their preferred targets." },
        { icon: "mail", title: "Phishing and fraud", description: "Phishing kits, lookalike domains, business email compromise and payment fraud." },
        { icon: "code", title: "Vulnerabilities and exploits", description: "Exploited-in-the-wild vulnerabilities, proof-of-concept releases and patch priority." },
        { icon: "eye", title: "Dark web and leaks", description: "Credential dumps, data sales and insider recruitment on underground forums." },
        { icon: "bot", title: "Malware families", description: "Loaders, stealers and remote-access trojans, with detection content for each." },
        { icon: "network", title: "Supply chain threats", description: "Compromised vendors, poisoned packages and abused software updates." },
        { icon: "users", title: "Hacktivism and DDoS", description: "Politically motivated campaigns and the events that trigger them." },
      ],
    },
    {
      type: "benefits",
      id: "business-benefits",
      title: "Business benefits",
      items: [
        { title: "Act before the attack", description: "Know which actors target your sector and block their infrastructure before it is used against you." },
        { title: "Less analyst effort", description: "Enriched, scored indicators save analysts 60% of the time spent on manual research." },
        { title: "Lower risk", description: "Intelligence-driven defence delivers a risk reduction of 85% across tracked attack paths." },
        { title: "Better spend decisions", description: "Invest in the controls that stop the techniques actually used against you, with cost savings of 30-60%." },
      ],
    },
    {
      type: "cta",
      id: "cta",
      title: "Know who is targeting you",
      body: "Ask for a sector threat briefing built from the same intelligence our platform uses.",
      actions: [
        { kind: "mail", label: "Request a Briefing", mailbox: "contact", subject: `Request a sector threat briefing from ${site.name}` },
        { kind: "link", label: "Threat Intelligence and Hunting Services", to: "/services/threat-intelligence" },
      ],
    },
  ],
} satisfies Page;
