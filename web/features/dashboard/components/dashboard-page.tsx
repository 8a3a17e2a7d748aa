// /dashboard (and / for a signed-in user): greeting, cash flow, collections, quick actions, activity, active projects.
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { entitlementStateOf } from "#schema/contracts/entitlement-state";
import { QueuedSubmissionsSlot } from "#web/components/slots/queued-submissions-slot";
import { SubscriptionBannerSlot } from "#web/components/slots/subscription-banner-slot";
import { Card } from "#web/components/ui/card";
import { LoadError } from "#web/components/ui/load-error";
import { usePermissions } from "#web/lib/permissions";
import { type CurrentUser, userQuery } from "#web/lib/session";
import { dashboardQuery } from "../api/dashboard";
import { useDashboardWords } from "../words";
import { ActiveProjectsCard } from "./active-projects-card";
import { CashFlowCard } from "./cash-flow-card";
import { CollectionsCard } from "./collections-card";
import { QuickActions } from "./quick-actions";
import { RecentActivityCard } from "./recent-activity-card";

const OwnBillingsCard = lazy(() => import("./own-billings-card").then((m) => ({ default: m.OwnBillingsCard })));

/**
 * The banner speaks whenever the plan is not simply active, by the same rule the server applies. Its room is kept
 * from the first paint, so the banner (a lazy panel with its own request) never pushes the cards down on arrival.
 */
function expectsBanner(user: CurrentUser | null | undefined) {
  if (!user) return false;
  const facts = {
    subscriptionPlan: user.subscriptionPlan,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionExpiresAt: user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt) : null,
    trialEndsAt: user.trialEndsAt ? new Date(user.trialEndsAt) : null,
    createdAt: new Date(user.createdAt),
  };
  return entitlementStateOf(facts).state !== "active";
}

export default function DashboardPage() {
  const { data: user } = useQuery(userQuery);
  const dashboard = useQuery(dashboardQuery);
  const data = dashboard.data;
  // The company's cash flow and collections are the owner's and the office's (field members see their work only).
  const permissions = usePermissions();
  const readsMoney = permissions.can("money:read");
  const t = useDashboardWords();
  return (
    <div className="space-y-6">
      <section>
        <h1 className="text-2xl font-bold">
          {user?.fullName ? t("greeting", { name: user.fullName }) : t("welcomeBack")}
        </h1>
        <p className="text-slate-700 dark:text-slate-300">{t("subtitle")}</p>
      </section>
      <div className={expectsBanner(user) ? "min-h-[11rem] sm:min-h-[5rem]" : undefined}>
        <SubscriptionBannerSlot />
      </div>
      <QueuedSubmissionsSlot userId={user?.id ?? null} />

      {dashboard.isError && !data ? (
        <LoadError title={t("loadFailed")} error={dashboard.error} onRetry={() => dashboard.refetch()} />
      ) : readsMoney ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <CashFlowCard cashFlow={data?.cashFlow} byCurrency={data?.cashFlowByCurrency} locale={data?.locale} />
          <CollectionsCard data={data} />
        </div>
      ) : permissions.role ? (
        // A field member's own billings stand where the company's money would (ADR 0144).
        // Loaded only for that role: the owner's and office's first load carries none of it.
        <Suspense fallback={<Card className="h-40" aria-busy="true" />}>
          <OwnBillingsCard data={data?.billingCounts ? data : undefined} />
        </Suspense>
      ) : null}

      <QuickActions />

      {!(dashboard.isError && !data) && (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <RecentActivityCard items={data?.recentActivity} />
          <ActiveProjectsCard projects={data?.activeProjects} today={data?.today} />
        </div>
      )}
    </div>
  );
}
