/**
 * Open positions (spec section 3), in the order the careers page lists them. Adding a job is one
 * entry here plus its path in app/route-table.ts (the `slug` type only accepts slugs that have a
 * route, so a forgotten route fails to compile). The JobPosting structured data reads these fields.
 */
import type { JobOpening } from "./types";

export const jobs: JobOpening[] = [
  {
    title: "Senior Security Engineer",
    slug: "senior-security-engineer",
    department: "Engineering",
    location: { label: "San Francisco, CA", city: "San Francisco", region: "CA", country: "US" },
    employmentType: "FULL_TIME",
    datePosted: "2026-11-02",
    validThrough: "2027-02-28",
    description:
      "Design, build and harden the detection pipeline and platform services that protect our clients, from secure code review to production incident follow-up.",
    responsibilities: [
      "Design and build secure, observable services for our AI threat-intelligence platform",
      "Lead threat modelling and security design reviews for new features",
      "Review code and infrastructure changes, and automate the checks that catch mistakes early",
      "Harden cloud infrastructure, identity and secrets management across environments",
      "Take part in incident follow-up and turn its lessons into engineering work",
      "Mentor engineers and raise the security bar across the team",
    ],
    requirements: [
      "6+ years building production software, with 3+ years focused on security",
      "Fluency in at least one of Go, Python, TypeScript or Rust",
      "Hands-on experience securing AWS, Azure or Google Cloud workloads",
      "Working knowledge of common attack techniques and the OWASP Top 10",
      "Clear written communication: design documents, reviews and post-incident reports",
    ],
  },
  {
    title: "Threat Intelligence Analyst",
    slug: "threat-intelligence-analyst",
    department: "Security Operations",
    location: { label: "New York, NY", city: "New York", region: "NY", country: "US" },
    employmentType: "FULL_TIME",
    datePosted: "2026-11-09",
    validThrough: "2027-03-07",
    description:
      "Track threat actors and campaigns, turn raw signals into intelligence our SOC and clients can act on, and drive hunts for adversaries already inside networks.",
    responsibilities: [
      "Collect and analyse intelligence from open, commercial and internal sources",
      "Track APT groups and criminal campaigns, mapping their behaviour to MITRE ATT&CK",
      "Write timely, actionable intelligence reports and briefings for clients",
      "Turn findings into detection rules and hypotheses for threat hunts",
      "Support incident responders with actor context during live investigations",
    ],
    requirements: [
      "3+ years in threat intelligence, SOC analysis or incident response",
      "Experience with intelligence frameworks such as the Diamond Model and MITRE ATT&CK",
      "Comfort with indicators, malware reports and log data; scripting in Python is a plus",
      "Sound analytic judgement and the ability to state confidence clearly",
      "Strong writing for both technical and executive readers",
    ],
  },
  {
    title: "Cloud Security Architect",
    slug: "cloud-security-architect",
    department: "Architecture",
    location: { label: "Remote", country: "US", remote: true },
    employmentType: "FULL_TIME",
    datePosted: "2026-11-12",
    validThrough: "2027-03-12",
    description:
      "Shape secure cloud architectures for our clients and our platform: landing zones, identity, network controls and guardrails that scale with the business.",
    responsibilities: [
      "Design secure reference architectures for multi-cloud and hybrid environments",
      "Define identity, network segmentation and data protection patterns for client estates",
      "Assess existing cloud environments and lead remediation roadmaps",
      "Build guardrails as code: policies, baselines and automated posture checks",
      "Advise client leadership on cloud risk, compliance and zero trust adoption",
    ],
    requirements: [
      "8+ years in infrastructure or security, with 4+ years architecting in the cloud",
      "Deep knowledge of at least two of AWS, Azure and Google Cloud",
      "Experience with infrastructure as code (Terraform or similar) and policy as code",
      "Familiarity with SOC 2, ISO 27001 or PCI DSS control requirements",
      "Able to work remotely from the United States, with occasional client travel",
    ],
  },
  {
    title: "Security Consultant",
    slug: "security-consultant",
    department: "Professional Services",
    location: { label: "London, UK", city: "London", region: "England", country: "GB" },
    employmentType: "FULL_TIME",
    datePosted: "2026-11-16",
    validThrough: "2027-03-16",
    description:
      "Help clients understand and reduce their risk through assessments, security programme design and hands-on guidance, from the boardroom to the server room.",
    responsibilities: [
      "Deliver security assessments, gap analyses and risk reviews for client organisations",
      "Design security programmes and roadmaps aligned with ISO 27001 and NIST CSF",
      "Run tabletop exercises and incident readiness workshops",
      "Present findings and recommendations to technical teams and executives",
      "Contribute to our methodologies, tooling and thought leadership",
    ],
    requirements: [
      "4+ years in security consulting, audit or an in-house security team",
      "Working knowledge of ISO 27001, NIST CSF and common regulatory regimes",
      "Experience leading client engagements from scoping to final report",
      "Relevant certification (CISSP, CISM, CISA or equivalent) or willingness to obtain one",
      "Right to work in the United Kingdom",
    ],
  },
];

/** How each employment type reads on a card ("type" in spec section 3). */
export const employmentTypeLabels = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  INTERN: "Internship",
} as const satisfies Record<JobOpening["employmentType"], string>;
