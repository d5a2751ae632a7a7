import type { Page, Webinar } from "~/content/types";

/** The spec's four sessions (March 2024; registered 250, 180, 200, 300), now recordings. */
export const webinars = [
  {
    title: "AI-Powered Threat Detection: Beyond Signatures",
    slug: "ai-powered-threat-detection",
    description: "How behavioural models and threat intelligence work together to catch attacks that signature tools miss, with a live walk-through of an investigation from first alert to containment.",
    startDate: "2024-03-07T14:00:00-05:00",
    durationMinutes: 60,
    date: "March 7, 2024",
    time: "2:00 PM EST",
    speaker: "Dr. Maya Okafor",
    role: "Head of Threat Research",
    attendees: 250,
  },
  {
    title: "Zero Trust Architecture: From Strategy to Rollout",
    slug: "zero-trust-architecture",
    description: "A practical roadmap for zero trust: where to start, how to phase identity, device and network controls, and how to measure progress without stalling the business.",
    startDate: "2024-03-14T14:00:00-04:00",
    durationMinutes: 60,
    date: "March 14, 2024",
    time: "2:00 PM EDT",
    speaker: "Daniel Reyes",
    role: "Principal Security Architect",
    attendees: 180,
  },
  {
    title: "Cloud Security Posture: Finding the Gaps Attackers Find First",
    slug: "cloud-security-posture",
    description: "The misconfigurations and identity mistakes behind most cloud breaches, how to detect them continuously across providers, and how to fix them without slowing delivery.",
    startDate: "2024-03-21T14:00:00-04:00",
    durationMinutes: 45,
    date: "March 21, 2024",
    time: "2:00 PM EDT",
    speaker: "Priya Natarajan",
    role: "Cloud Security Lead",
    attendees: 200,
  },
  {
    title: "Incident Response Readiness: The First Hour",
    slug: "incident-response-readiness",
    description: "What to do in the first hour of a breach: who decides, what to preserve, when to isolate, and how to communicate. Drawn from real engagements, with a tabletop exercise you can reuse.",
    startDate: "2024-03-28T14:00:00-04:00",
    durationMinutes: 60,
    date: "March 28, 2024",
    time: "2:00 PM EDT",
    speaker: "James Whitfield",
    role: "Director of Incident Response",
    attendees: 300,
  },
] satisfies Webinar[];

export const page = {
  path: "/resources/webinars",
  meta: {
    title: "Security Webinars",
    description: "Security webinars with our threat researchers and practitioners: AI threat detection, zero trust, cloud security and incident response."
  },
  hero: {
    eyebrow: "Resources",
    title: "Security Webinars",
    intro: "Sessions with our researchers and practitioners on the threats and defences that matter, available on demand.",
  },
  sections: [
    {
      type: "webinars",
      id: "sessions",
      title: "Past webinars, on demand",
      intro: "These sessions ran live in March 2024 and are available as recordings. Register and we will send you the replay link.",
      items: webinars,
    },
    {
      type: "cta",
      id: "subscribe",
      title: "Never miss a session",
      body: "Subscribe to webinar announcements and we will email you when the next live session opens for registration.",
      actions: [
        { kind: "mail", label: "Subscribe", mailbox: "newsletter", subject: "Subscribe to webinar announcements" },
        { kind: "link", label: "View Past Webinars", to: "/resources/webinars#sessions" },
      ],
    },
  ],
} satisfies Page;
