import type { Page } from "~/content/types";

export const page = {
  path: "/services/iot-security",
  meta: {
    title: "IoT Security",
    description: "IoT and OT security services: device discovery, firmware testing, network segmentation and monitoring for connected and industrial environments."
  },
  hero: {
    eyebrow: "Services",
    title: "IoT Security",
    intro: "Find, test and protect every connected device, from badge readers to industrial controllers, without stopping the operations that depend on them.",
    actions: [
      { kind: "mail", label: "Contact Us", mailbox: "contact" },
      { kind: "link", label: "All Services", to: "/services" },
    ],
  },
  sections: [
    {
      type: "features",
      id: "features",
      title: "What we deliver",
      items: [
        { icon: "radar", title: "Device discovery", description: "Passive discovery of every IoT and OT asset on your networks, with make, model, firmware and known vulnerabilities." },
        { icon: "cpu", title: "Device and firmware testing", description: "Hardware, firmware, radio and companion-app testing for products you build or buy." },
        { icon: "network", title: "Network segmentation", description: "Zones and conduits in line with IEC 62443, so a compromised camera cannot reach a controller." },
        { icon: "activity", title: "OT threat monitoring", description: "Passive monitoring of industrial protocols that alerts on unsafe commands without touching the process." },
        { icon: "wifi", title: "Wireless security", description: "Wi-Fi, Bluetooth and other radio links tested for interception, spoofing and rogue devices." },
        { icon: "refresh", title: "Secure update programmes", description: "Signed firmware, update processes and vulnerability disclosure for connected products." },
      ],
    },
    {
      type: "capabilities",
      id: "capabilities",
      title: "Capabilities",
      items: [
        {
          icon: "eye",
          title: "Visibility without disruption",
          description: "Passive sensors learn normal behaviour and flag anomalies, with no scanning of fragile devices.",
          figures: [{ label: "Monitoring", value: "24/7" }, { label: "Detection rate", value: "99.9%" }],
        },
        {
          icon: "scale",
          title: "Risk-ranked device inventory",
          description: "Each device is scored on exposure, criticality and exploitability, so you fix what matters first.",
          figures: [{ label: "Risk factors scored", value: "50+" }, { label: "Risk reduction", value: "85%" }],
        },
        {
          icon: "clock",
          title: "Response for operations",
          description: "Playbooks agreed with plant and facilities teams that contain threats while keeping production safe.",
          figures: [{ label: "Response time", value: "< 15 min" }, { label: "Alert accuracy", value: "95%" }],
        },
        {
          icon: "building",
          title: "Environments we protect",
          description: "Connected devices in offices, plants, hospitals and buildings.",
          points: ["Manufacturing and industrial control systems", "Building management and physical security", "Connected medical devices", "Consumer and enterprise IoT products"],
        },
      ],
    },
    {
      type: "benefits",
      id: "benefits",
      title: "Business Benefits",
      items: [
        { title: "No more unknown devices", description: "A live inventory replaces spreadsheets and surprises during incidents and audits." },
        { title: "Uptime protected", description: "Threats are contained without unplanned shutdowns of the processes that earn your revenue." },
        { title: "Safer products to market", description: "Tested firmware and a disclosure process support customer trust and product security regulation." },
        { title: "IT and OT on the same page", description: "Shared visibility and playbooks end the gap between security and operations teams." },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      title: "Know every device on your network",
      body: "Start with a passive discovery assessment: a risk-ranked inventory of your connected devices, with no impact on operations.",
      actions: [
        { kind: "mail", label: "Get Started", mailbox: "contact", subject: "Get started: IoT Security" },
        { kind: "mail", label: "Schedule a Consultation", mailbox: "contact", subject: "Consultation request: IoT Security" },
      ],
    },
  ],
} satisfies Page;
