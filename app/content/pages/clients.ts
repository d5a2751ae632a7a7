import type { Page } from "~/content/types";

export const page = {
  path: "/clients",
  meta: {
    title: "Clients and Partners",
    description: "Our clients and technology partners: 500+ enterprise clients and 100+ global partners who trust us to protect what matters."
  },
  hero: {
    eyebrow: "Clients",
    title: "Clients and Partners",
    intro: "500+ enterprise clients and 100+ global partners trust us to protect their people, data and operations."
  },
  sections: []
} satisfies Page;
