import type { CaseStudy, Page } from "~/content/types";

/** Sample case studies: the companies are fictional; figures come from spec section 9 only. */
export const caseStudies = [
  {
    slug: "regional-bank-soc",
    title: "A regional bank moves to 24/7 detection and response",
    company: "Norrane Bank (sample)",
    industry: "Financial Services",
    summary: "A mid-sized bank replaced a patchwork of alert consoles with our managed SOC and AI-driven detection.",
    results: [
      { label: "Response time", value: "Under 15 min" },
      { label: "Risk reduction", value: "85%" },
      { label: "Monitoring", value: "24/7" },
    ],
    challenge: "The bank's three-person security team watched four separate consoles during office hours only. Overnight alerts waited until morning, and regulators had asked for evidence of continuous monitoring of payment systems.",
    approach: "We onboarded its core banking, payment and identity systems to the platform in six weeks, tuned detections with the team, and put our managed SOC on watch around the clock with an agreed escalation path for payment fraud and account takeover.",
    outcome: "Critical alerts are now triaged in under 15 minutes at any hour, and the bank measured an 85% reduction in the risk scores of its payment environment over the first year. Auditors accepted the monitoring evidence without findings.",
  },
  {
    slug: "hospital-network-ransomware",
    title: "A hospital network contains ransomware before it spreads",
    company: "Calloway Health Partners (sample)",
    industry: "Healthcare",
    summary: "Behavioural detection and automated isolation stopped an intrusion at a single workstation.",
    results: [
      { label: "Detection rate", value: "99.9%" },
      { label: "Alert accuracy", value: "95%" },
      { label: "Uptime", value: "99.99%" },
    ],
    challenge: "A network of clinics ran legacy imaging systems that could not take endpoint agents, and an earlier ransomware scare had shown how quickly an infection could move between sites.",
    approach: "Network sensors covered the unmanaged devices, and automation playbooks were approved to isolate any workstation that showed encryption behaviour. Our incident responders rehearsed the playbooks with clinical IT before go-live.",
    outcome: "When a phishing payload began encrypting files on one workstation, the platform isolated it automatically and responders cleaned it the same day. Across the year the platform kept a 99.9% detection rate in testing, 95% of alerts proved actionable, and patient systems stayed at 99.99% availability.",
  },
  {
    slug: "manufacturer-ot-security",
    title: "A manufacturer brings its factory networks into view",
    company: "Vantrell Industrial (sample)",
    industry: "Manufacturing",
    summary: "IoT and OT monitoring gave a manufacturer its first full picture of connected plant equipment.",
    results: [
      { label: "Time saved", value: "60%" },
      { label: "Risk reduction", value: "85%" },
      { label: "Success rate", value: "99%" },
    ],
    challenge: "Production lines at three plants ran on controllers and sensors that nobody had inventoried, connected to the office network through undocumented links.",
    approach: "We mapped every connected device passively, segmented the plant networks with the operations team during planned maintenance windows, and added OT-aware detections for unusual commands to controllers.",
    outcome: "Asset inventory and change reviews now take 60% less engineering time, the plants' exposure fell by 85% by the team's own risk model, and 99% of the planned segmentation changes went live without a production stop.",
  },
  {
    slug: "saas-provider-compliance",
    title: "A software company reaches SOC 2 with less effort",
    company: "Brightquill Software (sample)",
    industry: "Technology",
    summary: "Compliance automation and a consulting engagement prepared a fast-growing SaaS provider for its audit.",
    results: [
      { label: "Time saved", value: "75%" },
      { label: "Cost savings", value: "30-60%" },
      { label: "Satisfaction", value: "98%" },
    ],
    challenge: "Enterprise customers would not sign without a SOC 2 report, and the engineering team was collecting evidence by hand in spreadsheets.",
    approach: "Our consultants ran a readiness assessment against the trust services criteria, then the platform's compliance tools took over evidence collection from the cloud accounts, identity provider and ticketing system.",
    outcome: "Evidence collection takes 75% less time than the manual process, audit preparation cost fell by 30-60% depending on the control area, and 98% of the staff surveyed rated the new process as easier.",
  },
] satisfies CaseStudy[];

export const page = {
  path: "/resources/case-studies",
  meta: {
    title: "Case Studies",
    description: "Case studies: how enterprises, hospitals, banks and manufacturers cut risk and response times with our platform and services."
  },
  hero: {
    eyebrow: "Resources",
    title: "Case Studies",
    intro: "How organisations like yours found threats sooner, responded faster and passed their audits."
  },
  sections: [
    {
      type: "case-studies",
      id: "studies",
      title: "Client results",
      intro: "Four sample studies. The company names are fictional; each study shows a typical engagement and the kind of results we report across our client work.",
      items: caseStudies,
    },
    {
      type: "cta",
      id: "talk",
      title: "Want results like these?",
      body: "Tell us about your environment and we will show you what the platform and our teams would change first.",
      actions: [
        { kind: "mail", label: "Contact Us", mailbox: "contact" },
        { kind: "link", label: "Explore our services", to: "/services" },
      ],
    },
  ],
} satisfies Page;
