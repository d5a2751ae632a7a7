import type { Page } from "~/content/types";
import { site } from "~/content/site";

export const page = {
  path: "/platform/automation",
  meta: {
    title: "Security Automation",
    description: "Security automation and orchestration: 150+ active workflows that triage alerts, enrich indicators and contain threats in minutes."
  },
  hero: {
    eyebrow: "Platform",
    title: "Security Automation",
    intro: "Automate the repetitive work of triage, enrichment and containment, so analysts spend their time on the decisions only people can make.",
    actions: [
      { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: `Schedule a demo: ${site.name} Security Automation` },
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "key-features",
      title: "Key features",
      items: [
        { icon: "workflow", title: "Visual playbook builder", description: "Design workflows from tested building blocks, with branches, approvals and timeouts." },
        { icon: "layers", title: "Pre-built integrations", description: "Actions for SIEM, EDR, identity, email, firewall, ticketing and chat tools out of the box." },
        { icon: "user-check", title: "Human approval steps", description: "Disruptive actions, such as isolating a server, wait for one-click analyst approval." },
        { icon: "file-check", title: "Full audit trail", description: "Every automated action is logged with its trigger, inputs and outcome for review." },
        { icon: "code", title: "Version control", description: "Playbooks are versioned, peer reviewed and tested before they touch production." },
        { icon: "clock", title: "Schedules and triggers", description: "Run on an alert, a new indicator, a ticket update or a fixed schedule." },
      ],
    },
    {
      type: "capabilities",
      id: "automation-types",
      title: "Automation types",
      items: [
        { icon: "bell", title: "Alert triage", description: "Enrich, de-duplicate and score incoming alerts, then close the benign and escalate the real.", points: ["Indicator and asset enrichment", "Duplicate and false-positive suppression", "Severity-based routing"] },
        { icon: "shield-alert", title: "Containment", description: "Act on confirmed threats in seconds with approved, reversible actions.", points: ["Host isolation through EDR", "Account disable and session revoke", "Indicator blocking on firewalls and gateways"] },
        { icon: "refresh", title: "Remediation", description: "Clean up after an incident and confirm the fix held.", points: ["Malicious email purge", "Password and key rotation", "Patch and configuration tickets"] },
        { icon: "clipboard", title: "Compliance and reporting", description: "Collect evidence and produce reports without spreadsheets.", points: ["Control evidence snapshots", "Access review campaigns", "Scheduled executive reports"] },
      ],
    },
    {
      type: "workflow-status",
      id: "workflow-status",
      title: "Workflow status",
      intro: "A typical customer workspace: the automation that runs every day, what is held back, and what runs on a timetable.",
      items: [
        { state: "active", value: "150+", description: "Active workflows running on live alerts and indicators around the clock." },
        { state: "paused", value: "10", description: "Paused for review: changes awaiting approval before they run again." },
        { state: "scheduled", value: "50+", description: "Scheduled workflows for hunts, evidence collection and reports." },
      ],
    },
    {
      type: "benefits",
      id: "business-benefits",
      title: "Business benefits",
      items: [
        { title: "Time back for analysts", description: "Automated triage and enrichment save 75% of the time spent on routine alerts." },
        { title: "Faster, consistent response", description: "The same tested steps every time, with a response time under 15 minutes." },
        { title: "Lower operating cost", description: "Handle more alerts without more headcount, with cost savings of 30-60%." },
        { title: "Fewer mistakes", description: "Approvals and audit trails make automation safe to trust in production." },
      ],
    },
    {
      type: "cta",
      id: "cta",
      title: "Automate your first ten playbooks",
      body: "Our engineers will help you pick the highest-value workflows and have them running in weeks.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: `Get started: ${site.name} Security Automation` },
        { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: `Schedule a demo: ${site.name} Security Automation` },
      ],
    },
  ],
} satisfies Page;
