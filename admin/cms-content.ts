/** Authors, forms and claims as this admin was built with them (vite.admin.config.ts): previews need them. */
import type { readPreviewContent } from "~/content/read";

declare const __CMS_CONTENT__: Pick<
  Awaited<ReturnType<typeof readPreviewContent>>,
  "authors" | "forms" | "claims"
>;

export const { authors: allAuthors, forms: allForms, claims } = __CMS_CONTENT__;
