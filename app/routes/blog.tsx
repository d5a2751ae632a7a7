import { BlogContext } from "~/components/sections/blog-context";
import { ContentPage } from "~/components/sections/content-page";
import { blogData } from "~/loaders/blog.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/blog";

/** /blog, its later pages (/blog/page/2) and its category pages (/blog/category/cloud). */
export const loader = ({ params }: Route.LoaderArgs) => blogData(params);
export const meta = metaFromLoader;

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <BlogContext value={loaderData.view}>
      <ContentPage page={loaderData.page} lists={loaderData.lists} />
    </BlogContext>
  );
}
