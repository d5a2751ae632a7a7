/** A content page rendered the way the prerender renders it (lazy sections awaited), as HTML. */
import { Suspense } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { ContentPage } from "~/components/sections/content-page";
import type { Page, PageLists } from "~/content/types";

export async function pageHtml(page: Page, lists: PageLists): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter initialEntries={[page.path]}>
      <Suspense>
        <ContentPage page={page} lists={lists} />
      </Suspense>
    </MemoryRouter>,
  );
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out;
}
