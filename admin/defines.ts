import { readPreviewContent } from "../app/content-layer/read";

/** What the CMS's previews need of the content, as Vite `define`s (admin/previews.tsx, app/content/site.ts). */
export async function cmsDefines(
  dir?: string,
): Promise<{ __SITE__: string; __NAVIGATION__: string; __CMS_CONTENT__: string }> {
  const { site, navigation, authors, forms, claims } = await readPreviewContent(dir);
  return {
    __SITE__: JSON.stringify(site),
    __NAVIGATION__: JSON.stringify(navigation),
    __CMS_CONTENT__: JSON.stringify({ authors, forms, claims }),
  };
}
