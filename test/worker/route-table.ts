// The app's own route table, for sweeps that must cover every route the day it is added (401, tenancy, cross-site).
import { inspectRoutes } from "hono/dev";
import { app } from "../../worker/app";

/** Every /api route the app (and every branch merged into it) answers, as "METHOD /api/path/:param". */
export const API_ROUTES = [
  ...new Set(
    inspectRoutes(app)
      // Middleware (`use`, validators) is not a route; "/api/*" is the JSON 404 for everything else.
      .filter((r) => !r.isMiddleware && r.path.startsWith("/api/") && r.path !== "/api/*")
      .map((r) => `${r.method} ${r.path}`),
  ),
];

export const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** "METHOD /path" -> its parts; an ALL route is exercised as a POST. */
export const splitRoute = (route: string) => {
  const [method, path] = route.split(" ") as [string, string];
  return { method: method === "ALL" ? "POST" : method, path };
};

/** The path's parameters, each named by the collection it follows ("clients/:id", "shares/:shareId"). */
export const paramsOf = (path: string) =>
  [...path.matchAll(/([^/]+)\/(:[A-Za-z]+(?:\{[^}]*\})?)/g)].map((m) => `${m[1]}/${m[2]}`);

/** A concrete path with every parameter filled with `value` (enough to reach the route's first check). */
export const fillParams = (path: string, value = "1") => path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, value);
