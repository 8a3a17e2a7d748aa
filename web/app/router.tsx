// Every route of the app. Pages are lazy so each loads only its own code.
import type { RouteObject } from "react-router";
import { AppShell, ProtectedBare, ProtectedLayout, PublicOnly, ShellWhenSignedIn } from "./guards";
import { SubscriptionBanner } from "./providers";
import { RootHydrateFallback, RootLayout } from "./root-layout";
import { type RouteHandle, toElementRoutes } from "./route-elements";
import { RouteError } from "./route-error";

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

// The client approval screen for in-person signing on the owner's device (both spec shapes): signed in, but
// the page to itself (no shell, no bottom navigation, no help button over the signature box).
const bareProtectedRoutes: RouteObject[] = [
  {
    path: "progress/approve/:progressId",
    lazy: page(() => import("../features/approval/components/owner-approval-page")),
  },
  {
    path: "progress/:progressId/approve",
    lazy: page(() => import("../features/approval/components/owner-approval-page")),
  },
];

// The dashboard's first screen includes the subscription banner (often its largest paint).
const dashboardExtras: RouteHandle = { preload: () => SubscriptionBanner.preload() };

const protectedRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(() => import("../features/dashboard/components/dashboard-page")),
    handle: dashboardExtras,
  },
  {
    path: "dashboard",
    lazy: page(() => import("../features/dashboard/components/dashboard-page")),
    handle: dashboardExtras,
  },
  { path: "invoices", lazy: page(() => import("../features/invoices/components/invoices-page")) },
  { path: "profile", lazy: page(() => import("../features/profile/components/profile-page")) },
  { path: "team", lazy: page(() => import("../features/team/components/team-page")) },
  { path: "clients", lazy: page(() => import("../features/clients/components/clients-page")) },
  { path: "projects", lazy: page(() => import("../features/projects/components/projects-page")) },
  { path: "project/:id", lazy: page(() => import("../features/progress/components/project-details-page")) },
  { path: "progress/new", lazy: page(() => import("../features/progress/components/submit-progress-page")) },
  {
    path: "progress/submit/:projectId",
    lazy: page(() => import("../features/progress/components/submit-progress-page")),
  },
  { path: "progress/:id", lazy: page(() => import("../features/progress/components/payment-status-page")) },
  { path: "nudge/config", lazy: page(() => import("../features/nudges/components/templates-page")) },
  { path: "nudge/clients", lazy: page(() => import("../features/nudges/components/send-reminders-page")) },
  { path: "achievements", lazy: page(() => import("../features/achievements/components/achievements-page")) },
  { path: "payment-success", lazy: page(() => import("../features/billing/components/payment-success-page")) },
  { path: "test-checkout", lazy: page(() => import("../features/billing/components/test-checkout-page")) },
  { path: "meetings", lazy: page(() => import("../features/meetings/components/meetings-page")) },
  { path: "meetings/new", lazy: page(() => import("../features/meetings/components/meeting-form-page")) },
  { path: "meetings/:id", lazy: page(() => import("../features/meetings/components/meeting-detail-page")) },
  { path: "meetings/:id/edit", lazy: page(() => import("../features/meetings/components/meeting-form-page")) },
];

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    HydrateFallback: RootHydrateFallback,
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicOnly />,
        children: [{ path: "auth", lazy: page(() => import("../features/auth/components/auth-page")) }],
      },
      { element: <ProtectedBare />, children: bareProtectedRoutes },
      {
        element: <ProtectedLayout />,
        handle: { preload: () => AppShell.preload() } satisfies RouteHandle,
        children: protectedRoutes,
      },
      // Public, and inside the app shell for a signed-in visitor.
      {
        element: <ShellWhenSignedIn />,
        children: [
          { path: "subscription", lazy: page(() => import("../features/billing/components/subscription-page")) },
        ],
      },
      // An invite link: works signed out (the person has no account yet), without the app shell.
      { path: "invite/:token", lazy: page(() => import("../features/invite/components/accept-invite-page")) },
      // After in-person signing: no app shell. A decision through a link gets the Worker's /thank-you (ADR 0090).
      { path: "thank-you", lazy: page(() => import("../features/approval/components/thank-you-page")) },
      // Development outbox: the API answers 404 in production, and the page says so.
      { path: "dev/outbox", lazy: page(() => import("../features/dev-outbox/components/outbox-page")) },
      { path: "*", lazy: page(() => import("./not-found")) },
    ],
  },
];

// Rendered by the declarative router (route-elements.tsx, ADR 0093).
export const appRoutes = toElementRoutes(routes);
