import type { Page } from "~/content/types";

export const page = {
  path: "/services",
  meta: {
    title: "Our Services",
    description: "Security services across assessment, response, training and hi-tech crime investigation, delivered by certified practitioners with 15+ years of experience."
  },
  hero: {
    eyebrow: "Services",
    title: "Our Services",
    intro: "From the first assessment to the last forensic report: practitioners who have defended, attacked and investigated real environments for 15+ years.",
    actions: [
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
      { kind: "link", label: "Security Solutions", to: "/solutions" },
    ],
  },
  sections: [
    {
      type: "service-groups",
      id: "service-groups",
      title: "Four ways we work with you",
      intro: "Find your exposure, respond when it counts, build your team's skills, and investigate when a crime has been committed. Services with their own page link to it.",
      groups: [
        {
          icon: "search",
          title: "Assessment",
          description: "Independent testing and review that show where you are exposed, how an attacker would get in, and what to fix first.",
          services: [
            { name: "Red Team Operations", href: "/services/red-team" },
            { name: "IT Audit and Compliance", href: "/services/it-audit-compliance" },
            { name: "Security Consulting", href: "/services/consulting" },
            { name: "Cloud Security", href: "/services/cloud-security" },
            { name: "Identity and Access Management", href: "/services/iam" },
            { name: "IoT Security", href: "/services/iot-security" },
            { name: "Vulnerability Assessment and Penetration Testing" },
          ],
        },
        {
          icon: "siren",
          title: "Response",
          description: "Round-the-clock monitoring, hunting and incident handling that find attackers early and contain them fast.",
          services: [
            { name: "Managed Security", href: "/services/managed" },
            { name: "Incident Response", href: "/services/incident-response" },
            { name: "Blue Team", href: "/services/blue-team" },
            { name: "Threat Intelligence and Hunting", href: "/services/threat-intelligence" },
          ],
          action: { kind: "link", label: "Emergency Response", to: "/services/incident-response#emergency-response" },
        },
        {
          icon: "graduation",
          title: "Training",
          description: "Practical programmes that turn staff into a line of defence and sharpen your security team's skills on realistic scenarios.",
          services: [
            { name: "Security Awareness Training" },
            { name: "Phishing Simulation Campaigns" },
            { name: "Secure Development Training" },
            { name: "Incident Response Tabletop Exercises" },
            { name: "SOC Analyst and Threat Hunting Workshops" },
          ],
          action: {
            kind: "mail",
            label: "Ask About Training",
            mailbox: "contact",
            subject: "Security training enquiry",
          },
        },
        {
          icon: "fingerprint",
          title: "Hi-Tech Crime Investigation",
          description: "Forensic investigators who establish what happened, who was involved and what can be proven, with evidence handled for court.",
          services: [
            { name: "Digital Forensics" },
            { name: "Data Breach Investigation" },
            { name: "Cyber Fraud and Financial Crime Investigation" },
            { name: "Insider Threat Investigation" },
            { name: "Mobile and Cloud Forensics" },
            { name: "Expert Witness and Litigation Support" },
          ],
          action: {
            kind: "mail",
            label: "Request an Investigation",
            mailbox: "contact",
            subject: "Confidential: hi-tech crime investigation enquiry",
          },
        },
      ],
    },
    {
      type: "stats",
      id: "track-record",
      title: "Our track record",
      hideTitle: true,
      items: [
        { value: "15+ years", label: "Experience" },
        { value: "500+", label: "Enterprise clients" },
        { value: "99%", label: "Success rate" },
        { value: "98%", label: "Client satisfaction" },
      ],
    },
    {
      type: "benefits",
      id: "how-we-work",
      title: "How every engagement works",
      items: [
        { title: "Scoped before we start", description: "A written scope, rules of engagement and named contacts before any testing or monitoring begins, so nothing surprises your operations team." },
        { title: "Certified practitioners", description: "Testers, responders, auditors and investigators who do this work every day, led by people with 15+ years in the field." },
        { title: "Findings you can act on", description: "Every report ranks issues by business risk and gives the fix, the owner and the evidence, not a raw scanner export." },
        { title: "One team from test to response", description: "What our red team finds, our blue team detects and our responders rehearse, so lessons move across the whole service line." },
      ],
    },
    {
      type: "cta",
      id: "contact",
      title: "Not sure which service you need?",
      body: "Tell us what worries you most: an audit deadline, a new cloud platform, a suspected breach. A senior consultant will recommend where to start.",
      actions: [
        { kind: "mail", label: "Contact Us", mailbox: "contact" },
        { kind: "link", label: "Contact Details", to: "/company/contact" },
      ],
    },
  ],
} satisfies Page;
