import type { Page } from "~/content/types";

export const page = {
  path: "/company/careers",
  meta: {
    title: "Careers",
    description: "Careers in cybersecurity: open roles for security engineers, threat intelligence analysts, cloud security architects and consultants."
  },
  hero: {
    eyebrow: "Careers",
    title: "Join Our Team",
    intro: "Work with people who defend real organisations every day, on problems that matter, with room to grow."
  },
  sections: []
} satisfies Page;
