import type { Page } from "~/content/types";

export const page = {
  path: "/blog",
  meta: {
    title: "Blog",
    description: "Security blog: threat research, cloud and technology analysis, and practical guidance from our analysts and engineers."
  },
  hero: {
    eyebrow: "Blog",
    title: "Security Blog",
    intro: "Threat research, analysis and practical guidance from our analysts, hunters and engineers."
  },
  sections: []
} satisfies Page;
