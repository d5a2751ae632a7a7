import type { Page } from "~/content/types";

const sampleNote =
  "Client and partner names on this page are representative samples: we keep our clients' identities confidential unless they choose to be named.";

export const page = {
  path: "/clients",
  meta: {
    title: "Clients and Partners",
    description: "Our clients and technology partners: 500+ enterprise clients and 100+ global partners who trust us to protect what matters.",
  },
  hero: {
    eyebrow: "Clients",
    title: "Clients and Partners",
    intro: "500+ enterprise clients and 100+ global partners trust us to protect their people, data and operations.",
    actions: [
      { kind: "link", label: "Contact Us", to: "/company/contact" },
      { kind: "link", label: "Read case studies", to: "/resources/case-studies" },
    ],
  },
  sections: [
    {
      type: "stats",
      id: "figures",
      title: "Trusted worldwide",
      hideTitle: true,
      items: [
        { value: "500+", label: "Enterprise clients" },
        { value: "100+", label: "Global partners" },
        { value: "98%", label: "Client satisfaction" },
        { value: "99%", label: "Engagement success rate" },
      ],
    },
    {
      type: "logos",
      id: "clients",
      title: "Our Clients",
      intro: "Organisations in regulated, high-stakes industries rely on us around the clock. Four examples:",
      labelName: "Industry",
      items: [
        { name: "Velmora Health", label: "Healthcare", description: "A regional hospital network protecting patient records and connected medical devices with our 24/7 managed security.", logo: "/clients/velmora-health.svg" },
        { name: "Kestrine Capital", label: "Financial Services", description: "An investment group that uses our red team exercises and threat intelligence to stay ahead of targeted fraud and intrusion.", logo: "/clients/kestrine-capital.svg" },
        { name: "Norvale Logistics", label: "Transport and Logistics", description: "A freight operator securing its cloud platforms and warehouse IoT systems with our cloud and IoT security services.", logo: "/clients/norvale-logistics.svg" },
        { name: "Auren Grid", label: "Energy and Utilities", description: "A utility provider that relies on our incident response and OT monitoring to keep critical infrastructure running.", logo: "/clients/auren-grid.svg" },
      ],
    },
    {
      type: "logos",
      id: "partners",
      title: "Our Partners",
      intro: "We work with technology, cloud, research and delivery partners so that our clients get integrated, proven protection.",
      labelName: "Partner type",
      items: [
        { name: "Cirrolane Cloud", label: "Cloud Partner", description: "Cloud infrastructure provider whose native security controls our platform monitors and hardens out of the box.", logo: "/clients/cirrolane-cloud.svg" },
        { name: "Tessary Labs", label: "Research Partner", description: "Independent research lab that shares malware analysis and vulnerability findings with our threat intelligence team.", logo: "/clients/tessary-labs.svg" },
        { name: "Brevik Systems", label: "Technology Partner", description: "Endpoint and network security vendor integrated with our platform for automated detection and response.", logo: "/clients/brevik-systems.svg" },
        { name: "Quorra Integration", label: "Channel Partner", description: "Systems integrator that delivers our services to mid-sized organisations across Europe and Asia.", logo: "/clients/quorra-integration.svg" },
      ],
      note: sampleNote,
    },
    {
      type: "cta",
      id: "partner-with-us",
      title: "Become a client or partner",
      body: "Whether you need protection or want to build it with us, our team will answer within one business day.",
      actions: [
        { kind: "link", label: "Contact Us", to: "/company/contact" },
        { kind: "mail", label: "Partner With Us", mailbox: "contact", subject: "Partnership inquiry" },
      ],
    },
  ],
} satisfies Page;
