// /payment-success never claims success before the server has the subscription: it waits with a spinner,
// then says "activated" (with a session id) or "updated" (without).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import PaymentSuccessPage from "#web/features/billing/components/payment-success-page";

const status = (over: Record<string, unknown>) =>
  new Response(
    JSON.stringify({
      plan: null,
      status: "trialing",
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      entitlement: { state: "trialing", planId: "professional", quotas: {}, endsAt: null },
      trialDaysLeft: 14,
      activeProjects: 0,
      checkoutMode: "local",
      portalAvailable: false,
      ...over,
    }),
    { status: 200, headers: { "Content-Type": "application/json" } },
  );

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/payment-success", element: <PaymentSuccessPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("payment success", () => {
  it("waits with a spinner until the webhook has landed, then says activated", async () => {
    let calls = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => (++calls < 3 ? status({}) : status({ plan: "starter", status: "active" }))),
    );
    renderAt("/payment-success?session_id=cs_local_abcdefghijklmnop");
    expect(await screen.findByText("Confirming your payment...")).toBeTruthy();
    expect(screen.queryByText("Payment Successful")).toBeNull();
    expect(await screen.findByRole("heading", { name: "Payment Successful" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("Your Starter Package subscription has been activated.")).toBeTruthy();
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole("link", { name: "Manage Subscription" }).getAttribute("href")).toBe("/subscription");
  });

  it('says "updated" without a session id', async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => status({ plan: "professional", status: "active" })),
    );
    renderAt("/payment-success");
    expect(await screen.findByText("Your Professional Package subscription has been updated.")).toBeTruthy();
  });

  it("in the carried trial says the subscription started and nothing was charged (issue 38)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => status({ plan: "starter", status: "active", paidFrom: "2026-12-11T12:00:00.000Z" })),
    );
    renderAt("/payment-success?session_id=cs_local_abcdefghijklmnop");
    expect(await screen.findByRole("heading", { name: "Subscription started" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText("Payment Successful")).toBeNull();
    expect(screen.getByText("Nothing was charged today. Your free trial runs until Dec 11, 2026.")).toBeTruthy();
  });
});
