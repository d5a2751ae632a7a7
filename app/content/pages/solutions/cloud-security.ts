import type { Page } from "~/content/types";

export const page = {
  path: "/solutions/cloud-security",
  meta: {
    title: "Cloud Security Solutions",
    description: "Cloud security solutions: continuous posture management, workload protection and identity controls across multi-cloud environments."
  },
  hero: {
    eyebrow: "Solutions",
    title: "Cloud Security",
    intro: "Continuous protection for multi-cloud estates: misconfigurations found in minutes, workloads protected at runtime, identities kept to least privilege.",
    actions: [
      { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Cloud Security solution" },
      { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: "Schedule a demo: Cloud Security solution" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "key-features",
      title: "Key Features",
      items: [
        { icon: "eye", title: "Cloud security posture management", description: "Every account, subscription and project checked continuously for misconfiguration and drift." },
        { icon: "server", title: "Workload protection", description: "Runtime threat detection for virtual machines, containers, Kubernetes and serverless." },
        { icon: "key", title: "Cloud entitlement management", description: "Unused and excessive permissions found and removed across human and machine identities." },
        { icon: "database", title: "Data security", description: "Sensitive data discovered in storage and databases, with exposure and encryption gaps flagged." },
        { icon: "code", title: "Shift-left scanning", description: "Infrastructure-as-code and container images checked in the pipeline before they reach production." },
        { icon: "file-check", title: "Compliance reporting", description: "Continuous evidence against CIS Benchmarks, ISO 27001, SOC 2 and PCI DSS requirements." },
      ],
    },
    {
      type: "capabilities",
      id: "capabilities",
      title: "Capabilities",
      items: [
        {
          icon: "file-check",
          title: "Continuous control checks",
          description: "Our control library covers the major providers and the frameworks you report against.",
          figures: [{ label: "Controls checked", value: "200+" }, { label: "Monitoring", value: "24/7" }],
        },
        {
          icon: "shield-check",
          title: "Risk removed at the source",
          description: "Prioritised by exposure and exploitability, with one-click or automated remediation.",
          figures: [{ label: "Risk reduction", value: "85%" }, { label: "Remediation time saved", value: "75%" }],
        },
        {
          icon: "trending-up",
          title: "Lower cloud security cost",
          description: "One platform across providers replaces separate native tools and manual reviews.",
          figures: [{ label: "Cost savings", value: "30-60%" }, { label: "Platform uptime", value: "99.99%" }],
        },
        {
          icon: "cloud",
          title: "Multi-cloud by design",
          description: "One policy set and one view across your providers.",
          points: ["Amazon Web Services", "Microsoft Azure", "Google Cloud", "Kubernetes, managed or self-hosted"],
        },
      ],
    },
    {
      type: "benefits",
      id: "benefits",
      title: "Business Benefits",
      items: [
        { title: "No more public buckets", description: "Exposed storage, open ports and risky defaults are caught within minutes of being created." },
        { title: "Faster, safer releases", description: "Developers get feedback in their pipeline rather than a security review at the end." },
        { title: "One answer for auditors", description: "Continuous evidence replaces screenshots and spreadsheets at audit time." },
        { title: "Control across every team", description: "Central guardrails let business units move fast without creating new risk." },
      ],
    },
    {
      type: "features",
      id: "related-services",
      title: "Related services",
      items: [
        { icon: "cloud", title: "Cloud Security Services", description: "Assessments, landing zones and DevSecOps from our cloud engineers.", href: "/services/cloud-security" },
        { icon: "key", title: "Identity and Access Management", description: "Least privilege for the people and machines that use your cloud.", href: "/services/iam" },
        { icon: "clipboard", title: "IT Audit and Compliance", description: "Readiness for ISO 27001, SOC 2 and NIST CSF in the cloud.", href: "/services/it-audit-compliance" },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "Get a clear view of your cloud risk",
      body: "Connect a read-only account and we will walk you through your top exposures in a live session.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Cloud Security solution" },
        { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: "Schedule a demo: Cloud Security solution" },
        { kind: "mail", label: "Contact Sales", mailbox: "contact", subject: "Sales enquiry: Cloud Security solution" },
      ],
    },
  ],
} satisfies Page;
