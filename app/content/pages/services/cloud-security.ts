import type { Page } from "~/content/types";

export const page = {
  path: "/services/cloud-security",
  meta: {
    title: "Cloud Security Services",
    description: "Cloud security services for AWS, Azure and Google Cloud: posture management, workload protection and secure architecture reviews."
  },
  hero: {
    eyebrow: "Services",
    title: "Cloud Security Services",
    intro: "Secure what you build in AWS, Azure and Google Cloud, from the first landing zone to the thousandth workload.",
    actions: [
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
      { kind: "link", label: "Cloud Security Solution", to: "/solutions/cloud-security" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "features",
      title: "What we deliver",
      items: [
        { icon: "clipboard", title: "Cloud security assessment", description: "Accounts, subscriptions and projects reviewed for misconfiguration, excessive permissions and exposed data." },
        { icon: "layers", title: "Secure landing zones", description: "Guardrails, logging, network segmentation and identity designed in from the start, as infrastructure as code." },
        { icon: "eye", title: "Posture management", description: "Continuous checks against CIS Benchmarks and your own policies, with drift flagged as it happens." },
        { icon: "server", title: "Workload protection", description: "Runtime protection for virtual machines, containers, Kubernetes and serverless functions." },
        { icon: "key", title: "Cloud identity and entitlements", description: "Roles and policies trimmed to least privilege, and long-lived keys replaced with short-lived credentials." },
        { icon: "code", title: "DevSecOps pipelines", description: "Infrastructure-as-code, container image and dependency scanning in CI, so issues are fixed before deployment." },
      ],
    },
    {
      type: "capabilities",
      id: "capabilities",
      title: "Capabilities",
      items: [
        {
          icon: "file-check",
          title: "Continuous posture checks",
          description: "Every account is checked against our control library and the frameworks you report on.",
          figures: [{ label: "Controls checked", value: "200+" }, { label: "Monitoring", value: "24/7" }],
        },
        {
          icon: "shield-check",
          title: "Exposure removed",
          description: "We fix the public buckets, open management ports and over-privileged roles that lead to most cloud breaches.",
          figures: [{ label: "Risk reduction", value: "85%" }, { label: "Response time", value: "< 15 min" }],
        },
        {
          icon: "trending-up",
          title: "Security that saves money",
          description: "Consolidated tooling and automated remediation cost less than manual reviews and overlapping products.",
          figures: [{ label: "Cost savings", value: "30-60%" }, { label: "Remediation time saved", value: "60%" }],
        },
        {
          icon: "cloud",
          title: "Platforms we secure",
          description: "Certified engineers for each major provider and the services built on them.",
          points: ["Amazon Web Services", "Microsoft Azure", "Google Cloud", "Kubernetes on any provider"],
        },
      ],
    },
    {
      type: "benefits",
      id: "benefits",
      title: "Business Benefits",
      items: [
        { title: "Move to the cloud without new risk", description: "Migrations land in environments that are secure by default, not patched up afterwards." },
        { title: "Developers keep their speed", description: "Guardrails and pipeline checks catch problems automatically, without manual security gates." },
        { title: "One view across providers", description: "Posture and threats across AWS, Azure and Google Cloud in a single report." },
        { title: "Shared responsibility, covered", description: "Clarity on what your provider secures and what you must, with controls for your side." },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "See your cloud the way an attacker does",
      body: "Start with a cloud security assessment of your most important accounts and get a fix list ranked by risk.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Cloud Security Services" },
        { kind: "mail", label: "Schedule a Consultation", mailbox: "contact", subject: "Consultation request: Cloud Security Services" },
      ],
    },
  ],
} satisfies Page;
