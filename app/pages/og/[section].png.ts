import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from "astro";
import { site } from "~/content/site";
import { shareImages } from "~/content-layer/store";
import { shareImagePng } from "~/files/entry-image-drawing";
import { pngResponse } from "~/files/file-response";

/** Each section's share image, /og/<section>.png, as content/share-images.yaml words it. */
export const getStaticPaths = (() =>
  Object.entries(shareImages).map(([section, image]) => ({
    params: { section },
    props: image,
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = async ({ props }) =>
  pngResponse(await shareImagePng({ kind: "", ...props }, site.name));
