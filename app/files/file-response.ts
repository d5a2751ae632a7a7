/**
 * Typed by the file's name as nginx types the built file (deploy/nginx/site.conf), so `astro dev` answers
 * the same. scripts/security-headers.ts takes the types CDN hosts guess wrong from here. */
import type { APIRoute, GetStaticPaths } from "astro";

// Every text file an endpoint makes says its charset.
const text = (type: string) => `${type}; charset=utf-8`;

export const contentTypes = {
  json: text("application/json"),
  xml: text("application/xml"),
  txt: text("text/plain"),
  ics: text("text/calendar"),
  csv: text("text/csv"),
  // Detection rules are text browsers show and never run.
  yml: text("text/plain"),
  yar: text("text/plain"),
  // A CSAF document's hash file is one line of text: its digest and the document's name.
  sha256: text("text/plain"),
  sha512: text("text/plain"),
} as const;

/** The Content-Type of a file by its name's extension; a file kind nobody typed fails the build. */
export function contentTypeOf(name: string): string {
  const extension = /\.([^./]+)$/.exec(name)?.[1] ?? "";
  if (!Object.hasOwn(contentTypes, extension))
    throw new Error(
      `No Content-Type for ${name}: add its extension to contentTypes (app/files/file-response.ts).`,
    );
  return contentTypes[extension as keyof typeof contentTypes];
}

export const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export const fileResponse = (name: string, body: string): Response =>
  new Response(body, { headers: { "Content-Type": contentTypeOf(name) } });

/** An endpoint of text files, each at its key (or name) as `param` and typed by its name. */
export function fileRoute(
  param: string,
  files: () => Promise<{ key?: string; name: string; text: string }[]>,
) {
  const getStaticPaths = (async () =>
    (await files()).map(({ key, name, text }) => ({
      params: { [param]: key ?? name },
      props: { name, text },
    }))) satisfies GetStaticPaths;
  const GET: APIRoute<{ name: string; text: string }> = ({ props }) =>
    fileResponse(props.name, props.text);
  return { getStaticPaths, GET };
}

/** A PNG an endpoint draws (the share images, the logo). */
export const pngResponse = (png: Uint8Array): Response =>
  new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
