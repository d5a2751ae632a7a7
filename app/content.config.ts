import { defineCollection } from "astro:content";
import { contentLoader } from "./content-layer/loader";
import { collectionNames } from "./content-layer/read";

// Every collection comes from content/ through one loader (app/content-layer/loader.ts says why);
// entries arrive validated and resolved, so their types come from app/content-layer/read.ts.
export const collections = Object.fromEntries(
  collectionNames.map((name) => [name, defineCollection({ loader: contentLoader(name) })]),
);
