import type { APIRoute, GetStaticPaths } from "astro";
import { site } from "~/content/site";
import { shareImagePng } from "~/files/entry-image-drawing";
import { pngResponse } from "~/files/file-response";
import { type ShareImage, shareImages } from "~/lib/seo";

/** Each part of the site's share image, /og/<section>.png, with the company's name as the content has it. */
export const getStaticPaths = (() =>
  (Object.keys(shareImages) as ShareImage[]).map((section) => ({
    params: { section },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { title, subtitle } = shareImages[params.section as ShareImage];
  return pngResponse(await shareImagePng({ kind: "", title, subtitle }, site.name));
};
