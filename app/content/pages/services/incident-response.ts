import type { Action, Page } from "~/content/types";

/** The fastest way to reach a responder: a mail to the security mailbox marked urgent. */
const reportIncident = {
  kind: "mail",
  label: "Report an Incident Now",
  mailbox: "security",
  subject: "URGENT: security incident — request for emergency response",
  body: [
    "Organisation:",
    "Your name and role:",
    "Phone number we can call now:",
    "What you are seeing (ransom note, unusual logins, data leaving, systems down):",
    "When it started:",
    "Systems and locations affected:",
    "Actions taken so far:",
  ].join("\n"),
} as const satisfies Action;

export const page = {
  path: "/services/incident-response",
  meta: {
    title: "Incident Response Services",
    description: "Incident response services: emergency breach response, containment, forensics and recovery, with responders engaged in under 15 minutes."
  },
  hero: {
    eyebrow: "Services",
    title: "Incident Response Services",
    intro: "When an attack is under way, our responders contain it, find out what happened and bring you back to business, engaged in under 15 minutes.",
    actions: [
      reportIncident,
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
    ],
  },
  sections: [
    {
      type: "emergency-response",
      id: "emergency-response",
      eyebrow: "Emergency Response, 24/7",
      title: "Under attack right now?",
      body: "Mail our incident response team. The mail opens with an urgent subject and a short form: add a phone number and a responder will call you back in under 15 minutes, day or night.",
      actions: [
        reportIncident,
        { kind: "link", label: "Other Ways to Reach Us", to: "/company/contact" },
      ],
      notes: [
        "Do not power off affected machines: memory holds evidence. Disconnect them from the network instead.",
        "If your own mail may be compromised, write from a separate account or device.",
      ],
      stepsTitle: "What happens in the first hour",
      steps: [
        { time: "First 15 minutes", title: "A responder calls you back", description: "An experienced incident handler confirms the situation, your contacts and who can authorise actions." },
        { time: "Within 30 minutes", title: "Triage and scoping", description: "We establish what is affected, how the attacker got in if known, and what the business impact is." },
        { time: "Within 45 minutes", title: "Containment plan agreed", description: "Immediate steps to stop the spread: isolating hosts, disabling accounts, blocking attacker infrastructure." },
        { time: "By the end of the hour", title: "Evidence secured and team mobilised", description: "Forensic collection begins remotely, responders are assigned, and you receive the first written status update." },
      ],
    },
    {
      type: "features",
      id: "features",
      title: "How we respond",
      items: [
        { icon: "shield-alert", title: "Containment", description: "Stop the attacker's access and the spread of ransomware, with the least disruption to operations." },
        { icon: "fingerprint", title: "Forensic investigation", description: "Disk, memory, log and cloud forensics that establish the root cause, timeline and data accessed." },
        { icon: "refresh", title: "Eradication and recovery", description: "Remove persistence, rebuild from clean sources and restore services in a safe order." },
        { icon: "scale", title: "Regulatory and legal support", description: "Evidence handled for counsel and insurers, and facts ready for regulator and customer notifications." },
        { icon: "users", title: "Crisis communications", description: "Guidance on what to tell staff, customers and the press, and when." },
        { icon: "clipboard", title: "Post-incident review", description: "A clear report of what happened and the improvements that stop it happening again." },
      ],
    },
    {
      type: "capabilities",
      id: "capabilities",
      title: "Capabilities",
      items: [
        {
          icon: "clock",
          title: "Always on call",
          description: "Responders on rota around the clock, reachable whether or not you are already a client.",
          figures: [{ label: "Response time", value: "< 15 min" }, { label: "Availability", value: "24/7" }],
        },
        {
          icon: "award",
          title: "Proven responders",
          description: "Handlers who have led investigations into ransomware, business email compromise and insider data theft.",
          figures: [{ label: "Success rate", value: "99%" }, { label: "Experience", value: "15+ years" }],
        },
        {
          icon: "file-check",
          title: "Incident response retainer",
          description: "Pre-agreed terms, onboarding and playbooks, so we can start work the minute you call.",
          points: ["Guaranteed response under 15 minutes", "Annual tabletop exercise for your team", "Unused hours convertible to readiness work"],
        },
        {
          icon: "radar",
          title: "Threat intelligence on every case",
          description: "Attacker infrastructure and techniques are checked against our intelligence to speed up scoping.",
          figures: [{ label: "Intelligence sources", value: "1000+" }, { label: "Accuracy", value: "99.9%" }],
        },
      ],
    },
    {
      type: "cta",
      id: "retainer",
      title: "Be ready before it happens",
      body: "An incident response retainer means no contract negotiation in the middle of a crisis. Ask us for terms.",
      actions: [
        { kind: "mail", label: "Ask About a Retainer", mailbox: "contact", subject: "Incident response retainer enquiry" },
        { kind: "link", label: "Incident Response Solution", to: "/solutions/incident-response" },
      ],
    },
  ],
} satisfies Page;
