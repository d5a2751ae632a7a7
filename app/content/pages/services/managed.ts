import type { Page } from "~/content/types";

export const page = {
  path: "/services/managed",
  meta: {
    title: "Managed Security Services",
    description: "Managed security services: 24/7 monitoring, detection and response from our security operations centre, with a response time under 15 minutes."
  },
  hero: {
    eyebrow: "Services",
    title: "Managed Security Services",
    intro: "A security operations centre that watches your environment around the clock and responds in under 15 minutes, without you hiring a single analyst.",
    actions: [
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
      { kind: "link", label: "All Services", to: "/services" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "features",
      title: "What's included",
      intro: "One service covers the work of a full in-house SOC: tooling, people, process and reporting.",
      items: [
        { icon: "eye", title: "24/7 monitoring", description: "Analysts watch your endpoints, network, cloud and identity telemetry every hour of every day, weekends and holidays included." },
        { icon: "radar", title: "Managed detection and response", description: "Detections tuned to your environment, investigated by a person, and contained on your behalf under pre-agreed playbooks." },
        { icon: "layers", title: "SIEM and log management", description: "We run and tune the SIEM, onboard log sources and keep retention aligned with your audit obligations." },
        { icon: "shield-check", title: "Endpoint protection management", description: "Policy, updates and exclusions for your EDR fleet, with isolation of compromised hosts when an attack is confirmed." },
        { icon: "search", title: "Vulnerability management", description: "Continuous scanning, prioritisation by exploitability and exposure, and tracking of every fix to closure." },
        { icon: "bar-chart", title: "Monthly service reviews", description: "Incidents, trends, open risks and detection coverage, reported in terms your leadership and auditors can use." },
      ],
    },
    {
      type: "capabilities",
      id: "capabilities",
      title: "Capabilities",
      intro: "Measured every month and reported to you in each service review.",
      items: [
        {
          icon: "clock",
          title: "Security operations centre",
          description: "Follow-the-sun analysts triage every alert and escalate confirmed incidents straight to your named contacts.",
          figures: [{ label: "Monitoring", value: "24/7" }, { label: "Response time", value: "< 15 min" }],
        },
        {
          icon: "radar",
          title: "Detection engineering",
          description: "Detections mapped to MITRE ATT&CK and tested against real attack techniques before they go live.",
          figures: [{ label: "Detection rate", value: "99.9%" }, { label: "Alert accuracy", value: "95%" }],
        },
        {
          icon: "server",
          title: "Resilient platform",
          description: "Our monitoring platform runs across redundant regions, so visibility does not drop when you need it most.",
          figures: [{ label: "Platform uptime", value: "99.99%" }, { label: "Intelligence sources", value: "1000+" }],
        },
        {
          icon: "trending-up",
          title: "Predictable cost",
          description: "A fixed monthly fee instead of recruiting, training and retaining a round-the-clock team and its tooling.",
          figures: [{ label: "Cost savings", value: "30-60%" }, { label: "Analyst time saved", value: "60%" }],
        },
      ],
    },
    {
      type: "benefits",
      id: "benefits",
      title: "Business Benefits",
      items: [
        { title: "Threats stopped out of hours", description: "Most ransomware is launched at night or over a weekend. Our analysts are awake when your team is not." },
        { title: "Less noise for your team", description: "We filter false positives and send only confirmed, explained incidents with the action we recommend." },
        { title: "Evidence for auditors", description: "Documented monitoring, incident records and monthly reports support ISO 27001, SOC 2 and regulator requests." },
        { title: "Security that scales with you", description: "New sites, clouds and acquisitions are onboarded into monitoring without new hires on your side." },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "Put a SOC behind your business",
      body: "Tell us about your environment and we will propose the log sources, response playbooks and onboarding plan for your first month.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Managed Security Services" },
        { kind: "mail", label: "Schedule a Consultation", mailbox: "contact", subject: "Consultation request: Managed Security Services" },
      ],
    },
  ],
} satisfies Page;
