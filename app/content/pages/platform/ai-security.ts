import type { Page } from "~/content/types";
import { site } from "~/content/site";

export const page = {
  path: "/platform/ai-security",
  meta: {
    title: "AI-Powered Security",
    description: "Machine learning models that detect novel attacks, behavioural anomalies and insider threats with 99.9% accuracy and far fewer false positives."
  },
  hero: {
    eyebrow: "Platform",
    title: "AI-Powered Security",
    intro: "Machine learning that learns how your environment normally behaves, so it can see the attack that signatures miss and explain why it raised the alert.",
    actions: [
      { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: `Schedule a demo: ${site.name} AI-Powered Security` },
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "key-features",
      title: "Key features",
      items: [
        { icon: "brain", title: "Behavioural baselines", description: "Models learn normal patterns for every user, host and workload, and flag the deviations that matter." },
        { icon: "search", title: "Explainable verdicts", description: "Each detection lists the evidence behind it and the ATT&CK techniques it matches, so analysts can trust it." },
        { icon: "fingerprint", title: "Insider threat detection", description: "Spots data staging, privilege misuse and unusual access before data leaves the organisation." },
        { icon: "bot", title: "Malware-less attack detection", description: "Catches living-off-the-land techniques, script abuse and credential theft that leave no file behind." },
        { icon: "refresh", title: "Continuous retraining", description: "Models are retrained on fresh threat data and analyst feedback, so accuracy holds as attackers change." },
        { icon: "layers", title: "Works with your stack", description: "Reads telemetry from the EDR, SIEM, identity and cloud tools you already run: no new agents required." },
      ],
    },
    {
      type: "capabilities",
      id: "capabilities",
      title: "Capabilities",
      items: [
        { icon: "radar", title: "Anomaly detection", description: "Unsupervised models find the unknown: first-seen behaviour, rare process chains, odd data flows.", figures: [{ label: "Detection rate", value: "99.9%" }, { label: "Monitoring", value: "24/7" }] },
        { icon: "target", title: "Alert prioritisation", description: "Risk scoring ranks alerts by asset value, attacker intent and blast radius, so the worst comes first.", figures: [{ label: "Accuracy", value: "99.9%" }, { label: "Alert accuracy", value: "95%" }] },
        { icon: "zap", title: "Automated triage", description: "Routine alerts are enriched, correlated and closed or escalated before an analyst opens them.", figures: [{ label: "Analyst time saved", value: "60%" }, { label: "Response time", value: "< 15 min" }] },
        { icon: "globe", title: "Intelligence-trained models", description: "Training data drawn from live attacks observed across our customer base and global feeds.", figures: [{ label: "Intelligence sources", value: "1000+" }, { label: "Countries covered", value: "200+" }] },
      ],
    },
    {
      type: "benefits",
      id: "benefits",
      title: "Benefits",
      items: [
        { title: "Fewer false positives", description: "With alert accuracy of 95%, analysts spend their day on real attacks rather than noise." },
        { title: "Earlier detection", description: "Behavioural signals surface intrusions at the first foothold, not at the ransom note." },
        { title: "Lower cost of operations", description: "Automated triage and enrichment deliver cost savings of 30-60% against an in-house build." },
        { title: "Less risk, measurably", description: "Customers see a risk reduction of 85% across the attack paths we monitor." },
      ],
    },
    {
      type: "cta",
      id: "cta",
      title: "See the models on your own telemetry",
      body: "We will run AI-Powered Security against a sample of your data and walk you through what it finds.",
      actions: [
        { kind: "mail", label: "Schedule Demo", mailbox: "contact", subject: `Schedule a demo: ${site.name} AI-Powered Security` },
        { kind: "link", label: "Explore the Platform", to: "/platform" },
      ],
    },
  ],
} satisfies Page;
