import type { Page } from "~/content/types";
import { site } from "~/content/site";

export const page = {
  path: "/company/about",
  meta: {
    title: "About Us",
    description: "About us: a private limited company founded in 2017, protecting 500+ enterprise clients with AI threat intelligence and expert security services.",
  },
  hero: {
    eyebrow: "Company",
    title: "About Us",
    intro: `Founded in ${site.foundingYear}, we combine AI threat intelligence with practitioners who have spent their careers defending, attacking and investigating real systems.`,
    actions: [
      { kind: "link", label: "Contact Us", to: "/company/contact" },
      { kind: "link", label: "Join Our Team", to: "/company/careers" },
    ],
  },
  sections: [
    {
      type: "story",
      id: "mission",
      title: "Our Mission",
      paragraphs: [
        "Our mission is to make world-class security achievable for every organisation: to find and stop attackers before they cause harm, and to leave our clients stronger after every engagement.",
        "We pair an AI threat-intelligence platform with the people who know how attacks really unfold: red teamers who think like adversaries, blue teamers who hunt them, and consultants who turn findings into lasting programmes.",
        "We work as an extension of our clients' teams, tell them plainly what we find, and measure ourselves by the incidents that never happen.",
      ],
      facts: [
        { label: "Founded", value: String(site.foundingYear) },
        { label: "Company type", value: site.legalForm },
        { label: "Registered name", value: site.legalName },
        { label: "Offices", value: site.offices.map((office) => office.label).join(" and ") },
      ],
    },
    {
      type: "features",
      id: "values",
      title: "Our Values",
      intro: "Four commitments shape how we hire, how we work and how we treat our clients.",
      columns: 4,
      items: [
        { icon: "award", title: "Excellence", description: "We hold our work to the standard of the attackers we face: rigorous, tested and never good enough to stop improving." },
        { icon: "zap", title: "Innovation", description: "We invest in research and automation so our clients benefit from new defences before new threats reach them." },
        { icon: "shield-check", title: "Integrity", description: "We say what we find, protect what we are trusted with, and never overstate a risk or a result." },
        { icon: "users", title: "Client Focus", description: "We learn each client's business, answer fast when it matters, and measure success by their security, not our reports." },
      ],
    },
    {
      type: "leadership",
      id: "team",
      title: "Our Team",
      intro: "Security practitioners lead every part of the company. Here is who is responsible for what.",
      members: [
        { icon: "briefcase", role: "Chief Executive Officer", area: "Company leadership", bio: "Sets our strategy and client commitments, and works with boards and security leaders on their hardest risk decisions." },
        { icon: "cpu", role: "Chief Technology Officer", area: "Platform and engineering", bio: "Leads the engineers and data scientists who build our AI threat-intelligence platform and its detection pipeline." },
        { icon: "radar", role: "Head of Threat Intelligence", area: "Research and hunting", bio: "Runs the analysts who track threat actors across 1000+ sources and turn what they learn into hunts and detections." },
        { icon: "target", role: "Head of Offensive Security", area: "Red team operations", bio: "Leads adversary emulation and penetration testing that shows clients how a real attacker would reach their crown jewels." },
        { icon: "shield", role: "Head of Managed Security", area: "24/7 security operations", bio: "Runs the security operations centre that monitors client estates around the clock with a response time under 15 minutes." },
        { icon: "clipboard", role: "Head of Consulting", area: "Advisory, audit and compliance", bio: "Guides clients through risk assessments, security programmes and certifications such as ISO 27001 and SOC 2." },
      ],
    },
    {
      type: "stats",
      id: "recognition",
      title: "Recognition",
      intro: "Industry recognition and the trust of our clients and partners.",
      items: [
        { value: "50+", label: "Industry awards" },
        { value: "500+", label: "Enterprise clients" },
        { value: "100+", label: "Global partners" },
        { value: "98%", label: "Client satisfaction" },
      ],
    },
    {
      type: "timeline",
      id: "milestones",
      title: "Milestones",
      intro: "From a small team of practitioners to a global security partner.",
      milestones: [
        { year: "2017", title: "Foundation", description: `${site.name} is founded as a private limited company by security practitioners with a simple aim: defence that keeps pace with attackers.` },
        { year: "2019", title: "Service Expansion", description: "We extend from consulting into managed security, red and blue team operations, and incident response." },
        { year: "2021", title: "Market Growth", description: "Our client base grows across finance, healthcare, government and industry, supported by a widening partner network." },
        { year: "2024", title: "Innovation Focus", description: "We put AI at the centre of our threat-intelligence platform, from automated correlation to guided hunts." },
      ],
    },
    {
      type: "offices",
      id: "global-presence",
      title: "Global Presence",
      intro: "Offices in the United States and India and a 24/7 operations model protect clients across time zones, with threat intelligence gathered from 200+ countries.",
      offices: site.offices,
    },
    {
      type: "cta",
      id: "contact",
      title: "Work with us",
      body: "Tell us what you need to protect. A security specialist will answer within one business day.",
      actions: [
        { kind: "link", label: "Contact Us", to: "/company/contact" },
        { kind: "link", label: "Meet our clients", to: "/clients" },
      ],
    },
  ],
} satisfies Page;
