import type { Page } from "~/content/types";
import { site } from "~/content/site";

export const page = {
  path: "/company/contact",
  meta: {
    title: "Contact Us",
    description: "Contact our security team: offices in the USA and India, email, and a form to ask about our platform and services.",
  },
  hero: {
    eyebrow: "Contact",
    title: "Contact Us",
    intro: "Talk to a security specialist about our platform or services. We answer every enquiry within one business day.",
  },
  sections: [
    {
      type: "contact",
      id: "message",
      title: "Send us a message",
      intro: "Tell us a little about your organisation and what you need. The form opens your mail program with everything filled in, so you keep a copy of what you sent.",
      email: site.mailboxes.contact,
      subject: site.inquirySubject,
      topics: [
        "Security platform and demo",
        "Managed security services",
        "Red team or blue team engagement",
        "Consulting, audit and compliance",
        "Incident response",
        "Partnerships",
        "Something else",
      ],
      offices: site.offices,
    },
    {
      type: "features",
      id: "other-ways",
      title: "Looking for something else?",
      columns: 3,
      items: [
        { icon: "siren", title: "Under attack right now?", description: "Go straight to our incident response team: what to do in the first hour and how to reach responders.", href: "/services/incident-response" },
        { icon: "briefcase", title: "Looking for a job?", description: "See our open positions and apply directly to the careers team.", href: "/company/careers" },
        { icon: "users", title: "Clients and partners", description: "The organisations we protect and the partners we work with.", href: "/clients" },
      ],
    },
  ],
} satisfies Page;
