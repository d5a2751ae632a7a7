import type { Page } from "~/content/types";

export const page = {
  path: "/solutions/incident-response",
  meta: {
    title: "Incident Response Solutions",
    description: "Incident response solutions: readiness assessments, playbooks, retainer-backed response and recovery that cut response time to under 15 minutes."
  },
  hero: {
    eyebrow: "Solutions",
    title: "Incident Response",
    intro: "Be ready before the incident: tested playbooks, a response retainer and recovery plans that hold up under pressure.",
    actions: [
      { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Incident Response solution" },
      { kind: "link", label: "Emergency Response", to: "/services/incident-response#emergency-response" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "key-features",
      title: "Key Features",
      items: [
        { icon: "clipboard", title: "Readiness assessment", description: "Your plans, logging, backups and contacts reviewed against what a real incident demands." },
        { icon: "workflow", title: "Playbooks", description: "Step-by-step responses for ransomware, business email compromise, data theft and insider incidents." },
        { icon: "users", title: "Tabletop exercises", description: "Realistic scenarios that rehearse decisions for executives, legal, communications and IT." },
        { icon: "zap", title: "Automated containment", description: "Pre-approved actions, such as isolating a host or disabling an account, run in seconds." },
        { icon: "fingerprint", title: "Forensics on demand", description: "Remote evidence collection and analysis that establishes root cause and scope." },
        { icon: "refresh", title: "Recovery planning", description: "Restore order, clean rebuild procedures and backups tested before you need them." },
      ],
    },
    {
      type: "capabilities",
      id: "capabilities",
      title: "Capabilities",
      items: [
        {
          icon: "clock",
          title: "Responders on call",
          description: "A retainer puts experienced handlers on your incident the moment you need them.",
          figures: [{ label: "Response time", value: "< 15 min" }, { label: "Availability", value: "24/7" }],
        },
        {
          icon: "award",
          title: "Proven outcomes",
          description: "Incidents contained and businesses restored across sectors and attack types.",
          figures: [{ label: "Success rate", value: "99%" }, { label: "Experience", value: "15+ years" }],
        },
        {
          icon: "zap",
          title: "Faster containment",
          description: "Automation and rehearsed playbooks remove hesitation from the first critical hour.",
          figures: [{ label: "Response time saved", value: "60%" }, { label: "Detection rate", value: "99.9%" }],
        },
        {
          icon: "scale",
          title: "Regulatory readiness",
          description: "Evidence and timelines prepared for the notifications your sector requires.",
          points: ["GDPR personal data breach notification", "HIPAA breach notification", "DORA major ICT incident reporting"],
        },
      ],
    },
    {
      type: "benefits",
      id: "benefits",
      title: "Business Benefits",
      items: [
        { title: "Shorter outages", description: "A rehearsed plan and a team on call bring critical services back sooner." },
        { title: "Lower incident cost", description: "Early containment limits data loss, recovery effort and legal exposure." },
        { title: "Confident leadership", description: "Executives know their role and make decisions quickly when it matters." },
        { title: "Insurer and regulator confidence", description: "Documented readiness supports cyber insurance terms and regulatory reviews." },
      ],
    },
    {
      type: "features",
      id: "related-services",
      title: "Related services",
      items: [
        { icon: "siren", title: "Incident Response Services", description: "Emergency response when a breach is under way.", href: "/services/incident-response" },
        { icon: "eye", title: "Managed Security", description: "24/7 detection so incidents are found early.", href: "/services/managed" },
        { icon: "shield", title: "Blue Team", description: "Playbooks, hardening and incident readiness.", href: "/services/blue-team" },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "Test your plan before an attacker does",
      body: "Start with a readiness assessment and tabletop exercise, and leave with a plan your whole leadership team has rehearsed.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Incident Response solution" },
        { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: "Schedule a demo: Incident Response solution" },
        { kind: "mail", label: "Contact Sales", mailbox: "contact", subject: "Sales enquiry: Incident Response solution" },
      ],
    },
  ],
} satisfies Page;
