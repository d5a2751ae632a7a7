import type { APIRoute, GetStaticPaths } from "astro";
import { allAdvisories, allArticles, allCaseStudies, allJobs, allResearch, allWebinars } from "~/content/store";
import { site } from "~/content/site";
import type { EntryImage } from "~/lib/entry-images";
import { entryImagePng, entryImages } from "../../../lib/entry-image-drawing";

/** Every entry page's share image, /og/<kind>/<slug>.png (drawn only when what it shows changed). */
export const getStaticPaths = (() =>
  entryImages({ articles: allArticles, caseStudies: allCaseStudies, webinars: allWebinars, jobs: allJobs, advisories: allAdvisories, research: allResearch }).map((image) => ({
    params: { layout: image.layout, slug: image.slug },
    props: { image },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ image: EntryImage }> = async ({ props }) =>
  new Response(new Uint8Array(await entryImagePng(props.image, site.name)), { headers: { "Content-Type": "image/png" } });
