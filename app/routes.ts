import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { blogArchivePaths, entryPaths, livePageRoutes } from "../scripts/content/paths";
import { entryFormRoutes, entryRoutes, routesWithPages } from "./route-table";

const withPages = routesWithPages(entryPaths(), blogArchivePaths());

/**
 * React Router's route config, from the route table (its pages on the site: a page whose file
 * says `draft: true` has no route). Several paths share a module (every service page is
 * routes/page.tsx), so each route gets its path as its id.
 */
export default [
  ...livePageRoutes().map((entry) => {
    const file = `routes/${entry.layout ?? "page"}.tsx`;
    return entry.path === "/" ? index(file, { id: "/" }) : route(entry.path, file, { id: entry.path });
  }),
  // Only routes with prerendered pages: see routesWithPages.
  ...(withPages.blogPages ? [route("/blog/page/:page", "routes/blog.tsx", { id: "/blog/page" })] : []),
  route("/blog/category/:category", "routes/blog.tsx", { id: "/blog/category" }),
  ...withPages.layouts.map((layout) => route(`${entryRoutes[layout].base}/:slug`, `routes/${layout}.tsx`)),
  // One module for every entry's form page (Apply, Register); each kind is its own route.
  ...withPages.forms.map((kind) => route(`${entryFormRoutes[kind].base}/:slug/${entryFormRoutes[kind].suffix}`, "routes/entry-form.tsx", { id: kind })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
