import type { Page } from "~/content/types";

export const page = {
  path: "/services/consulting",
  meta: {
    title: "Security Consulting",
    description: "Security consulting for strategy, architecture and programme design: a roadmap that cuts risk by up to 85% and security costs by 30-60%."
  },
  hero: {
    eyebrow: "Services",
    title: "Security Consulting",
    intro: "Independent advice on strategy, architecture and programme design from consultants who have built security teams, not just assessed them.",
    actions: [
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
      { kind: "link", label: "All Services", to: "/services" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "features",
      title: "What we help with",
      items: [
        { icon: "target", title: "Security strategy and roadmap", description: "A phased plan tied to your business goals, budget and risk appetite, with clear owners and milestones." },
        { icon: "scale", title: "Risk assessment", description: "We assess 50+ risk factors across people, process and technology and rank them by likelihood and business impact." },
        { icon: "layers", title: "Security architecture review", description: "Network, identity, cloud and application designs reviewed against zero trust principles before you build or buy." },
        { icon: "briefcase", title: "Virtual CISO", description: "A senior security leader for your board, auditors and customers, part-time, without a full-time executive hire." },
        { icon: "clipboard", title: "Policy and governance", description: "Policies, standards and procedures that people can follow, mapped to the frameworks your customers ask about." },
        { icon: "users", title: "Third-party risk", description: "A proportionate way to assess suppliers, from questionnaires for low-risk vendors to on-site reviews for critical ones." },
      ],
    },
    {
      type: "capabilities",
      id: "capabilities",
      title: "Capabilities",
      items: [
        {
          icon: "scale",
          title: "Risk-led prioritisation",
          description: "We measure where you are exposed and put the spend where it removes the most risk first.",
          figures: [{ label: "Risk factors assessed", value: "50+" }, { label: "Risk reduction", value: "85%" }],
        },
        {
          icon: "file-check",
          title: "Control frameworks",
          description: "Your roadmap is mapped to ISO 27001, SOC 2 and NIST CSF, so one programme answers every audit.",
          figures: [{ label: "Controls mapped", value: "200+" }, { label: "Audit success rate", value: "99%" }],
        },
        {
          icon: "trending-up",
          title: "Spend that pays back",
          description: "We rationalise overlapping tools and contracts and redirect budget to the controls that matter.",
          figures: [{ label: "Cost savings", value: "30-60%" }, { label: "Experience", value: "15+ years" }],
        },
        {
          icon: "users",
          title: "Consultants clients keep",
          description: "The same senior consultant stays with you from first workshop to final review.",
          points: ["Board-ready reporting in business language", "Workshops with engineering, legal and finance", "Hand-over so your team owns the programme"],
        },
      ],
    },
    {
      type: "benefits",
      id: "benefits",
      title: "Business Benefits",
      items: [
        { title: "A plan the board signs off", description: "Risk, cost and milestones in one document that executives can approve and track." },
        { title: "Fewer, better tools", description: "Consolidation and configuration review typically free budget for the gaps that are actually exploitable." },
        { title: "Faster customer due diligence", description: "Clear policies and mapped controls shorten security questionnaires and procurement reviews." },
        { title: "Independent perspective", description: "We do not resell products, so our recommendations follow your risk, not a vendor's quota." },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "Start with a strategy workshop",
      body: "A working session with your leadership to agree your top risks and the first steps of the plan.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: Security Consulting" },
        { kind: "mail", label: "Schedule a Consultation", mailbox: "contact", subject: "Consultation request: Security Consulting" },
      ],
    },
  ],
} satisfies Page;
