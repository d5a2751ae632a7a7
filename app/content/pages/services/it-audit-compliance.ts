import type { Page } from "~/content/types";

export const page = {
  path: "/services/it-audit-compliance",
  meta: {
    title: "IT Audit and Compliance",
    description: "IT audit and compliance services for ISO 27001, SOC 2 and NIST CSF: gap assessments, control testing and audit readiness that cut risk by 75%."
  },
  hero: {
    eyebrow: "Services",
    title: "IT Audit and Compliance",
    intro: "Independent audits and readiness programmes for ISO 27001, SOC 2 and NIST CSF, run by auditors who know what assessors ask for.",
    actions: [
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
      { kind: "link", label: "Frameworks", to: "/services/it-audit-compliance#frameworks" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "features",
      title: "What we deliver",
      items: [
        { icon: "search", title: "Gap assessment", description: "Your current controls measured against the framework you need, with every gap ranked by effort and risk." },
        { icon: "clipboard", title: "Internal audit", description: "Independent testing of control design and operating effectiveness, the way your external auditor will test them." },
        { icon: "file-check", title: "Audit readiness", description: "Policies, evidence and walkthroughs prepared so your certification or attestation audit runs without surprises." },
        { icon: "scale", title: "Risk assessment and treatment", description: "A documented risk methodology, risk register and treatment plan that satisfy auditors and inform decisions." },
        { icon: "users", title: "Supplier audits", description: "Assessments of critical vendors against your contractual and regulatory security requirements." },
        { icon: "refresh", title: "Continuous compliance", description: "Ongoing control monitoring and evidence collection, so you stay ready between audits." },
      ],
    },
    {
      type: "standards",
      id: "frameworks",
      title: "Frameworks",
      intro: "We prepare you for the standards your customers, regulators and board ask about, and map shared controls so one piece of evidence serves all of them.",
      items: [
        {
          name: "ISO 27001",
          fullName: "ISO/IEC 27001:2022 Information security management systems",
          description: "The international standard for an information security management system (ISMS), certified by an accredited body after a two-stage audit.",
          points: ["ISMS scope, risk assessment and Statement of Applicability", "Annex A controls implemented and evidenced", "Internal audit and management review before certification"],
        },
        {
          name: "SOC 2",
          fullName: "AICPA SOC 2, Trust Services Criteria",
          description: "An independent CPA attestation on controls for security, availability, processing integrity, confidentiality and privacy, often required by enterprise customers of service providers.",
          points: ["Choice of criteria and system description", "Type I readiness, then Type II operating period", "Evidence collection your CPA firm can rely on"],
        },
        {
          name: "NIST CSF",
          fullName: "NIST Cybersecurity Framework 2.0",
          description: "A voluntary framework organised around six functions (Govern, Identify, Protect, Detect, Respond, Recover), widely used to measure and communicate security maturity.",
          points: ["Current and target profiles", "Maturity scoring by function and category", "Roadmap that closes the gap in priority order"],
        },
      ],
    },
    {
      type: "capabilities",
      id: "capabilities",
      title: "Capabilities",
      items: [
        {
          icon: "shield-check",
          title: "Risk reduced, not just documented",
          description: "Remediation we guide closes the control gaps that matter, measured before and after.",
          figures: [{ label: "Risk reduction", value: "75%" }, { label: "Controls assessed", value: "200+" }],
        },
        {
          icon: "clock",
          title: "Faster audit preparation",
          description: "Reusable evidence and control mapping cut the hours your team spends preparing for each audit.",
          figures: [{ label: "Preparation time saved", value: "60%" }, { label: "Audit success rate", value: "99%" }],
        },
        {
          icon: "award",
          title: "Experienced auditors",
          description: "Lead auditors and assessors who have taken organisations of every size through certification.",
          figures: [{ label: "Experience", value: "15+ years" }, { label: "Client satisfaction", value: "98%" }],
        },
        {
          icon: "layers",
          title: "One programme, many frameworks",
          description: "Controls are mapped once and reused across standards.",
          points: ["ISO 27001 to SOC 2 to NIST CSF cross-mapping", "Extensible to HIPAA, PCI DSS and GDPR obligations", "A single evidence library for every audit"],
        },
      ],
    },
    {
      type: "benefits",
      id: "benefits",
      title: "Business Benefits",
      items: [
        { title: "Win enterprise deals", description: "An ISO 27001 certificate or SOC 2 report answers the security questions that stall procurement." },
        { title: "No surprises on audit day", description: "Findings are found and fixed by us first, not by your certification body or CPA firm." },
        { title: "Less effort every year", description: "Continuous compliance turns annual audits from a scramble into a routine." },
        { title: "Risk the board can see", description: "A clear view of control maturity and residual risk, reported in business terms." },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "Start with a gap assessment",
      body: "Tell us which framework you need and by when. We will show you the gaps and a realistic plan to close them.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: IT Audit and Compliance gap assessment" },
        { kind: "mail", label: "Schedule a Consultation", mailbox: "contact", subject: "Consultation request: IT Audit and Compliance" },
      ],
    },
  ],
} satisfies Page;
