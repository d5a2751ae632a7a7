import type { Page } from "~/content/types";
import { site } from "~/content/site";

export const page = {
  path: "/platform/incident-response",
  meta: {
    title: "Incident Response Platform",
    description: "A six-stage incident response lifecycle, from preparation to lessons learned, with playbooks for ransomware, data breaches, phishing and insider threats."
  },
  hero: {
    eyebrow: "Platform",
    title: "Incident Response",
    intro: "Orchestrated response across a six-stage lifecycle, with playbooks for the incidents that matter most and evidence preserved at every step.",
    actions: [
      { kind: "mail", label: "Report an Incident", mailbox: "contact", subject: "Urgent: security incident, response needed" },
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
    ],
  },
  sections: [
    {
      type: "lifecycle",
      id: "lifecycle",
      title: "The incident response lifecycle",
      intro: "Six stages, aligned with NIST SP 800-61, each with owners, playbooks and evidence kept in one case record.",
      stages: [
        { title: "Preparation", description: "Plans, playbooks and access agreed before anything happens, so no time is lost when it does.", activities: ["Response plan and escalation matrix", "Playbooks per incident type", "Tabletop exercises"] },
        { title: "Identification", description: "Confirm the incident, judge its scope and severity, and open the case.", activities: ["Alert triage and validation", "Severity and impact rating", "Stakeholder notification"] },
        { title: "Containment", description: "Stop the spread while keeping the evidence intact.", activities: ["Host and account isolation", "Network segmentation rules", "Forensic imaging"] },
        { title: "Eradication", description: "Remove the attacker's foothold and the weaknesses that let them in.", activities: ["Malware and persistence removal", "Credential resets", "Vulnerability remediation"] },
        { title: "Recovery", description: "Restore systems to service safely and watch closely for a return.", activities: ["Clean restore from backup", "Staged return to production", "Heightened monitoring"] },
        { title: "Lessons Learned", description: "Turn the incident into better defences and a record auditors accept.", activities: ["Root-cause report", "Detection and control improvements", "Regulatory reporting support"] },
      ],
    },
    {
      type: "capabilities",
      id: "incident-types",
      title: "Incident types we handle",
      intro: "Tested playbooks for the four incidents our responders meet most, with a response time under 15 minutes.",
      items: [
        { icon: "lock", title: "Ransomware", description: "Contain encryption, identify the entry point, and restore operations without paying if at all possible.", points: ["Isolate affected hosts within minutes", "Identify the strain and decryptor options", "Clean recovery from verified backups"] },
        { icon: "database", title: "Data Breach", description: "Establish what was taken, close the path, and meet notification deadlines.", points: ["Scope of accessed and exfiltrated data", "Evidence for regulators and insurers", "GDPR and HIPAA notification support"] },
        { icon: "mail", title: "Phishing and Business Email Compromise", description: "Pull malicious mail, reset what was exposed, and stop fraudulent payments.", points: ["Tenant-wide message purge", "Session and token revocation", "Mailbox rule and forwarding review"] },
        { icon: "users", title: "Insider Threat", description: "Investigate discreetly with HR and legal, and preserve evidence that stands up.", points: ["Covert activity review", "Chain-of-custody evidence handling", "Access removal coordinated with HR"] },
      ],
    },
    {
      type: "cta",
      id: "cta",
      title: "Be ready before it happens",
      body: "Agree a response retainer and playbooks now, so our responders can start within minutes when you call.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: `Get started: ${site.name} incident response retainer` },
        { kind: "link", label: "Incident Response Services", to: "/services/incident-response" },
      ],
    },
  ],
} satisfies Page;
