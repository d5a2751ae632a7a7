import type { Page } from "~/content/types";
import { site } from "~/content/site";

export const page = {
  path: "/products",
  meta: {
    title: "AI Threat Intelligence Platform",
    description: "See the AI threat-intelligence dashboard: live threat feed, APT group tracking, threat hunting operations and alerting, shown with sample data."
  },
  hero: {
    eyebrow: "AI threat intelligence",
    title: "AI Threat Intelligence Platform",
    intro: "A live view of the threats aimed at your organisation: prioritised feeds, tracked adversary groups, hunt operations and alerts, in one dashboard.",
    actions: [
      { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: `Schedule a demo of the ${site.name} AI Threat Intelligence Platform` },
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
    ],
  },
  sections: [
    {
      type: "dashboard",
      id: "dashboard",
      title: "The dashboard your analysts work from",
      intro: "Every reading below is illustrative sample data, laid out exactly as the console shows it for a customer environment.",
      sampleLabel: "Sample data",
      stats: [
        { title: "Active threats", value: "23", trend: "+4 since yesterday", status: "critical" },
        { title: "Open investigations", value: "8", trend: "2 awaiting approval", status: "warning" },
        { title: "Sources online", value: "1000+", trend: "All feeds reporting", status: "normal" },
        { title: "Mean time to respond", value: "< 15 min", trend: "Faster than last month", status: "improved" },
      ],
      feed: [
        { title: "Ransomware loader delivered through fake browser updates", source: "Endpoint telemetry", time: "4 min ago", severity: "critical", type: "Malware", details: "Signed loader staged on three finance workstations; execution blocked and hosts isolated pending review." },
        { title: "Credential phishing targeting Microsoft 365 sign-ins", source: "Email gateway", time: "18 min ago", severity: "high", type: "Phishing", details: "Lookalike login domain registered yesterday; 41 messages quarantined, 2 clicks reset and revoked." },
        { title: "Exploitation attempts against an edge VPN appliance", source: "Perimeter sensors", time: "52 min ago", severity: "high", type: "Exploit", details: "Scanning for a disclosed authentication bypass from known bulletproof hosting ranges; appliance patched." },
        { title: "Newly registered domains impersonating the brand", source: "External intelligence", time: "2 h ago", severity: "medium", type: "Brand abuse", details: "Five typosquat domains with mail records; takedown requests filed with the registrars." },
      ],
      aptGroups: [
        { group: "APT29", alias: "Cozy Bear", region: "Russia", flag: "RU", lastSeen: "2 days ago", targets: ["Government", "Technology"], ttps: ["T1566.002", "T1078", "T1550.001"], confidence: 92 },
        { group: "Lazarus Group", alias: "Hidden Cobra", region: "North Korea", flag: "KP", lastSeen: "5 days ago", targets: ["Financial services", "Crypto exchanges"], ttps: ["T1189", "T1204.002", "T1486"], confidence: 88 },
        { group: "APT41", alias: "Double Dragon", region: "China", flag: "CN", lastSeen: "1 week ago", targets: ["Healthcare", "Telecoms"], ttps: ["T1190", "T1505.003", "T1027"], confidence: 81 },
        { group: "APT33", alias: "Elfin", region: "Iran", flag: "IR", lastSeen: "3 weeks ago", targets: ["Energy", "Aviation"], ttps: ["T1110.003", "T1566.001", "T1053.005"], confidence: 74 },
      ],
      hunts: [
        { name: "Kerberoasting across domain controllers", status: "In Progress", progress: 65, findings: 3, type: "Identity", techniques: ["T1558.003", "T1087.002"] },
        { name: "Living-off-the-land binaries on servers", status: "In Progress", progress: 40, findings: 1, type: "Endpoint", techniques: ["T1218", "T1059.001"] },
        { name: "OAuth consent grants to unknown apps", status: "Scheduled", progress: 0, findings: 0, type: "Cloud", techniques: ["T1528"] },
        { name: "DNS tunnelling from build agents", status: "Completed", progress: 100, findings: 2, type: "Network", techniques: ["T1071.004", "T1048"] },
      ],
      counters: [
        { value: "1,284", label: "Attacks blocked today" },
        { value: "46,210", label: "Indicators analysed today" },
        { value: "12,640", label: "Endpoints monitored" },
        { value: "24/7", label: "Analyst coverage" },
      ],
      alerts: [
        { message: "Host FIN-WS-114 isolated after ransomware loader execution", status: "critical", time: "3 min ago" },
        { message: "Impossible-travel sign-in blocked for a finance user", status: "warning", time: "11 min ago" },
        { message: "New indicators from 3 feeds applied to blocklists", status: "info", time: "26 min ago" },
        { message: "Service account used interactively outside change window", status: "warning", time: "41 min ago" },
        { message: "Weekly hunt report for DNS tunnelling published", status: "info", time: "1 h ago" },
      ],
    },
    {
      type: "features",
      id: "features",
      title: "What the platform does for your team",
      columns: 4,
      items: [
        { icon: "brain", title: "AI correlation", description: "Links related events across endpoints, identity, network and cloud into one incident with an accuracy of 99.9%." },
        { icon: "globe", title: "Global intelligence", description: "Indicators from 1000+ sources in 200+ countries, scored for relevance to your industry." },
        { icon: "target", title: "Adversary tracking", description: "Follow APT groups by their techniques, targets and infrastructure, mapped to MITRE ATT&CK." },
        { icon: "search", title: "Guided threat hunting", description: "Hunt packages built from fresh intelligence, run on schedule or on demand, with findings tracked to closure." },
      ],
    },
    {
      type: "cta",
      id: "see-it-live",
      title: "See it on your own data",
      body: "A short demo with one of our analysts, using the threats that target your sector.",
      actions: [
        { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: `Schedule a demo of the ${site.name} AI Threat Intelligence Platform` },
        { kind: "link", label: "Explore the Platform", to: "/platform" },
      ],
    },
  ],
} satisfies Page;
