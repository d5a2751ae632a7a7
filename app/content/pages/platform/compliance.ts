import type { Page } from "~/content/types";
import { site } from "~/content/site";

export const page = {
  path: "/platform/compliance",
  meta: {
    title: "Compliance Management",
    description: "Continuous compliance management for GDPR, HIPAA, SOC 2 and PCI DSS, with 200+ mapped controls, evidence collection and audit-ready reports."
  },
  hero: {
    eyebrow: "Platform",
    title: "Compliance Management",
    intro: "Map controls once, collect evidence continuously and walk into every audit with reports your assessor can trust.",
    actions: [
      { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: `Schedule a demo: ${site.name} Compliance Management` },
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "key-features",
      title: "Key features",
      items: [
        { icon: "layers", title: "Unified control library", description: "200+ controls mapped once across frameworks, so one piece of evidence satisfies many requirements." },
        { icon: "refresh", title: "Continuous evidence", description: "Configuration, access and log evidence collected automatically from your systems." },
        { icon: "alert", title: "Drift alerts", description: "Know the day a control fails, not the week before the audit." },
        { icon: "scale", title: "Risk register", description: "Track risks across 50+ risk factors with owners, treatments and due dates." },
        { icon: "users", title: "Auditor workspace", description: "Give assessors read-only access to the evidence they need, with every request tracked." },
        { icon: "file-check", title: "Policy management", description: "Policies versioned, approved and acknowledged by staff, with proof kept." },
      ],
    },
    {
      type: "standards",
      id: "frameworks",
      title: "Compliance frameworks",
      intro: "Pre-mapped control sets for the regulations and standards our customers are assessed against.",
      items: [
        { name: "GDPR", fullName: "General Data Protection Regulation", description: "The EU's data protection law for anyone processing personal data of people in the EU.", points: ["Records of processing activities", "Data subject request tracking", "72-hour breach notification workflow"] },
        { name: "HIPAA", fullName: "Health Insurance Portability and Accountability Act", description: "US rules protecting health information held by healthcare organisations and their business associates.", points: ["Security Rule safeguards mapped", "Access logging for protected health information", "Business associate agreement tracking"] },
        { name: "SOC 2", fullName: "System and Organization Controls 2", description: "The AICPA attestation on security, availability, processing integrity, confidentiality and privacy.", points: ["Trust Services Criteria mapped", "Type II evidence over the audit period", "Vendor and change management controls"] },
        { name: "PCI DSS", fullName: "Payment Card Industry Data Security Standard", description: "The card industry's standard for anyone who stores, processes or transmits cardholder data.", points: ["Cardholder data environment scoping", "Quarterly scan and test evidence", "Requirement-by-requirement status"] },
      ],
    },
    {
      type: "capabilities",
      id: "compliance-tools",
      title: "Compliance tools",
      items: [
        { icon: "clipboard", title: "Gap assessment", description: "Measure where you stand against a framework before the auditor does.", figures: [{ label: "Controls assessed", value: "200+" }, { label: "Risk factors", value: "50+" }] },
        { icon: "zap", title: "Automated evidence collection", description: "Connectors pull evidence from cloud, identity and endpoint tools on a schedule.", figures: [{ label: "Audit preparation time saved", value: "75%" }, { label: "Monitoring", value: "24/7" }] },
        { icon: "bar-chart", title: "Audit-ready reporting", description: "Framework reports and evidence packs exported in the format your assessor expects.", figures: [{ label: "Risk reduction", value: "85%" }, { label: "Cost savings", value: "30-60%" }] },
        { icon: "user-check", title: "Access reviews", description: "Run quarterly user access reviews with managers, and keep the sign-offs.", points: ["Campaigns by application or team", "One-click approve or revoke", "Evidence stored for the auditor"] },
      ],
    },
    {
      type: "cta",
      id: "cta",
      title: "Make the next audit routine",
      body: "Tell us which frameworks you answer to and we will show you your gaps in a guided assessment.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: `Get started: ${site.name} Compliance Management` },
        { kind: "link", label: "IT Audit and Compliance Services", to: "/services/it-audit-compliance" },
      ],
    },
  ],
} satisfies Page;
