/** The "pages" collection's file names (scripts/cms/config.ts), put in by vite.admin.config.ts. */
declare const __CMS_PAGE_FILES__: readonly string[];
