import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { routeTable } from "./route-table";

export default [
  ...routeTable.map(({ path, file }) => (path === "/" ? index(file) : route(path, file))),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
