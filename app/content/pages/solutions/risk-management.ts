import type { Page } from "~/content/types";

export const page = {
  path: "/solutions/risk-management",
  meta: {
    title: "Risk Management",
    description: "Cyber risk management: quantify 50+ risk factors, prioritise remediation and report risk to the board in business terms."
  },
  hero: {
    eyebrow: "Solutions",
    title: "Risk Management",
    intro: "Measure cyber risk the way the board measures every other risk: in likelihood, impact and money, with a plan to reduce it.",
    actions: [
      { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Risk Management" },
      { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: "Schedule a demo: Risk Management" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "key-features",
      title: "Key Features",
      items: [
        { icon: "scale", title: "Risk quantification", description: "Cyber scenarios expressed as likely financial loss, so security competes for budget on equal terms." },
        { icon: "database", title: "Asset and exposure inventory", description: "What you own, what is exposed and what it is worth to the business, in one register." },
        { icon: "clipboard", title: "Control assessment", description: "Control maturity measured against ISO 27001, NIST CSF and your own policies." },
        { icon: "users", title: "Third-party risk", description: "Suppliers tiered by criticality and assessed in proportion to the risk they carry." },
        { icon: "target", title: "Remediation prioritisation", description: "Actions ranked by the risk they remove for each unit of cost and effort." },
        { icon: "bar-chart", title: "Board reporting", description: "Risk posture, trend and appetite in a format directors can read in minutes." },
      ],
    },
    {
      type: "capabilities",
      id: "capabilities",
      title: "Capabilities",
      items: [
        {
          icon: "scale",
          title: "A complete risk picture",
          description: "Technical, process and third-party risk assessed together rather than in separate silos.",
          figures: [{ label: "Risk factors assessed", value: "50+" }, { label: "Controls mapped", value: "200+" }],
        },
        {
          icon: "trending-up",
          title: "Measurable reduction",
          description: "Every remediation is tracked to closure and its effect on risk is measured.",
          figures: [{ label: "Risk reduction", value: "85%" }, { label: "Cost savings", value: "30-60%" }],
        },
        {
          icon: "clock",
          title: "Reporting without the spreadsheets",
          description: "Data flows in from your tools and our assessments, so reports build themselves.",
          figures: [{ label: "Reporting time saved", value: "75%" }, { label: "Risk monitoring", value: "24/7" }],
        },
        {
          icon: "layers",
          title: "Frameworks we align to",
          description: "Risk methods your auditors and regulators recognise.",
          points: ["ISO/IEC 27005 risk management", "NIST CSF 2.0 Govern function", "FAIR-style quantitative analysis"],
        },
      ],
    },
    {
      type: "benefits",
      id: "benefits",
      title: "Business Benefits",
      items: [
        { title: "Budget where it counts", description: "Spend goes to the controls that remove the most risk, with the numbers to justify it." },
        { title: "Confident board conversations", description: "Directors see risk in business terms and can set a clear appetite." },
        { title: "Regulators satisfied", description: "A documented, repeatable risk process meets governance expectations across sectors." },
        { title: "Suppliers under control", description: "Know which vendors could hurt you most and what they are doing about it." },
      ],
    },
    {
      type: "features",
      id: "related-services",
      title: "Related services",
      items: [
        { icon: "briefcase", title: "Security Consulting", description: "Risk assessments, strategy and virtual CISO support.", href: "/services/consulting" },
        { icon: "clipboard", title: "IT Audit and Compliance", description: "Control testing and audit readiness.", href: "/services/it-audit-compliance" },
        { icon: "target", title: "Red Team Operations", description: "Test whether your risk model holds against a real attack.", href: "/services/red-team" },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "Put a number on your cyber risk",
      body: "Start with a risk assessment of your most critical business services and see your exposure in financial terms.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Risk Management" },
        { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: "Schedule a demo: Risk Management" },
        { kind: "mail", label: "Contact Sales", mailbox: "contact", subject: "Sales enquiry: Risk Management" },
      ],
    },
  ],
} satisfies Page;
