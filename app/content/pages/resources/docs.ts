import { site } from "~/content/site";
import type { DocCategory, Page } from "~/content/types";

/** The four documentation categories; each topic is a short passage with its own anchor. */
export const docCategories = [
  {
    id: "getting-started",
    title: "Getting Started",
    icon: "graduation",
    summary: "Plan a deployment and see your first detections.",
    topics: [
      { id: "platform-overview", title: "Platform overview", body: "The platform collects telemetry from your endpoints, network sensors and cloud accounts, correlates it with our threat intelligence and raises prioritised alerts. Analysts work in one console; automation playbooks handle the routine response steps." },
      { id: "deployment-planning", title: "Deployment planning", body: "Start with an inventory of the assets you want covered, the log sources you already have and the people who will triage alerts. Most teams onboard one business unit first, tune detections for two weeks, then widen coverage." },
      { id: "connect-data-sources", title: "Connecting data sources", body: "Sensors forward endpoint and network events over an encrypted channel; cloud accounts connect through read-only roles. Each connector shows its health and the volume it has sent, so gaps are visible on day one." },
      { id: "first-detections", title: "Your first detections", body: "Once data flows, baseline detections run immediately and behavioural models learn normal activity over the following days. Review the first alerts with your onboarding engineer to mark expected activity and tune noise." },
    ],
  },
  {
    id: "user-guides",
    title: "User Guides",
    icon: "layers",
    summary: "Day-to-day work in the console, from triage to reports.",
    topics: [
      { id: "alert-triage", title: "Triage alerts", body: "Alerts arrive ranked by severity and confidence. Open one to see the related events, affected assets and the intelligence that matched; assign it, escalate it to an incident, or close it with a reason that feeds back into tuning." },
      { id: "threat-hunting", title: "Run a threat hunt", body: "Hunts start from a hypothesis, such as a technique from MITRE ATT&CK or an indicator from a recent report. Build the query, save it as a hunt operation, schedule it to repeat and record findings as you go." },
      { id: "automation-playbooks", title: "Build automation playbooks", body: "Playbooks chain actions such as isolating a host, disabling an account or opening a ticket. Each playbook can run automatically, wait for an analyst's approval, or run on a schedule; every step is logged." },
      { id: "compliance-reports", title: "Compliance reports", body: "Reports map your controls and evidence to frameworks such as GDPR, HIPAA, SOC 2 and PCI DSS. Schedule them for auditors, or export a point-in-time snapshot with the evidence attached." },
    ],
  },
  {
    id: "api-reference",
    title: "API Reference",
    icon: "code",
    summary: "Integrate alerts, intelligence and actions with your own tools.",
    topics: [
      { id: "api-authentication", title: "Authentication", body: "The REST API accepts scoped API tokens created by an administrator in the console. Give each integration its own token with the narrowest scope it needs, rotate tokens regularly and revoke any you no longer use." },
      { id: "alerts-api", title: "Alerts API", body: "List, filter and update alerts: change status, assign an owner or add a note. Filters cover severity, time range, asset and detection, and results are paginated with a cursor so large exports stay consistent." },
      { id: "threat-intelligence-api", title: "Threat intelligence API", body: "Look up indicators such as IP addresses, domains and file hashes, and retrieve the context behind them: first and last seen, related campaigns, and the confidence of each assessment." },
      { id: "webhooks", title: "Webhooks", body: "Subscribe an HTTPS endpoint to events such as a new critical alert or a closed incident. Each delivery is signed so your receiver can verify it, and failed deliveries are retried with back-off." },
    ],
  },
  {
    id: "troubleshooting",
    title: "Troubleshooting",
    icon: "alert",
    summary: "Fix the common problems quickly.",
    topics: [
      { id: "sensor-connectivity", title: "Sensor not reporting", body: "Check that the sensor service is running, that the host can reach the platform over outbound HTTPS, and that a proxy is not intercepting the connection. The connector page shows the last time each sensor checked in." },
      { id: "missing-alerts", title: "Alerts you expected but did not get", body: "Confirm the relevant data source is connected and sending events, then check whether a suppression rule or a tuning exception matches the activity. Detection logs show which rules evaluated an event." },
      { id: "sso-sign-in", title: "Single sign-on problems", body: "Most sign-in failures come from a clock skew, an expired signing certificate or a user missing from the group the platform trusts. Compare the identity provider's assertion with the settings on the SSO page." },
      { id: "api-errors", title: "API errors and rate limits", body: "A 401 means the token is missing or revoked, a 403 that its scope is too narrow, and a 429 that you have hit the rate limit: wait for the time the response gives before retrying, and batch requests where you can." },
    ],
  },
] satisfies DocCategory[];

export const page = {
  path: "/resources/docs",
  meta: {
    title: "Documentation",
    description: "Platform documentation: getting started, user guides, API reference and troubleshooting for the AI threat-intelligence platform."
  },
  hero: {
    eyebrow: "Resources",
    title: "Documentation",
    intro: "Everything you need to deploy, operate and integrate the platform, from the first sensor to the API."
  },
  sections: [
    {
      type: "docs",
      id: "browse",
      title: "Browse the documentation",
      intro: "Type to filter the topics in all four categories, or pick a topic to jump to its guide below.",
      searchPrompt: "Search documentation...",
      categories: docCategories,
    },
    {
      type: "cta",
      id: "need-help",
      title: "Need Help?",
      body: "Our support engineers answer platform questions, and the community shares playbooks, hunts and tips.",
      actions: [
        {
          kind: "mail",
          label: "Contact Support",
          mailbox: "contact",
          subject: `${site.name} platform support request`,
          body: "Describe the problem, what you expected and the steps to reproduce it:\n\n",
        },
        { kind: "mail", label: "Join Community", mailbox: "contact", subject: `Join the ${site.name} security community`, variant: "secondary" },
      ],
    },
  ],
} satisfies Page;
