import type { RoutePath } from "~/route-table";

export interface NavLink {
  label: string;
  href: RoutePath;
  description?: string;
}

export interface NavMenu {
  id: "platform" | "services" | "company";
  label: string;
  /** Where the menu's label leads before JavaScript runs (and for crawlers). */
  href: RoutePath;
  links: NavLink[];
}

export const homeLink: NavLink = { label: "Home", href: "/" };
export const contactLink: NavLink = { label: "Contact Us", href: "/company/contact" };

/** Top bar dropdowns, in order (spec section 2). */
export const navMenus: NavMenu[] = [
  {
    id: "platform",
    label: "Platform",
    href: "/platform",
    links: [
      {
        label: "AI Threat Intelligence",
        href: "/products",
        description: "Our AI platform: live threat feed, APT tracking and hunt operations.",
      },
      {
        label: "Security Platform overview",
        href: "/platform",
        description: "Capabilities, integrations and the modules behind the platform.",
      },
    ],
  },
  {
    id: "services",
    label: "Services",
    href: "/services",
    links: [
      { label: "Managed Security", href: "/services/managed", description: "24/7 monitoring and response by our SOC." },
      { label: "Red Team Operations", href: "/services/red-team", description: "Adversary emulation that tests real defences." },
      { label: "Blue Team", href: "/services/blue-team", description: "Detection engineering and defensive operations." },
      { label: "Security Consulting", href: "/services/consulting", description: "Strategy, architecture and programme design." },
      { label: "IT Audit and Compliance", href: "/services/it-audit-compliance", description: "ISO 27001, SOC 2 and NIST CSF readiness." },
      { label: "Identity and Access Management", href: "/services/iam", description: "Least privilege, SSO and privileged access." },
      { label: "Cloud Security", href: "/services/cloud-security", description: "Posture, workload and identity security in the cloud." },
      { label: "IoT Security", href: "/services/iot-security", description: "Securing connected devices and OT networks." },
      { label: "Incident Response", href: "/services/incident-response", description: "Emergency response when a breach is under way." },
      { label: "Threat Intelligence and Hunting", href: "/services/threat-intelligence", description: "Intelligence-led hunts for hidden adversaries." },
    ],
  },
  {
    id: "company",
    label: "Company",
    href: "/company/about",
    links: [
      { label: "About Us", href: "/company/about", description: "Our mission, team, values and milestones." },
      { label: "Careers", href: "/company/careers", description: "Open roles on our security teams." },
    ],
  },
];

export interface FooterGroup {
  title: string;
  links: NavLink[];
}

/** Footer link groups (spec section 2). */
export const footerGroups: FooterGroup[] = [
  {
    title: "Solutions",
    links: [
      { label: "Threat Detection", href: "/solutions/threat-detection" },
      { label: "Cloud Security", href: "/solutions/cloud-security" },
      { label: "Zero Trust", href: "/solutions/zero-trust" },
      { label: "Incident Response", href: "/solutions/incident-response" },
      { label: "Risk Management", href: "/solutions/risk-management" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", href: "/company/about" },
      { label: "Careers", href: "/company/careers" },
      { label: "Contact", href: "/company/contact" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", href: "/legal/privacy" },
      { label: "Cookie Policy", href: "/legal/cookies" },
    ],
  },
];
