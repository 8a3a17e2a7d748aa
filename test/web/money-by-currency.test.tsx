// A company that bills in two currencies (issue 33, ADR 0155): the dashboard shows one set of figures per currency,
// the company's first, and never a total that adds pounds to dollars. A billing's own amount is in its own money.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CashFlowCard } from "#web/features/dashboard/components/cash-flow-card";
import { CollectionsCard } from "#web/features/dashboard/components/collections-card";
import { InvoiceCard } from "#web/features/invoices/components/invoice-card";
import { renderPage, stubApi } from "./render";

afterEach(() => vi.unstubAllGlobals());

const TURNAROUND = { avgDaysToApproval: 1, avgDaysToPayment: 2 };

describe("money in several currencies", () => {
  it("the cash flow card shows each currency's figures and total apart, the company's first", async () => {
    stubApi({});
    renderPage(
      <CashFlowCard
        cashFlow={{ pending: 120_000, approved: 0, paid: 50_000 }}
        byCurrency={[
          { currency: "GBP", pending: 120_000, approved: 0, paid: 50_000 },
          { currency: "USD", pending: 399_999, approved: 100_000, paid: 0 },
        ]}
        locale="en-GB"
      />,
    );
    const card = await screen.findByRole("region", { name: "Cash Flow Summary" });
    expect(
      within(card)
        .getAllByRole("region")
        .map((r) => r.getAttribute("aria-label")),
    ).toEqual(["In GBP", "In USD"]);
    const gbp = within(card).getByRole("region", { name: "In GBP" });
    const usd = within(card).getByRole("region", { name: "In USD" });
    expect(within(gbp).getByText("£1,200")).toBeTruthy();
    expect(within(gbp).getByText("£1,700")).toBeTruthy();
    // Dollars in a British company read "US$", so they are never taken for pounds.
    expect(within(usd).getByText("US$3,999.99")).toBeTruthy();
    expect(within(usd).getByText("US$4,999.99")).toBeTruthy();
    // Nothing adds the two: no figure is £1,700 + $4,999.99 in any unit.
    expect(within(card).queryByText(/6,699\.99/)).toBeNull();
  });

  it("one currency reads as it always has", async () => {
    stubApi({});
    renderPage(
      <CashFlowCard
        cashFlow={{ pending: 399_999, approved: 0, paid: 0 }}
        byCurrency={[{ currency: "USD", pending: 399_999, approved: 0, paid: 0 }]}
        locale="en-US"
      />,
    );
    const card = await screen.findByRole("region", { name: "Cash Flow Summary" });
    expect(within(card).queryAllByRole("region")).toHaveLength(0);
    expect(within(card).getAllByText("$3,999.99")).toHaveLength(2);
  });

  it("overdue lists each currency's amount, never their sum", async () => {
    stubApi({});
    renderPage(
      <CollectionsCard
        data={{
          overdue: { count: 2, amount: 60_000 },
          overdueByCurrency: [
            { currency: "GBP", count: 1, amount: 60_000 },
            { currency: "EUR", count: 1, amount: 123_450 },
          ],
          locale: "en-GB",
          turnaround: TURNAROUND,
        }}
      />,
    );
    expect(await screen.findByText("2 invoices · £600 · €1,234.50")).toBeTruthy();
  });

  it("an invoice card shows the billing's total in its own currency and locale", async () => {
    stubApi({});
    const invoice = {
      id: 1,
      projectId: 11,
      projectName: "Kitchen Rewire",
      clientName: "Carla Client",
      clientCompany: "Client Homes",
      progressNumber: 1,
      completionPercentage: 20,
      amount: 100_000,
      totalAmount: 114_975,
      currency: "CAD",
      locale: "fr-CA",
      status: "approved",
      dueDate: "2026-12-15",
      createdAt: "2026-11-20T15:00:00.000Z",
    };
    renderPage(<InvoiceCard invoice={invoice as never} timeZone="UTC" today="2026-11-27" />);
    expect(await screen.findByText((t) => t.replace(/[\u00A0\u202F]/g, " ") === "1 149,75 $")).toBeTruthy();
  });
});
