// Every route of the app. Pages are lazy so each loads only its own code.
import { createBrowserRouter, type RouteObject } from "react-router";
import { ProtectedLayout, PublicOnly } from "./guards";
import { RouteError } from "./route-error";

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

const protectedRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import("../features/dashboard/components/dashboard-page")) },
  { path: "dashboard", lazy: page(() => import("../features/dashboard/components/dashboard-page")) },
  { path: "profile", lazy: page(() => import("../features/profile/components/profile-page")) },
];

export const routes: RouteObject[] = [
  {
    path: "/",
    errorElement: <RouteError />,
    children: [
      { element: <PublicOnly />, children: [{ path: "auth", lazy: page(() => import("../features/auth/components/auth-page")) }] },
      { element: <ProtectedLayout />, children: protectedRoutes },
      { path: "*", lazy: page(() => import("./not-found")) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
