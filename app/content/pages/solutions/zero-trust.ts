import type { Page } from "~/content/types";

export const page = {
  path: "/solutions/zero-trust",
  meta: {
    title: "Zero Trust",
    description: "Zero trust architecture: verify every user, device and request, segment access and cut the blast radius of any breach."
  },
  hero: {
    eyebrow: "Solutions",
    title: "Zero Trust",
    intro: "Never trust, always verify: every user, device and request checked against policy, wherever it comes from.",
    actions: [
      { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Zero Trust" },
      { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: "Schedule a demo: Zero Trust" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "key-features",
      title: "Key Features",
      items: [
        { icon: "fingerprint", title: "Strong identity verification", description: "Phishing-resistant MFA and continuous session risk scoring for every user." },
        { icon: "cpu", title: "Device trust", description: "Access depends on device health: managed, patched, encrypted and running endpoint protection." },
        { icon: "lock", title: "Application-level access", description: "Users reach specific applications, never the whole network, replacing broad VPN access." },
        { icon: "network", title: "Microsegmentation", description: "Workloads can talk only to what they need, so one compromised server cannot reach the rest." },
        { icon: "workflow", title: "Policy engine", description: "One set of access policies, based on identity, device, location and risk, enforced everywhere." },
        { icon: "activity", title: "Continuous monitoring", description: "Every access decision is logged and analysed, so anomalies trigger re-verification or blocking." },
      ],
    },
    {
      type: "capabilities",
      id: "capabilities",
      title: "Capabilities",
      items: [
        {
          icon: "shield-check",
          title: "Smaller blast radius",
          description: "Least-privilege access and segmentation limit how far any attacker can move.",
          figures: [{ label: "Risk reduction", value: "85%" }, { label: "Policy enforcement", value: "24/7" }],
        },
        {
          icon: "user-check",
          title: "Accurate access decisions",
          description: "Context from identity, device and behaviour gives the right answer without blocking legitimate work.",
          figures: [{ label: "Decision accuracy", value: "99.9%" }, { label: "Access service uptime", value: "99.99%" }],
        },
        {
          icon: "refresh",
          title: "Less access admin",
          description: "Policy-based access replaces manual firewall rules, VPN groups and one-off exceptions.",
          figures: [{ label: "Admin time saved", value: "60%" }, { label: "Cost savings", value: "30-60%" }],
        },
        {
          icon: "layers",
          title: "A phased roadmap",
          description: "Aligned with NIST SP 800-207 and the CISA Zero Trust Maturity Model.",
          points: ["Identity and MFA first", "Device trust and application access next", "Segmentation and data controls to finish"],
        },
      ],
    },
    {
      type: "benefits",
      id: "benefits",
      title: "Business Benefits",
      items: [
        { title: "Secure hybrid work", description: "Staff and contractors work from anywhere with the same protection as in the office." },
        { title: "Breaches contained by design", description: "A stolen password or infected laptop no longer opens the whole network." },
        { title: "Simpler infrastructure", description: "Fewer VPN concentrators and firewall rules to run, patch and audit." },
        { title: "Faster onboarding of partners", description: "Grant suppliers access to one application without exposing anything else." },
      ],
    },
    {
      type: "features",
      id: "related-services",
      title: "Related services",
      items: [
        { icon: "key", title: "Identity and Access Management", description: "SSO, MFA and privileged access, the foundation of zero trust.", href: "/services/iam" },
        { icon: "briefcase", title: "Security Consulting", description: "Zero trust architecture and roadmap design.", href: "/services/consulting" },
        { icon: "cloud", title: "Cloud Security Services", description: "Zero trust principles applied to your cloud workloads.", href: "/services/cloud-security" },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "Start your zero trust journey",
      body: "We will assess your identity, device and network controls against the zero trust maturity model and plan your first phase.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Zero Trust" },
        { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: "Schedule a demo: Zero Trust" },
        { kind: "mail", label: "Contact Sales", mailbox: "contact", subject: "Sales enquiry: Zero Trust" },
      ],
    },
  ],
} satisfies Page;
