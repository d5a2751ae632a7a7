import type { SectionOf } from "~/content/types";

/** A small documentation index for the docs browser's tests: two categories, three topics. */
export const docsSection: SectionOf<"docs"> = {
  type: "docs",
  id: "browse",
  title: "Browse the documentation",
  searchPrompt: "Search documentation...",
  guides: { title: "Guides", intro: "Short answers for each topic." },
  categories: [
    {
      id: "start",
      title: "Getting Started",
      icon: "graduation",
      summary: "Begin.",
      topics: [
        { id: "overview", title: "Platform overview", body: "What the platform does." },
        { id: "sources", title: "Connecting data sources", body: "Sensors and cloud accounts." },
      ],
    },
    {
      id: "api",
      title: "API Reference",
      icon: "code",
      summary: "Integrate.",
      topics: [{ id: "auth", title: "Authentication", body: "Scoped API tokens." }],
    },
  ],
};
