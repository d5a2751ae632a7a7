import { site } from "~/content/site";
import type { EventItem, Page } from "~/content/types";

/** Upcoming events (dates after November 2026). Typed for schema.org Event data later. */
export const events = [
  {
    title: "AI Threat Intelligence Briefing 2027",
    slug: "ai-threat-intelligence-briefing-2027",
    startDate: "2027-03-16",
    endDate: "2027-03-17",
    type: "Conference",
    location: { kind: "venue", name: `${site.name} San Francisco office`, city: "San Francisco", country: "United States" },
    description:
      "Two days of briefings from our threat researchers on adversary tradecraft, AI-assisted detection and the year's most instructive incidents.",
  },
  {
    title: "Zero Trust in Practice: Hands-on Workshop",
    slug: "zero-trust-in-practice-workshop-2027",
    startDate: "2027-04-21",
    type: "Workshop",
    location: { kind: "online", name: "Online (live, interactive)" },
    description:
      "A three-hour working session for architects: map your identities, devices and data flows, then draft a phased zero trust roadmap with our consultants.",
  },
  {
    title: "Cloud Security Leaders Roundtable",
    slug: "cloud-security-leaders-roundtable-2027",
    startDate: "2027-05-20",
    type: "Roundtable",
    location: { kind: "venue", name: `${site.name} India office`, city: "Bengaluru", country: "India" },
    description:
      "An invitation-style discussion for CISOs and cloud platform owners on multi-cloud posture, identity sprawl and incident readiness. Seats are limited.",
  },
] satisfies EventItem[];

export const page = {
  path: "/resources",
  meta: {
    title: "Resources",
    description: "Security resources: documentation, blog, case studies, webinars and upcoming events from our threat researchers and practitioners."
  },
  hero: {
    eyebrow: "Resources",
    title: "Resources",
    intro: "Guides, research, case studies and events from the practitioners who run our platform and services."
  },
  sections: [
    {
      type: "features",
      id: "library",
      title: "Explore the library",
      intro: "Documentation for the platform, research from our analysts, results from our clients and sessions with our experts.",
      columns: 4,
      items: [
        { icon: "file-check", title: "Documentation", description: "Set up, operate and integrate the platform, from the first sensor to the API.", href: "/resources/docs" },
        { icon: "line-chart", title: "Blog", description: "Threat research, technology analysis and practical guidance from our team.", href: "/blog" },
        { icon: "briefcase", title: "Case Studies", description: "How organisations cut risk and response times with our platform and services.", href: "/resources/case-studies" },
        { icon: "users", title: "Webinars", description: "Recorded sessions with our researchers on detection, zero trust and the cloud.", href: "/resources/webinars" },
      ],
    },
    {
      type: "events",
      id: "events",
      title: "Upcoming Events",
      intro: "Meet our researchers and consultants in person and online. Register and we will confirm your place by email.",
      items: events,
    },
    {
      type: "stats",
      id: "community",
      title: "Our community",
      intro: "Security practitioners, clients and partners who share what they learn.",
      items: [
        { value: "10,000+", label: "Community members" },
        { value: "500+", label: "Enterprise clients" },
        { value: "100+", label: "Global partners" },
        { value: "50+", label: "Industry awards" },
      ],
    },
    {
      type: "cta",
      id: "join",
      title: "Join the community",
      body: "Practitioner meetups, early access to research and invitations to our events: tell us where you work and what you defend.",
      actions: [
        { kind: "mail", label: "Join Community", mailbox: "contact", subject: `Join the ${site.name} security community` },
        { kind: "link", label: "Read the blog", to: "/blog" },
      ],
    },
  ],
} satisfies Page;
