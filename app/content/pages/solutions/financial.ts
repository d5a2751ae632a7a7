import type { Page } from "~/content/types";

export const page = {
  path: "/solutions/financial",
  meta: {
    title: "Financial Services Security",
    description: "Financial services cybersecurity for PCI DSS and DORA: fraud-resistant infrastructure, operational resilience and threat intelligence for finance."
  },
  hero: {
    eyebrow: "Industries",
    title: "Financial Services Security",
    intro: "Protect transactions, customer data and operational resilience, with controls aligned to PCI DSS and the EU's Digital Operational Resilience Act (DORA).",
    actions: [
      { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Financial Services Security" },
      { kind: "link", label: "All Solutions", to: "/solutions" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "threats",
      title: "The threats financial institutions face",
      intro: "Where money moves, capable attackers follow: organised crime, extortion groups and state-backed actors alike.",
      items: [
        { icon: "user-check", title: "Account takeover and fraud", description: "Credential stuffing, SIM swaps and session hijacking aimed at customer and employee accounts." },
        { icon: "mail", title: "Business email compromise", description: "Impersonated executives and suppliers redirect payments to attacker-controlled accounts." },
        { icon: "shield-alert", title: "Ransomware and extortion", description: "Encryption and data leak threats against core banking, trading and claims systems." },
        { icon: "globe", title: "DDoS on digital channels", description: "Floods against online banking, payment gateways and APIs at the moments customers need them." },
        { icon: "network", title: "Third-party and fintech risk", description: "Cloud providers, processors and fintech partners extend your attack surface." },
        { icon: "target", title: "Targeted intrusions", description: "Advanced groups pursuing payment systems, market data and customer records." },
      ],
    },
    {
      type: "standards",
      id: "regulations",
      title: "Regulations we help you meet",
      intro: "Evidence-backed controls and testing for the payment, resilience and cybersecurity rules that apply to your business.",
      items: [
        {
          name: "PCI DSS",
          fullName: "Payment Card Industry Data Security Standard v4.0.1",
          description: "Applies to every organisation that stores, processes or transmits cardholder data, with requirements for network security, access control, monitoring and regular testing.",
          points: ["Cardholder data environment scoping and segmentation testing", "Targeted risk analyses for flexible requirements", "Internal and external penetration testing"],
        },
        {
          name: "DORA",
          fullName: "Digital Operational Resilience Act, Regulation (EU) 2022/2554",
          description: "Applies from 17 January 2025 to EU banks, insurers, investment and payment firms, setting rules for ICT risk management, incident reporting, resilience testing and ICT third-party risk.",
          points: ["ICT risk management framework and gap assessment", "Major ICT-related incident classification and reporting", "Threat-led penetration testing (TLPT) for in-scope firms", "ICT third-party register and contract review"],
        },
        {
          name: "NYDFS Part 500",
          fullName: "New York Cybersecurity Regulation, 23 NYCRR Part 500",
          description: "Requires firms regulated by the New York Department of Financial Services to run a risk-based cybersecurity programme, with a CISO, MFA, asset inventory and prompt notice of cybersecurity incidents.",
          points: ["Risk assessment and programme review", "MFA and privileged access controls", "Incident response plan and notification readiness"],
        },
      ],
    },
    {
      type: "features",
      id: "how-we-help",
      title: "How we help",
      items: [
        { icon: "target", title: "Threat-led red teaming", description: "Intelligence-driven attack simulations of the kind DORA's TLPT requires.", href: "/services/red-team" },
        { icon: "search", title: "Financial threat intelligence", description: "Fraud campaigns, leaked credentials and groups targeting your institution.", href: "/services/threat-intelligence" },
        { icon: "scale", title: "ICT risk management", description: "Risk quantified and reported to the board and regulators.", href: "/solutions/risk-management" },
        { icon: "lock", title: "Zero trust access", description: "Least-privilege access for staff, contractors and partners.", href: "/solutions/zero-trust" },
      ],
      columns: 4,
    },
    {
      type: "stats",
      id: "figures",
      title: "Financial services security in numbers",
      hideTitle: true,
      items: [
        { value: "99.9%", label: "Detection rate" },
        { value: "< 15 min", label: "Response time" },
        { value: "85%", label: "Risk reduction" },
        { value: "30-60%", label: "Cost savings" },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "Prove your resilience to regulators and customers",
      body: "Start with a DORA or PCI DSS gap assessment and a clear plan for the testing and controls you still need.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Financial Services Security" },
        { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: "Schedule a demo: Financial Services Security" },
        { kind: "mail", label: "Contact Sales", mailbox: "contact", subject: "Sales enquiry: Financial Services Security" },
      ],
    },
  ],
} satisfies Page;
