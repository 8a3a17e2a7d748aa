// The subscription status (cached 5 minutes, spec section 9) and the checkout, cancel, resume and portal calls.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BillingPeriod, CheckoutCode } from "#schema/contracts/plans";
import type { PlanChangeOutcome, SubscriptionStatusView } from "#schema/contracts/subscription-texts";
import { MINUTE_MS } from "#schema/rules/durations";
import { api, unwrap } from "#web/lib/api";
import { queryKeys } from "#web/lib/query-keys";

export const SUBSCRIPTION_STALE_MS = 5 * MINUTE_MS;

export const subscriptionKey = queryKeys.subscriptionStatus;

export const subscriptionStatusQuery = queryOptions({
  queryKey: subscriptionKey,
  queryFn: async (): Promise<SubscriptionStatusView> => unwrap(api["subscription-status"].$get()),
  staleTime: SUBSCRIPTION_STALE_MS,
});

/** Starts checkout and sends the browser to it (Stripe's page, or the local test checkout). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (input: { priceId: CheckoutCode; planName: string; period: BillingPeriod }) =>
      unwrap(api["create-checkout-session"].$post({ json: input })),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

function useSubscriptionChange(call: () => Promise<SubscriptionStatusView>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (status) => {
      qc.setQueryData(subscriptionKey, status);
      // The user record carries the subscription fields too.
      return qc.invalidateQueries({ queryKey: ["user"] });
    },
  });
}

export const useCancelSubscription = () =>
  useSubscriptionChange(() => unwrap(api["cancel-subscription"].$post()) as Promise<SubscriptionStatusView>);

export const useResumeSubscription = () =>
  useSubscriptionChange(() => unwrap(api["resume-subscription"].$post()) as Promise<SubscriptionStatusView>);

export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => unwrap(api["billing-portal"].$post()),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** The local test checkout's Pay button (only when no Stripe keys are configured). */
export function useCompleteTestCheckout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { priceId: CheckoutCode; sessionId: string; period: BillingPeriod }) =>
      unwrap(api["test-checkout"].complete.$post({ json: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: subscriptionKey }),
  });
}

/** Moves the live subscription to another plan: up now, down at the period's end (ADR 0123). */
export const useChangePlan = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { priceId: CheckoutCode; period?: BillingPeriod }) =>
      unwrap(api["change-plan"].$post({ json: input })) as Promise<SubscriptionStatusView & PlanChangeOutcome>,
    onSuccess: ({ awaitingPayment: _held, debitPending: _debit, ...status }) => {
      qc.setQueryData(subscriptionKey, status);
      // The user record carries the plan, and the quotas every screen reads follow it.
      return qc.invalidateQueries({ queryKey: ["user"] });
    },
  });
};
