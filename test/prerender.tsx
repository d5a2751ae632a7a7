/** A content page rendered to HTML by the site's React components, islands included, for content in a scratch copy,
 * which no data store holds. The routes themselves render through Astro's Container API (app/routes.test.ts). */
import { Suspense } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { ContentPage } from "~/components/sections/page-sections";
import type { Page } from "~/content/types";
import type { PageLists } from "~/collections/list";

export async function pageHtml(page: Page, lists: PageLists): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <Suspense>
      <ContentPage page={page} lists={lists} />
    </Suspense>,
  );
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out;
}
