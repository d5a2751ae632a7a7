import type { Page } from "~/content/types";
import { site } from "~/content/site";

export const page = {
  path: "/platform/monitoring",
  meta: {
    title: "Real-time Monitoring",
    description: "24/7 real-time monitoring of endpoints, networks, cloud and identity, with 99.99% platform uptime and alert accuracy of 95%."
  },
  hero: {
    eyebrow: "Platform",
    title: "Real-time Monitoring",
    intro: "Continuous visibility across endpoints, networks, cloud workloads and identities, with alerts that reach the right analyst in seconds, not hours.",
    actions: [
      { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: `Schedule a demo: ${site.name} Real-time Monitoring` },
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "key-features",
      title: "Key features",
      items: [
        { icon: "server", title: "Endpoint and server visibility", description: "Process, file, registry and network activity from every managed host, streamed as it happens." },
        { icon: "network", title: "Network monitoring", description: "Flow records, DNS and proxy logs reveal command-and-control, tunnelling and lateral movement." },
        { icon: "cloud", title: "Cloud and SaaS coverage", description: "Control-plane logs from AWS, Azure and GCP, plus sign-in and admin activity from your SaaS apps." },
        { icon: "user-check", title: "Identity monitoring", description: "Risky sign-ins, privilege changes and token abuse across directory and single sign-on." },
        { icon: "bell", title: "Smart alert routing", description: "Alerts go to the on-call analyst with the context to act, by chat, ticket or phone." },
        { icon: "eye", title: "24/7 analyst coverage", description: "Follow-the-sun analysts watch the console around the clock, including weekends and holidays." },
      ],
    },
    {
      type: "capabilities",
      id: "capabilities",
      title: "Capabilities",
      items: [
        { icon: "activity", title: "Always-on collection", description: "Resilient, redundant pipelines keep telemetry flowing when it matters most.", figures: [{ label: "Platform uptime", value: "99.99%" }, { label: "Monitoring", value: "24/7" }] },
        { icon: "shield-alert", title: "High-fidelity alerting", description: "Correlation and suppression rules tuned per environment keep the signal clean.", figures: [{ label: "Alert accuracy", value: "95%" }, { label: "Detection rate", value: "99.9%" }] },
        { icon: "clock", title: "Fast escalation", description: "Confirmed threats are escalated with evidence and a recommended action.", figures: [{ label: "Response time", value: "< 15 min" }, { label: "Analyst time saved", value: "75%" }] },
        { icon: "globe", title: "Global context", description: "Every alert is matched against current intelligence to show who is behind it.", figures: [{ label: "Intelligence sources", value: "1000+" }, { label: "Countries covered", value: "200+" }] },
      ],
    },
    {
      type: "benefits",
      id: "benefits",
      title: "Benefits",
      items: [
        { title: "No blind spots at night", description: "Attackers favour weekends and holidays; our analysts are on shift 24/7." },
        { title: "Less alert fatigue", description: "Alert accuracy of 95% means your team sees fewer, better alerts." },
        { title: "Faster containment", description: "A response time under 15 minutes stops intrusions before they spread." },
        { title: "Predictable cost", description: "A monitored service costs 30-60% less than staffing a round-the-clock SOC yourself." },
      ],
    },
    {
      type: "cta",
      id: "cta",
      title: "Find out what you are not seeing",
      body: "We will map your telemetry sources, show the gaps and propose a monitoring plan within a week.",
      actions: [
        { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: `Schedule a demo: ${site.name} Real-time Monitoring` },
        { kind: "mail", label: "Contact Sales", mailbox: "contact", subject: `Sales inquiry: ${site.name} Real-time Monitoring` },
      ],
    },
  ],
} satisfies Page;
