import type { Page } from "~/content/types";

export const page = {
  path: "/solutions/healthcare",
  meta: {
    title: "Healthcare Security",
    description: "Healthcare cybersecurity: protect patient data and clinical systems, meet HIPAA, and defend against ransomware that targets hospitals."
  },
  hero: {
    eyebrow: "Industries",
    title: "Healthcare Security",
    intro: "Protect patient data and keep clinical systems running, with HIPAA-aligned controls and defences built for the ransomware that targets care providers.",
    actions: [
      { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Healthcare Security" },
      { kind: "link", label: "All Solutions", to: "/solutions" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "threats",
      title: "The threats care providers face",
      intro: "Health records are valuable to criminals, and downtime puts patients at risk, which is why attackers expect hospitals to pay.",
      items: [
        { icon: "shield-alert", title: "Ransomware that stops care", description: "Encrypted electronic health records and imaging systems force diversions and cancelled procedures." },
        { icon: "mail", title: "Phishing for clinical credentials", description: "Stolen staff logins open the EHR, email and remote access to criminals." },
        { icon: "heart-pulse", title: "Vulnerable medical devices", description: "Infusion pumps, imaging and monitoring devices often run outdated software that cannot be patched quickly." },
        { icon: "users", title: "Business associate breaches", description: "Billing, transcription and IT suppliers with access to patient data become the way in." },
        { icon: "eye", title: "Inappropriate record access", description: "Staff viewing records without a clinical reason, a privacy breach in its own right." },
        { icon: "database", title: "Data theft and extortion", description: "Attackers copy patient data before encrypting it and threaten to publish it." },
      ],
    },
    {
      type: "standards",
      id: "regulations",
      title: "Regulations we help you meet",
      intro: "Our assessments and controls map directly to the obligations healthcare organisations and their business associates carry in the United States.",
      items: [
        {
          name: "HIPAA",
          fullName: "HIPAA Security and Privacy Rules",
          description: "Requires covered entities and business associates to protect electronic protected health information (ePHI) with administrative, physical and technical safeguards, based on a documented risk analysis.",
          points: ["Security risk analysis and risk management plan", "Access control, audit logging and encryption for ePHI", "Contingency planning and tested backups"],
        },
        {
          name: "HITECH",
          fullName: "Health Information Technology for Economic and Clinical Health Act",
          description: "Extended HIPAA obligations directly to business associates, raised penalties and introduced breach notification to patients, HHS and, for larger breaches, the media.",
          points: ["Breach risk assessment and notification support", "Business associate security reviews", "Evidence that safeguards were in place"],
        },
        {
          name: "HITRUST CSF",
          fullName: "HITRUST Common Security Framework",
          description: "A certifiable framework that brings HIPAA, NIST and ISO requirements together, widely requested by health systems of their technology vendors.",
          points: ["Readiness assessment against your target assessment type", "Control remediation and policy support", "Evidence preparation for your assessor"],
        },
      ],
    },
    {
      type: "features",
      id: "how-we-help",
      title: "How we help",
      items: [
        { icon: "eye", title: "24/7 monitoring of clinical networks", description: "Our SOC watches your EHR, identity and endpoints around the clock.", href: "/services/managed" },
        { icon: "cpu", title: "Medical device security", description: "Passive discovery and monitoring of connected devices without disrupting care.", href: "/services/iot-security" },
        { icon: "siren", title: "Ransomware response", description: "Responders engaged in under 15 minutes, with recovery planned around patient safety.", href: "/services/incident-response" },
        { icon: "clipboard", title: "HIPAA risk analysis", description: "A documented risk analysis and remediation plan that stands up to regulators.", href: "/services/it-audit-compliance" },
      ],
      columns: 4,
    },
    {
      type: "stats",
      id: "figures",
      title: "Healthcare security in numbers",
      hideTitle: true,
      items: [
        { value: "24/7", label: "Monitoring" },
        { value: "< 15 min", label: "Response time" },
        { value: "99.9%", label: "Detection rate" },
        { value: "85%", label: "Risk reduction" },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "Protect patients and their data",
      body: "Start with a HIPAA-aligned security risk analysis of your clinical environment, including connected medical devices.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Healthcare Security" },
        { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: "Schedule a demo: Healthcare Security" },
        { kind: "mail", label: "Contact Sales", mailbox: "contact", subject: "Sales enquiry: Healthcare Security" },
      ],
    },
  ],
} satisfies Page;
