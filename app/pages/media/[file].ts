import type { APIRoute, GetStaticPaths } from "astro";
import { getCollection } from "astro:content";
import { type MediaFile, mediaFiles } from "~/content/images";
import { contentDir } from "~/content-layer/addresses";

/** The CMS's uploads the content check accepted, at /media/<name>, with the AVIF and WebP versions their <picture> offers. */
export const getStaticPaths = (async () => {
  const uploads = (await getCollection("media")).flatMap(
    (entry) => (entry.data as { uploads: string[] }).uploads,
  );
  return mediaFiles(contentDir(), uploads).map((file) => ({
    params: { file: file.name },
    props: { file },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ file: MediaFile }> = async ({ props }) =>
  new Response(new Uint8Array(await props.file.body()), {
    headers: { "Content-Type": props.file.type },
  });
