import type { MetaDescriptor } from "react-router";

/**
 * `meta` for a route whose loader returns `{ meta }`. Loaders run only at prerender (static
 * site, `ssr: false`): the tags are built from the content at build time and reach the browser
 * as route data, so the content and the SEO helpers never ship as code.
 */
export function metaFromLoader({ loaderData }: { loaderData: { meta: MetaDescriptor[] } | undefined }): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
