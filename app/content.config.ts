import { defineCollection } from "astro:content";
import { contentLoader } from "./content/loader";
import { collectionNames } from "./content/read";

// Every collection comes from content/ through one loader (app/content/loader.ts says why);
// entries arrive validated and resolved, so their types come from app/content/read.ts.
export const collections = Object.fromEntries(
  collectionNames.map((name) => [name, defineCollection({ loader: contentLoader(name) })]),
);
