import type { Page } from "~/content/types";
import { jobs } from "~/content/jobs";

export const page = {
  path: "/company/careers",
  meta: {
    title: "Careers",
    description: "Careers in cybersecurity: open roles for security engineers, threat intelligence analysts, cloud security architects and consultants.",
  },
  hero: {
    eyebrow: "Careers",
    title: "Join Our Team",
    intro: "Work with people who defend real organisations every day, on problems that matter, with room to grow.",
    actions: [{ kind: "link", label: "See open positions", to: "/company/careers#open-positions" }],
  },
  sections: [
    {
      type: "jobs",
      id: "open-positions",
      title: "Open Positions",
      intro: "Apply Now opens your mail program with a message to our careers team naming the role; each role's page has the full description.",
      jobs,
    },
    {
      type: "cta",
      id: "your-role",
      title: "Don't See Your Role?",
      body: "Send us your resume and we'll keep you in mind for future opportunities.",
      actions: [
        { kind: "mail", label: "Submit Resume", mailbox: "careers", subject: "Resume submission: future opportunities" },
      ],
    },
  ],
} satisfies Page;
