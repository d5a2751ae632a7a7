import type { Page } from "~/content/types";

export const page = {
  path: "/services/red-team",
  meta: {
    title: "Red Team Operations",
    description: "Red team operations that emulate real adversaries across people, process and technology: reconnaissance, scanning, exploitation and reporting."
  },
  hero: {
    eyebrow: "Services",
    title: "Red Team Operations",
    intro: "We attack you the way real adversaries would, across people, processes and technology, so you find the gaps before they do.",
    actions: [
      { kind: "link", label: "Contact Us", to: "/company/contact" },
      { kind: "link", label: "Our Methodology", to: "/services/red-team#methodology" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "services",
      title: "Red Team Services",
      intro: "Each engagement is scoped with you, run under written rules of engagement and stopped at once if a business system is at risk.",
      columns: 4,
      items: [
        { icon: "target", title: "Full-Scope Red Teaming", description: "Objective-based campaigns that combine digital, social and physical attacks to reach the assets that matter most to you." },
        { icon: "search", title: "Penetration Testing", description: "Manual testing of networks, web and mobile applications and APIs, going well beyond what scanners find." },
        { icon: "mail", title: "Social Engineering", description: "Phishing, voice phishing and pretexting campaigns that test how people and processes respond under pressure." },
        { icon: "building", title: "Physical Security Testing", description: "Tailgating, badge cloning and site intrusion attempts that show whether your locks, guards and cameras hold." },
      ],
    },
    {
      type: "stats",
      id: "track-record",
      title: "Red team track record",
      hideTitle: true,
      items: [
        { value: "15+ years", label: "Offensive security experience" },
        { value: "500+", label: "Enterprise clients" },
        { value: "85%", label: "Risk reduction after remediation" },
        { value: "98%", label: "Client satisfaction" },
      ],
    },
    {
      type: "capabilities",
      id: "specializations",
      title: "Specializations",
      items: [
        {
          icon: "users",
          title: "Adversary Emulation",
          description: "We replay the tactics, techniques and procedures of the groups that target your sector.",
          points: ["Campaigns built from current threat intelligence", "Every action mapped to MITRE ATT&CK", "Command-and-control that evades your defences the way real operators do"],
        },
        {
          icon: "cloud",
          title: "Cloud and Identity Attacks",
          description: "Attack paths through AWS, Azure, Google Cloud and your identity providers.",
          points: ["Entra ID and Active Directory privilege escalation", "Cross-account and cross-tenant pivoting", "Abuse of CI/CD pipelines and secrets"],
        },
        {
          icon: "code",
          title: "Application and API Security",
          description: "Business logic flaws and chained vulnerabilities that automated tools miss.",
          points: ["OWASP Top 10 and API Security Top 10 coverage", "Authentication and authorisation bypass", "Source-code-assisted testing on request"],
        },
        {
          icon: "shield",
          title: "Assumed Breach and Purple Teaming",
          description: "Start from an insider foothold and measure how far an intruder gets before your team responds.",
          points: ["Ransomware and data theft scenarios", "Live detection and response scoring", "Joint sessions with your blue team to close gaps"],
        },
      ],
    },
    {
      type: "methodology",
      id: "methodology",
      title: "Our Methodology",
      intro: "Four phases, each with agreed objectives, evidence collection and a safe stop at any point.",
      phases: [
        {
          phase: "Reconnaissance",
          description: "We gather what an attacker could learn about you without touching your systems.",
          activities: ["Open-source intelligence on people, domains and technology", "Leaked credential and data exposure checks", "Mapping of external attack surface and suppliers", "Selecting targets and pretexts for social engineering"],
        },
        {
          phase: "Scanning",
          description: "We probe the exposed surface to find weaknesses worth exploiting.",
          activities: ["Service and port enumeration", "Vulnerability identification and manual verification", "Web application and API discovery", "Identity provider and cloud configuration review"],
        },
        {
          phase: "Exploitation",
          description: "We use what we found to gain access, escalate privileges and move toward the agreed objectives.",
          activities: ["Initial access through technical or social vectors", "Privilege escalation and credential access", "Lateral movement and persistence", "Controlled demonstration of impact on crown-jewel assets"],
        },
        {
          phase: "Reporting",
          description: "We show what happened, what it means for the business, and how to fix it.",
          activities: ["Executive summary of business risk", "Attack narrative with timeline and evidence", "Findings ranked by risk with remediation steps", "Debrief and retest of fixed issues"],
        },
      ],
    },
    {
      type: "benefits",
      id: "benefits",
      title: "Business Benefits",
      items: [
        { title: "Know your real exposure", description: "See how an actual intrusion would unfold, not a list of theoretical vulnerabilities." },
        { title: "Test people and process, not just technology", description: "Find out whether your help desk, guards and SOC follow procedure when it counts." },
        { title: "Prioritise with evidence", description: "Fix the weaknesses that led to the objective first, backed by proof your leadership understands." },
        { title: "Meet testing requirements", description: "Reports suitable for regulators and auditors, including threat-led testing under frameworks such as DORA." },
      ],
    },
    {
      type: "cta",
      id: "contact",
      title: "Ready to test your defences?",
      body: "Tell us what you want to protect and we will propose objectives, scope and rules of engagement for your first operation.",
      actions: [
        { kind: "link", label: "Contact Us", to: "/company/contact" },
        { kind: "mail", label: "Request a Scoping Call", mailbox: "contact", subject: "Red team engagement scoping request" },
      ],
    },
  ],
} satisfies Page;
