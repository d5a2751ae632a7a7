import type { Page } from "~/content/types";

export const page = {
  path: "/solutions/enterprise",
  meta: {
    title: "Enterprise Security",
    description: "Enterprise security for complex, global organisations: threat detection, identity, cloud and compliance at scale, aligned to ISO 27001 and NIST CSF."
  },
  hero: {
    eyebrow: "Industries",
    title: "Enterprise Security",
    intro: "Security for global organisations with thousands of users, hybrid infrastructure and a board that wants to know the risk is under control.",
    actions: [
      { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Enterprise Security" },
      { kind: "link", label: "All Solutions", to: "/solutions" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "threats",
      title: "The threats global enterprises face",
      intro: "Scale brings a wide attack surface: many sites, many suppliers, many identities and many clouds.",
      items: [
        { icon: "shield-alert", title: "Ransomware and extortion", description: "Intrusions that spread across regions and subsidiaries before anyone notices." },
        { icon: "mail", title: "Business email compromise", description: "Finance and procurement teams targeted with convincing payment fraud." },
        { icon: "key", title: "Identity attacks", description: "MFA fatigue, token theft and abuse of single sign-on to reach every application at once." },
        { icon: "network", title: "Supplier and SaaS risk", description: "Hundreds of vendors and SaaS tools, each holding data or access." },
        { icon: "building", title: "Mergers and shadow IT", description: "Acquired companies and unmanaged systems joining the network with their own weaknesses." },
        { icon: "cloud", title: "Multi-cloud sprawl", description: "Workloads across providers and teams without a single view of posture." },
      ],
    },
    {
      type: "standards",
      id: "regulations",
      title: "Standards and regulations we help you meet",
      intro: "One programme of controls, mapped once, that answers customers, auditors and regulators in every region you operate in.",
      items: [
        {
          name: "ISO 27001",
          fullName: "ISO/IEC 27001:2022",
          description: "The international standard for an information security management system, recognised by customers and partners worldwide.",
          points: ["ISMS design for multi-entity organisations", "Certification readiness and internal audit", "Surveillance audit support"],
        },
        {
          name: "SOC 2",
          fullName: "AICPA Trust Services Criteria",
          description: "Independent attestation on your controls for security, availability, processing integrity, confidentiality and privacy.",
          points: ["Type I and Type II readiness", "Control mapping shared with ISO 27001", "Evidence automation"],
        },
        {
          name: "NIST CSF",
          fullName: "NIST Cybersecurity Framework 2.0",
          description: "Six functions, Govern, Identify, Protect, Detect, Respond and Recover, for measuring maturity and reporting it to the board.",
          points: ["Current and target profiles by business unit", "Maturity benchmarking over time", "Board-level reporting"],
        },
        {
          name: "GDPR",
          fullName: "EU General Data Protection Regulation",
          description: "Governs personal data of people in the EU wherever it is processed, including security of processing and notification of personal data breaches to the supervisory authority.",
          points: ["Security of processing controls", "Breach detection and notification readiness", "Data transfer and processor security reviews"],
        },
      ],
    },
    {
      type: "features",
      id: "how-we-help",
      title: "How we help",
      items: [
        { icon: "radar", title: "Global threat detection", description: "One detection and response service across every region and subsidiary.", href: "/solutions/threat-detection" },
        { icon: "key", title: "Identity at scale", description: "SSO, phishing-resistant MFA and privileged access for every workforce.", href: "/services/iam" },
        { icon: "cloud", title: "Multi-cloud security", description: "Posture and workload protection across providers.", href: "/solutions/cloud-security" },
        { icon: "scale", title: "Board-level risk reporting", description: "Cyber risk quantified and tracked alongside other enterprise risks.", href: "/solutions/risk-management" },
      ],
      columns: 4,
    },
    {
      type: "stats",
      id: "figures",
      title: "Enterprise security in numbers",
      hideTitle: true,
      items: [
        { value: "500+", label: "Enterprise clients" },
        { value: "200+", label: "Countries covered by our intelligence" },
        { value: "85%", label: "Risk reduction" },
        { value: "30-60%", label: "Cost savings" },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "One security programme for the whole enterprise",
      body: "Start with an enterprise security assessment across your regions, clouds and business units.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Enterprise Security" },
        { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: "Schedule a demo: Enterprise Security" },
        { kind: "mail", label: "Contact Sales", mailbox: "contact", subject: "Sales enquiry: Enterprise Security" },
      ],
    },
  ],
} satisfies Page;
