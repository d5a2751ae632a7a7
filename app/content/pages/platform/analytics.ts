import type { Page } from "~/content/types";
import { site } from "~/content/site";

export const page = {
  path: "/platform/analytics",
  meta: {
    title: "Security Analytics",
    description: "Security analytics that turn billions of events into clear risk trends, with executive, operations and compliance dashboards."
  },
  hero: {
    eyebrow: "Platform",
    title: "Security Analytics",
    intro: "Turn billions of security events into the few trends and decisions that matter, with dashboards for executives, operations teams and auditors.",
    actions: [
      { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: `Schedule a demo: ${site.name} Security Analytics` },
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "key-features",
      title: "Key features",
      items: [
        { icon: "database", title: "One security data lake", description: "Logs, alerts, vulnerabilities and asset data normalised into a single schema you can query." },
        { icon: "line-chart", title: "Trend analysis", description: "See whether detection, response and exposure are improving week by week, not just today." },
        { icon: "scale", title: "Risk scoring", description: "Each business unit scored across 50+ risk factors, so budget goes where risk is highest." },
        { icon: "search", title: "Fast investigation", description: "Pivot from a chart to the raw events behind it in one click." },
        { icon: "file-check", title: "Scheduled reports", description: "Board, audit and operations reports generated and delivered on your calendar." },
        { icon: "key", title: "Role-based access", description: "Each audience sees the data they need and nothing they should not." },
      ],
    },
    {
      type: "capabilities",
      id: "analytics-capabilities",
      title: "Analytics capabilities",
      items: [
        { icon: "brain", title: "Machine-learning analytics", description: "Outlier detection and forecasting highlight the trends a static report hides.", figures: [{ label: "Accuracy", value: "99.9%" }, { label: "Risk factors scored", value: "50+" }] },
        { icon: "bar-chart", title: "Operational metrics", description: "Mean time to detect and respond, alert quality and analyst workload, tracked continuously.", figures: [{ label: "Response time", value: "< 15 min" }, { label: "Alert accuracy", value: "95%" }] },
        { icon: "globe", title: "Threat landscape views", description: "See which campaigns and actors are active in your sector and region.", figures: [{ label: "Intelligence sources", value: "1000+" }, { label: "Countries covered", value: "200+" }] },
        { icon: "trending-up", title: "Measured outcomes", description: "Show the return on security spend in terms the business recognises.", figures: [{ label: "Risk reduction", value: "85%" }, { label: "Reporting time saved", value: "75%" }] },
      ],
    },
    {
      type: "features",
      id: "dashboards",
      title: "Security dashboards",
      intro: "Three dashboards, one source of truth: every figure traces back to the same events.",
      items: [
        { icon: "briefcase", title: "Executive", description: "Risk posture, trend against target, top exposures and incidents in business terms, ready for the board pack." },
        { icon: "activity", title: "Operations", description: "Live alert queue, open investigations, detection coverage by ATT&CK technique and analyst workload." },
        { icon: "clipboard", title: "Compliance", description: "Control status across 200+ controls, evidence freshness and audit readiness for GDPR, HIPAA, SOC 2 and PCI DSS." },
      ],
    },
    {
      type: "cta",
      id: "cta",
      title: "Make your next board report the easy one",
      body: "See your own data in the executive, operations and compliance dashboards in a guided demo.",
      actions: [
        { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: `Schedule a demo: ${site.name} Security Analytics` },
        { kind: "mail", label: "Contact Sales", mailbox: "contact", subject: `Sales inquiry: ${site.name} Security Analytics` },
      ],
    },
  ],
} satisfies Page;
