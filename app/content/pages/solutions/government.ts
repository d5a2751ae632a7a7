import type { Page } from "~/content/types";

export const page = {
  path: "/solutions/government",
  meta: {
    title: "Government Security",
    description: "Government cybersecurity aligned to FedRAMP and NIST 800-53: defend public services and sensitive data against nation-state threats."
  },
  hero: {
    eyebrow: "Industries",
    title: "Government Security",
    intro: "Defend public services and sensitive data against nation-state adversaries, with controls aligned to FedRAMP and NIST SP 800-53.",
    actions: [
      { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Government Security" },
      { kind: "link", label: "All Solutions", to: "/solutions" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "threats",
      title: "The threats public bodies face",
      intro: "Government systems hold what adversaries want most: citizen data, policy, and the services a population depends on.",
      items: [
        { icon: "globe", title: "Nation-state espionage", description: "Patient, well-resourced groups seeking long-term access to networks, email and sensitive programmes." },
        { icon: "shield-alert", title: "Ransomware on public services", description: "State and local agencies, schools and utilities hit where recovery budgets are thinnest." },
        { icon: "network", title: "Software supply chain compromise", description: "Trusted vendors and updates used as a route into many agencies at once." },
        { icon: "zap", title: "Hacktivist disruption", description: "DDoS attacks and defacements timed to elections, policy decisions and world events." },
        { icon: "users", title: "Insider threats", description: "Misuse of legitimate access by staff or contractors, deliberate or accidental." },
        { icon: "server", title: "Legacy systems", description: "Older platforms that run essential services but cannot meet modern security controls alone." },
      ],
    },
    {
      type: "standards",
      id: "regulations",
      title: "Frameworks we help you meet",
      intro: "We prepare agencies and their cloud and technology suppliers for the US federal security requirements they must satisfy.",
      items: [
        {
          name: "FedRAMP",
          fullName: "Federal Risk and Authorization Management Program",
          description: "The standard approach to security assessment, authorisation and continuous monitoring for cloud services used by US federal agencies, with Low, Moderate and High baselines built on NIST SP 800-53.",
          points: ["Readiness assessment against your target baseline", "System Security Plan and control narratives", "Continuous monitoring and POA&M management after authorisation"],
        },
        {
          name: "NIST SP 800-53",
          fullName: "NIST SP 800-53 Rev. 5, Security and Privacy Controls",
          description: "The catalogue of security and privacy controls for federal information systems, organised in 20 control families from access control to supply chain risk management.",
          points: ["Control selection and tailoring by impact level", "Control implementation and testing", "Assessment evidence for authorising officials"],
        },
        {
          name: "FISMA",
          fullName: "Federal Information Security Modernization Act",
          description: "Requires federal agencies to run risk-based information security programmes using NIST standards and the Risk Management Framework (NIST SP 800-37), with regular reporting.",
          points: ["Risk Management Framework support through authorisation", "Independent control assessments", "Metrics for annual FISMA reporting"],
        },
      ],
    },
    {
      type: "features",
      id: "how-we-help",
      title: "How we help",
      items: [
        { icon: "lock", title: "Zero trust architecture", description: "Roadmaps aligned with the federal zero trust strategy (OMB M-22-09) and CISA's maturity model.", href: "/solutions/zero-trust" },
        { icon: "search", title: "Nation-state threat hunting", description: "Hunts for the stealthy, long-dwell techniques that espionage groups use.", href: "/services/threat-intelligence" },
        { icon: "clipboard", title: "Control assessments", description: "Independent testing of NIST SP 800-53 controls and audit readiness.", href: "/services/it-audit-compliance" },
        { icon: "siren", title: "Incident response", description: "Responders engaged in under 15 minutes, with evidence handled for investigators.", href: "/services/incident-response" },
      ],
      columns: 4,
    },
    {
      type: "stats",
      id: "figures",
      title: "Government security in numbers",
      hideTitle: true,
      items: [
        { value: "200+", label: "Controls assessed" },
        { value: "24/7", label: "Monitoring" },
        { value: "< 15 min", label: "Response time" },
        { value: "99.9%", label: "Detection rate" },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "Strengthen the services citizens rely on",
      body: "Start with a readiness assessment against NIST SP 800-53 or your target FedRAMP baseline.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Government Security" },
        { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: "Schedule a demo: Government Security" },
        { kind: "mail", label: "Contact Sales", mailbox: "contact", subject: "Sales enquiry: Government Security" },
      ],
    },
  ],
} satisfies Page;
