import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pageRoutes } from "#shared/route-list";

export default [
  ...pageRoutes.map((r) => (r.path === "/" ? index(r.file) : route(r.path.slice(1), r.file))),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
