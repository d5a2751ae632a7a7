import type { Page } from "~/content/types";

export const page = {
  path: "/solutions",
  meta: {
    title: "Security Solutions",
    description: "Security solutions for enterprise, healthcare, government and financial services: threat detection, cloud security, zero trust and risk management."
  },
  hero: {
    eyebrow: "Solutions",
    title: "Security Solutions",
    intro: "Security built around the regulations, threats and operations of your industry, not a one-size-fits-all product list.",
    actions: [
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
      { kind: "link", label: "Our Services", to: "/services" },
    ],
  },
  sections: [
    {
      type: "industry-cards",
      id: "industries",
      title: "Solutions by industry",
      intro: "Every sector faces its own attackers and answers to its own rules. Choose yours to see how we help.",
      items: [
        {
          icon: "building",
          title: "Enterprise",
          description: "Global organisations with hybrid infrastructure, thousands of identities and customers who demand proof of security.",
          regulations: ["ISO 27001", "SOC 2", "NIST CSF", "GDPR"],
          href: "/solutions/enterprise",
        },
        {
          icon: "heart-pulse",
          title: "Healthcare",
          description: "Hospitals, clinics and health technology firms protecting patient data and clinical systems from ransomware.",
          regulations: ["HIPAA", "HITECH", "HITRUST CSF"],
          href: "/solutions/healthcare",
        },
        {
          icon: "landmark",
          title: "Government",
          description: "Agencies and public services defending sensitive data and critical services against nation-state adversaries.",
          regulations: ["FedRAMP", "NIST SP 800-53", "FISMA"],
          href: "/solutions/government",
        },
        {
          icon: "briefcase",
          title: "Financial Services",
          description: "Banks, insurers, payment firms and fintechs protecting transactions and meeting operational resilience rules.",
          regulations: ["PCI DSS", "DORA", "NYDFS Part 500"],
          href: "/solutions/financial",
        },
      ],
    },
    {
      type: "features",
      id: "key-features",
      title: "Key Features",
      intro: "The building blocks behind every industry solution, each delivered by our platform and our people together.",
      items: [
        { icon: "radar", title: "Threat Detection", description: "Signals from endpoints, networks, cloud and identity correlated by AI and confirmed by analysts.", href: "/solutions/threat-detection" },
        { icon: "cloud", title: "Cloud Security", description: "Posture, workload and identity protection across AWS, Azure and Google Cloud.", href: "/solutions/cloud-security" },
        { icon: "lock", title: "Zero Trust", description: "Every user, device and request verified against policy before access is granted.", href: "/solutions/zero-trust" },
        { icon: "scale", title: "Risk Management", description: "Cyber risk measured, prioritised and reported to the board in business terms.", href: "/solutions/risk-management" },
        { icon: "siren", title: "Incident Response", description: "Tested playbooks and responders engaged in under 15 minutes when it matters.", href: "/solutions/incident-response" },
        { icon: "brain", title: "AI Threat Intelligence", description: "Live intelligence from 1000+ sources in 200+ countries, on our own platform.", href: "/products" },
      ],
    },
    {
      type: "capabilities",
      id: "use-cases",
      title: "Use Cases",
      intro: "Where clients most often start.",
      items: [
        {
          icon: "shield-alert",
          title: "Stop ransomware before encryption",
          description: "Detect the early stages of an intrusion and contain it before data is stolen or systems are locked.",
          points: ["24/7 detection of credential theft and lateral movement", "Automated isolation of compromised hosts", "Immutable backup and recovery planning"],
        },
        {
          icon: "cloud",
          title: "Secure a cloud migration",
          description: "Move workloads to the cloud with guardrails in place from the first account.",
          points: ["Secure landing zones as code", "Continuous posture checks against 200+ controls", "Least-privilege cloud identities"],
        },
        {
          icon: "user-check",
          title: "Replace the VPN with zero trust access",
          description: "Give staff and contractors access to applications, not to the whole network.",
          points: ["Phishing-resistant MFA for every user", "Device health checks before access", "Per-application access policies"],
        },
        {
          icon: "file-check",
          title: "Pass your next audit with confidence",
          description: "Turn compliance from an annual scramble into a continuous, evidenced programme.",
          points: ["Gap assessment against your framework", "Controls mapped once, reused across standards", "Board reporting on residual risk"],
        },
      ],
    },
    {
      type: "stats",
      id: "reach",
      title: "Trusted worldwide",
      hideTitle: true,
      items: [
        { value: "500+", label: "Enterprise clients" },
        { value: "100+", label: "Global partners" },
        { value: "200+", label: "Countries covered by our intelligence" },
        { value: "50+", label: "Industry awards" },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "Find the right solution for your organisation",
      body: "Tell us your industry, your environment and your deadlines. We will show you how our platform and services fit together for you.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Security Solutions" },
        { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: "Schedule a demo: Security Solutions" },
        { kind: "mail", label: "Contact Sales", mailbox: "contact", subject: "Sales enquiry: Security Solutions" },
      ],
    },
  ],
} satisfies Page;
