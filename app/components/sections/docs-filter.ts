import type { SectionOf } from "~/content/types";

/** Every word of the query must appear in the topic's title, text or category title. */
export function filterDocs(categories: SectionOf<"docs">["categories"], query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return categories;
  return categories
    .map((category) => ({
      ...category,
      topics: category.topics.filter((topic) => {
        const text = `${category.title} ${topic.title} ${topic.body}`.toLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((category) => category.topics.length > 0);
}
