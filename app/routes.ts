import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { blogArchivePaths, entryPaths } from "../scripts/content/paths";
import { entryRoutes, pageRoutes, routesWithPages } from "./route-table";

const withPages = routesWithPages(entryPaths(), blogArchivePaths());

/**
 * React Router's route config, from the route table. Several paths share a module (every
 * service page is routes/page.tsx), so each route gets its path as its id.
 */
export default [
  ...pageRoutes.map((entry) => {
    const file = `routes/${"layout" in entry ? entry.layout : "page"}.tsx`;
    return entry.path === "/" ? index(file, { id: "/" }) : route(entry.path, file, { id: entry.path });
  }),
  // Only routes with prerendered pages: see routesWithPages.
  ...(withPages.blogPages ? [route("/blog/page/:page", "routes/blog.tsx", { id: "/blog/page" })] : []),
  route("/blog/category/:category", "routes/blog.tsx", { id: "/blog/category" }),
  ...withPages.layouts.map((layout) => route(`${entryRoutes[layout].base}/:slug`, `routes/${layout}.tsx`)),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
