// App-wide providers: query cache, toasts, and the slots where one feature's UI appears on another's screen.
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { lazy, type ReactNode, useEffect, useState } from "react";
import type { BootPayload } from "#schema/contracts/first-screens";
import { ProgressApprovalSlotProvider } from "../components/slots/progress-approval-slot";
import { ProgressPaymentSlotProvider } from "../components/slots/progress-payment-slot";
import { ProgressRemindersSlotProvider } from "../components/slots/progress-reminders-slot";
import { ProjectActionsSlotProvider } from "../components/slots/project-actions-slot";
import { ProjectBillingSlotProvider } from "../components/slots/project-billing-slot";
import { QueuedSubmissionsSlotProvider } from "../components/slots/queued-submissions-slot";
import { SubscriptionBannerSlotProvider } from "../components/slots/subscription-banner-slot";
import { setAppLanguage } from "../lib/app-language";
import { preloadable } from "../lib/preloadable";
import { createQueryClient } from "../lib/query-client";
import { persistOptions, refreshAfterRestore, scopeCacheToUser, syncOnlineState } from "../lib/query-persistence";
import { userQuery } from "../lib/session";
import { useTheme } from "../lib/theme";
import { seedFromBoot } from "./boot";
import { DeferredToaster } from "./deferred-toaster";

// Loaded only when an approved progress is on screen.
const ProgressPaymentPanel = lazy(() => import("../features/payments/components/progress-payment-panel"));
// Loaded only when a progress's Payment Status is on screen.
const ProgressApprovalPanel = lazy(() => import("../features/approval/components/progress-approval-panel"));
const ProgressRemindersPanel = lazy(() => import("../features/nudges/components/progress-reminders-panel"));
// The dashboard's subscription banner (billing feature); part of the dashboard's first screen, so preloadable.
export const SubscriptionBanner = preloadable(() => import("../features/billing/components/subscription-banner"));
// Loaded only on a project's details.
const ProjectActions = lazy(() => import("../features/projects/components/project-actions"));
const PayAppsPanel = lazy(() => import("../features/pay-apps/components/pay-apps-panel"));
// The dashboard's list of billings waiting on this device (ADR 0097): with the shell's code, its card only once one waits.
const QueuedSubmissions = lazy(() =>
  import("../features/progress/offline/outbox-watch").then((m) => ({ default: m.QueuedSubmissions })),
);

const USER_HASH = JSON.stringify(userQuery.queryKey);
type Language = { language?: unknown };

/** `boot`: the answers the document arrived with, seeded before the first render (ADR 0110). */
export function Providers({ children, boot }: { children: ReactNode; boot?: BootPayload | null }) {
  const [client] = useState(() => {
    syncOnlineState();
    const client = createQueryClient();
    // Every screen speaks the signed-in person's language, whichever way their answer arrived (boot, device, fetch).
    client.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === USER_HASH) setAppLanguage((event.query.state.data as Language | null)?.language);
    });
    if (boot) seedFromBoot(client, boot);
    return client;
  });
  useEffect(() => scopeCacheToUser(client), [client]);
  const { theme } = useTheme();
  return (
    // The last data comes back from this device before the first fetch (ADR 0096).
    <PersistQueryClientProvider
      client={client}
      persistOptions={persistOptions}
      onSuccess={() => refreshAfterRestore(client)}
    >
      <ProgressPaymentSlotProvider component={ProgressPaymentPanel}>
        <ProgressApprovalSlotProvider component={ProgressApprovalPanel}>
          <ProgressRemindersSlotProvider component={ProgressRemindersPanel}>
            <SubscriptionBannerSlotProvider component={SubscriptionBanner}>
              <ProjectActionsSlotProvider component={ProjectActions}>
                <ProjectBillingSlotProvider component={PayAppsPanel}>
                  <QueuedSubmissionsSlotProvider component={QueuedSubmissions}>
                    {children}
                  </QueuedSubmissionsSlotProvider>
                </ProjectBillingSlotProvider>
              </ProjectActionsSlotProvider>
            </SubscriptionBannerSlotProvider>
          </ProgressRemindersSlotProvider>
        </ProgressApprovalSlotProvider>
      </ProgressPaymentSlotProvider>
      <DeferredToaster theme={theme} />
    </PersistQueryClientProvider>
  );
}
