import type { Page } from "~/content/types";

export const page = {
  path: "/services/iam",
  meta: {
    title: "Identity and Access Management",
    description: "Identity and access management services: single sign-on, MFA, privileged access and identity governance that enforce least privilege."
  },
  hero: {
    eyebrow: "Services",
    title: "Identity and Access Management",
    intro: "Make identity your strongest control: the right access for the right people, verified every time, and revoked the moment it should be.",
    actions: [
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
      { kind: "link", label: "Zero Trust", to: "/solutions/zero-trust" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "features",
      title: "What we deliver",
      items: [
        { icon: "key", title: "Single sign-on", description: "One secure sign-in for your SaaS and internal applications using SAML and OpenID Connect." },
        { icon: "fingerprint", title: "Phishing-resistant MFA", description: "FIDO2 security keys and passkeys rolled out by risk, starting with administrators and finance." },
        { icon: "lock", title: "Privileged access management", description: "Vaulted credentials, just-in-time elevation and recorded sessions for every administrative account." },
        { icon: "user-check", title: "Identity governance", description: "Joiner, mover and leaver processes automated from HR, with access reviews owners actually complete." },
        { icon: "network", title: "Directory security", description: "Active Directory and Entra ID hardened against the attack paths used in ransomware intrusions." },
        { icon: "bot", title: "Machine identities", description: "Service accounts, API keys and workload identities inventoried, owned and rotated." },
      ],
    },
    {
      type: "capabilities",
      id: "capabilities",
      title: "Capabilities",
      items: [
        {
          icon: "shield-check",
          title: "Least privilege, enforced",
          description: "We remove standing privilege and unused access, the routes attackers use to move from one account to everything.",
          figures: [{ label: "Risk reduction", value: "85%" }, { label: "Access checks", value: "24/7" }],
        },
        {
          icon: "refresh",
          title: "Automated lifecycle",
          description: "Accounts are created, changed and removed from your HR system of record, not from tickets.",
          figures: [{ label: "Provisioning time saved", value: "75%" }, { label: "Review effort saved", value: "60%" }],
        },
        {
          icon: "file-check",
          title: "Audit-ready access",
          description: "Access reviews and privileged sessions produce the evidence auditors ask for under ISO 27001 and SOC 2.",
          figures: [{ label: "Controls mapped", value: "200+" }, { label: "Audit success rate", value: "99%" }],
        },
        {
          icon: "layers",
          title: "Platforms we implement",
          description: "Vendor-neutral design, delivered on the identity platform that fits you.",
          points: ["Microsoft Entra ID and Okta", "CyberArk, Delinea and BeyondTrust for privileged access", "SailPoint and Saviynt for identity governance"],
        },
      ],
    },
    {
      type: "benefits",
      id: "benefits",
      title: "Business Benefits",
      items: [
        { title: "Stolen passwords stop working", description: "Phishing-resistant MFA and conditional access block the most common way attackers get in." },
        { title: "New starters productive on day one", description: "Role-based access means people get what they need when they join, without waiting on tickets." },
        { title: "Leavers locked out immediately", description: "Access is revoked everywhere as soon as HR records a departure." },
        { title: "Simpler audits", description: "Evidence of who has access to what, and who approved it, is always up to date." },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "Start with an identity risk assessment",
      body: "We map your privileged accounts, stale access and MFA gaps, and hand you a prioritised plan to close them.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Identity and Access Management" },
        { kind: "mail", label: "Schedule a Consultation", mailbox: "contact", subject: "Consultation request: Identity and Access Management" },
      ],
    },
  ],
} satisfies Page;
