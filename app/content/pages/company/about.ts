import type { Page } from "~/content/types";

export const page = {
  path: "/company/about",
  meta: {
    title: "About Us",
    description: "About us: a private limited company founded in 2017, protecting 500+ enterprise clients with AI threat intelligence and expert security services."
  },
  hero: {
    eyebrow: "Company",
    title: "About Us",
    intro: "Founded in 2017, we combine AI threat intelligence with practitioners who have spent their careers defending, attacking and investigating real systems."
  },
  sections: []
} satisfies Page;
