/**
 * The authors, forms and claims this admin was built with (vite.admin.config.ts reads them with
 * app/content/read.ts and hands them over as data): a preview needs them in the browser.
 */
import type { readPreviewContent } from "~/content/read";

declare const __CMS_CONTENT__: Pick<Awaited<ReturnType<typeof readPreviewContent>>, "authors" | "forms" | "claims">;

export const { authors: allAuthors, forms: allForms, claims } = __CMS_CONTENT__;
