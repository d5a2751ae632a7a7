import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { routeTable } from "./route-table";

/** A module serving several paths (the job pages) needs a distinct route id per path. */
const sharedFiles = new Set(routeTable.map((entry) => entry.file).filter((file, i, files) => files.indexOf(file) !== i));

export default [
  ...routeTable.map(({ path, file }) =>
    path === "/" ? index(file) : sharedFiles.has(file) ? route(path, file, { id: path }) : route(path, file),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
