// Profile > Integrations (ADR 0134, 0135): the owner chooses which Xero organisation is this company's books when one
// consent granted several, a failed connection keeps the provider's own words on the card, and Disconnect asks first.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  disconnectQuestion,
  INTEGRATION_CHOOSE_TENANT,
  INTEGRATION_DISCONNECTED,
} from "#schema/contracts/accounting-texts";
import { IntegrationsCard } from "#web/features/profile/components/integrations-card";
import { json, renderPage, stubApi } from "./render";

afterEach(() => vi.unstubAllGlobals());
// The confirmation's code loads on first intent (lazy dialog): give a busy machine time for it.
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 15_000 };

const owner = { id: 1, fullName: "Olivia Owner", email: "o@example.com", role: "owner", timezone: "UTC" };
const integration = (over: Record<string, unknown> = {}) => ({
  integration: {
    provider: "xero",
    providerName: "Xero",
    tenantName: "Webb Plumbing Ltd",
    status: "connected",
    tenantChoices: null,
    incomeRef: "200",
    taxCode: null,
    taxCodes: {},
    taxRates: [],
    depositRef: "090",
    connectedAt: "2026-11-27T10:00:00.000Z",
    booksUrl: null,
    ...over,
  },
  available: ["quickbooks", "xero"],
});
const options = { income: [{ id: "200", name: "Sales" }], taxCodes: [], deposit: [{ id: "090", name: "Bank" }] };

describe("Integrations on /profile", () => {
  it("asks the owner which organisation is this company's when Xero granted several", async () => {
    const calls = stubApi({
      "GET /api/user": json(owner),
      "GET /api/integrations": json(
        integration({
          status: "choose",
          tenantName: null,
          tenantChoices: [
            { id: "t-b", name: "Webb Plumbing Ltd" },
            { id: "t-c", name: "Stone Roofing Ltd" },
          ],
        }),
      ),
      "PUT /api/integrations/tenant": json(integration()),
      "GET /api/integrations/options": json(options),
    });
    renderPage(<IntegrationsCard />, { path: "/profile" });
    const user = userEvent.setup();
    expect(await screen.findByText(INTEGRATION_CHOOSE_TENANT)).toBeTruthy();
    await user.click(screen.getByLabelText("Webb Plumbing Ltd"));
    await user.click(screen.getByRole("button", { name: "Use this organisation" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")).toEqual({
        method: "PUT",
        path: "/api/integrations/tenant",
        body: { tenantId: "t-b" },
      }),
    );
    expect(await screen.findByText("Webb Plumbing Ltd", { exact: false })).toBeTruthy();
  });

  it("asks a tax code per rate of the company (ADR 0171), starting from the one code chosen before, and saves each with its name", async () => {
    const calls = stubApi({
      "GET /api/user": json(owner),
      "GET /api/integrations": json(
        integration({
          provider: "quickbooks",
          providerName: "QuickBooks Online",
          incomeRef: "1",
          depositRef: null,
          taxCode: "20",
          taxRates: [
            { key: "GB-STD", label: "VAT 20%" },
            { key: "GB-RED", label: "VAT 5%" },
          ],
        }),
      ),
      "GET /api/integrations/options": json({
        income: [{ id: "1", name: "Services" }],
        taxCodes: [
          { id: "20", name: "20.0% S" },
          { id: "5", name: "5.0% R" },
        ],
        deposit: [],
      }),
      "PUT /api/integrations/settings": json(integration()),
    });
    renderPage(<IntegrationsCard />, { path: "/profile" });
    const user = userEvent.setup();
    const reduced = (await screen.findByLabelText("VAT 5%")) as HTMLSelectElement;
    expect((screen.getByLabelText("VAT 20%") as HTMLSelectElement).value).toBe("20");
    expect(reduced.value).toBe("20");
    await user.selectOptions(reduced, "5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        incomeRef: "1",
        depositRef: null,
        taxCodes: { "GB-STD": { id: "20", name: "20.0% S" }, "GB-RED": { id: "5", name: "5.0% R" } },
      }),
    );
  });

  it("shows no tax code picker where none applies (a US company's QuickBooks invoices are non-taxable)", async () => {
    stubApi({
      "GET /api/user": json(owner),
      "GET /api/integrations": json(integration({ provider: "quickbooks", providerName: "QuickBooks Online" })),
      "GET /api/integrations/options": json(options),
    });
    renderPage(<IntegrationsCard />, { path: "/profile" });
    expect(await screen.findByLabelText("Product or service on each invoice")).toBeTruthy();
    expect(screen.queryByText("Tax codes")).toBeNull();
    expect(screen.queryByLabelText("Tax code")).toBeNull();
  });

  it("keeps the provider's own words on the card when a connection failed", async () => {
    stubApi({
      "GET /api/user": json(owner),
      "GET /api/integrations": json({ integration: null, available: ["xero"] }),
    });
    renderPage(<IntegrationsCard />, {
      path: "/profile",
      url: `/profile?integration=failed&reason=${encodeURIComponent("invalid_scope: Invalid scope for client")}`,
    });
    expect((await screen.findByTestId("integration-failure")).textContent).toBe(
      "Not connected: invalid_scope: Invalid scope for client",
    );
  });

  it("Disconnect asks first, and only Disconnect in the dialog disconnects", async () => {
    const calls = stubApi({
      "GET /api/user": json(owner),
      "GET /api/integrations": json(integration()),
      "GET /api/integrations/options": json(options),
      "DELETE /api/integrations": json({ integration: null, available: ["xero"] }),
    });
    renderPage(<IntegrationsCard />, { path: "/profile" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Disconnect Xero" }));
    const dialog = await screen.findByRole("alertdialog", { name: disconnectQuestion("Xero") }, SLOW);
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Disconnect Xero" }));
    await screen.findByRole("alertdialog", {}, SLOW);
    await user.click(screen.getByRole("button", { name: "Disconnect" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
    expect(dialog).toBeTruthy();
    expect(await screen.findByText(INTEGRATION_DISCONNECTED)).toBeTruthy();
  });
});
