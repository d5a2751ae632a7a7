// content/articles/: the blog. An article names its author (content/authors/) and its picture, which are
// read with it; it waits for its date, and its feed is the site's own.
import { z } from "zod";
import { imagePath, isoDate, pageDescription, pageTitle, text } from "../content/schema/fields";
import { slugText } from "../content/schema/collections";
import { draft } from "../content/schema/publishing";
import { type CardOf, type EntryOf, entryCollection, newestFirst, withoutText } from "./collection";

export const blogCategories = ["technology", "security", "cloud", "threats"] as const;

/** A category as the blog's filter names it. */
const categoryLabel = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1);

export const articles = entryCollection("article", {
  scheduled: true,
  ownNames: ["category", "page"],
  schema: z.strictObject({
    title: pageTitle,
    description: pageDescription,
    category: z.enum(blogCategories, { error: `Expected one of: ${blogCategories.join(", ")}` }),
    author: slugText,
    date: isoDate,
    updated: isoDate.optional(),
    tags: z.array(text).min(1).max(6),
    image: z.strictObject({ src: imagePath, alt: text }),
    draft,
  }),
  read: async (doc, file) => {
    const { name, role, bio } = file.author(doc.author, "author");
    const picture = { ...doc.image, ...(await file.image(doc.image.src, "image.src")) };
    return {
      ...(await file.render()),
      image: picture,
      authorName: name,
      authorRole: role,
      authorBio: bio,
    };
  },
  order: newestFirst,
  card: withoutText,
  section: "blog",
  feed: {
    description: (siteName) =>
      `Threat research, analysis and practical guidance from the ${siteName} team.`,
    item: (article) => ({
      ...article,
      author: { name: article.authorName, role: article.authorRole },
      category: categoryLabel(article.category),
    }),
  },
  cms: {
    label: "Blog articles",
    options: {
      sortable_fields: ["date", "title"],
      view_groups: [{ label: "Category", field: "category" }],
    },
  },
});

export type ArticleEntry = EntryOf<typeof articles>;
export type ArticleCard = CardOf<typeof articles>;
