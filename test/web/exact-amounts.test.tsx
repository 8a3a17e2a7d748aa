// Amounts on screens are the money (issue 38, ADR 0142): $3,999.99 and $4,500.50 were shown as "$4,000" and "$4,501"
// on the invoice list, Payment Status, the project and the dashboard, whose total did not equal its rows. Each screen
// below renders the walk's amounts and must show them exactly; a whole amount still shows whole dollars.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ActiveProjectsCard } from "#web/features/dashboard/components/active-projects-card";
import { CashFlowCard } from "#web/features/dashboard/components/cash-flow-card";
import { CollectionsCard } from "#web/features/dashboard/components/collections-card";
import { RecentActivityCard } from "#web/features/dashboard/components/recent-activity-card";
import { InvoiceCard } from "#web/features/invoices/components/invoice-card";
import PaymentStatusPage from "#web/features/progress/components/payment-status-page";
import ProjectDetailsPage from "#web/features/progress/components/project-details-page";
import { ReviewStep } from "#web/features/progress/components/review-step";
import { json, renderPage, stubApi } from "./render";

afterEach(() => vi.unstubAllGlobals());

const client = {
  id: 7,
  name: "Carla Client",
  companyName: "Client Homes Inc",
  email: "carla@example.com",
  phone: null,
};
const billing = (id: number, amount: number, status: string, extra: object = {}) => ({
  id,
  projectId: 11,
  projectName: "Kitchen Rewire",
  progressNumber: id,
  completionPercentage: 20 * id,
  amount,
  status,
  dueDate: "2026-12-15",
  createdAt: "2026-11-20T15:00:00.000Z",
  paidAt: null,
  description: null,
  photos: [],
  ...extra,
});

describe("exact amounts on every screen", () => {
  it("the invoice list card shows $3,999.99, not $4,000", async () => {
    stubApi({});
    const invoice = { ...billing(1, 399_999, "approved"), clientName: "Carla Client", clientCompany: "Client Homes" };
    renderPage(<InvoiceCard invoice={invoice as never} timeZone="UTC" today="2026-11-27" />);
    expect(await screen.findByText("$3,999.99")).toBeTruthy();
    expect(screen.queryByText("$4,000")).toBeNull();
  });

  it("the dashboard's cash flow total equals its rows, added in cents", async () => {
    stubApi({});
    // The walk: $3,999.99 pending, $4,500.50 approved, $6,000 paid: the true total is $14,500.49.
    renderPage(<CashFlowCard cashFlow={{ pending: 399_999, approved: 450_050, paid: 600_000 }} />);
    const card = await screen.findByRole("region", { name: "Cash Flow Summary" });
    expect(within(card).getByText("$3,999.99")).toBeTruthy();
    expect(within(card).getByText("$4,500.50")).toBeTruthy();
    expect(within(card).getByText("$6,000")).toBeTruthy();
    expect(within(card).getByText("$14,500.49")).toBeTruthy();
  });

  it("the dashboard's overdue amount, activity and active projects show exact amounts", async () => {
    stubApi({});
    const activity = {
      ...billing(2, 450_050, "approved"),
      type: "Approval Received",
      occurredAt: "2026-11-21T10:00:00Z",
    };
    const active = {
      id: 11,
      name: "Kitchen Rewire",
      clientName: "Carla Client",
      clientCompany: "Client Homes Inc",
      completionPercentage: 40,
      latestProgressId: 1,
      status: "pending",
      amount: 399_999,
      progressNumber: 1,
      dueDate: null,
    };
    renderPage(
      <>
        <CollectionsCard
          data={{ overdue: { count: 1, amount: 450_050 }, turnaround: { avgDaysToApproval: 1, avgDaysToPayment: 2 } }}
        />
        <RecentActivityCard items={[activity as never]} />
        <ActiveProjectsCard projects={[active as never]} today="2026-11-27" />
      </>,
    );
    expect(await screen.findByText("1 invoice · $4,500.50")).toBeTruthy();
    expect(screen.getByText("$4,500.50")).toBeTruthy();
    expect(screen.getByText("$3,999.99")).toBeTruthy();
  });

  it("Payment Status shows the billing's exact amount", async () => {
    stubApi({
      "GET /api/progress/1": json({ ...billing(1, 450_050, "approved"), client, billedBy: "Dana Reyes" }),
    });
    renderPage(<PaymentStatusPage />, { path: "/progress/:id", url: "/progress/1" });
    expect(await screen.findByText("$4,500.50")).toBeTruthy();
    expect(screen.queryByText("$4,501")).toBeNull();
  });

  it("the project shows its contract value and each billing exactly", async () => {
    stubApi({
      // The contract value is shown to a role that reads the company's money (ADR 0144).
      "GET /api/user": json({ id: 1, fullName: "Jordan Pike", email: "jo@example.com", role: "owner" }),
      "GET /api/projects/11": json({
        id: 11,
        name: "Kitchen Rewire",
        description: null,
        status: "active",
        totalValue: 1_450_049,
        completionPercentage: 40,
        client,
      }),
      "GET /api/projects/11/progress": json([billing(1, 399_999, "paid"), billing(2, 450_050, "approved")]),
    });
    renderPage(<ProjectDetailsPage />, { path: "/project/:id", url: "/project/11" });
    expect(await screen.findByText("$14,500.49")).toBeTruthy();
    expect(await screen.findByText("$3,999.99")).toBeTruthy();
    expect(screen.getByText("$4,500.50")).toBeTruthy();
    // Billed and left against the contract (issue 38): $8,500.49 billed, $6,000 left.
    expect(screen.getByText("Billed").nextElementSibling?.textContent).toBe("$8,500.49");
    expect(screen.getByText("Left to bill").nextElementSibling?.textContent).toBe("$6,000");
  });
});

describe("screens say what is true (issue 38)", () => {
  it("a project never billed reads Not billed yet on the dashboard, not $0 · Progress #1 · Pending", async () => {
    stubApi({});
    const never = {
      id: 12,
      name: "Garage Subpanel",
      clientName: "Carla Client",
      clientCompany: "Client Homes Inc",
      completionPercentage: 0,
      latestProgressId: null,
      status: "pending",
      amount: 0,
      progressNumber: 1,
      dueDate: null,
    };
    renderPage(<ActiveProjectsCard projects={[never as never]} today="2026-11-27" />);
    expect(await screen.findByText("Not billed yet")).toBeTruthy();
    expect(screen.queryByText("$0")).toBeNull();
    expect(screen.queryByText("Progress #1")).toBeNull();
    expect(screen.queryByText("Pending")).toBeNull();
  });

  it("Payment Status offers no Get Paid panel once the client says they paid", async () => {
    stubApi({
      "GET /api/progress/2": json({
        ...billing(2, 450_050, "approved"),
        client,
        billedBy: "Dana Reyes",
        paymentClaimedAt: "2026-11-26T10:00:00.000Z",
      }),
    });
    renderPage(<PaymentStatusPage />, { path: "/progress/:id", url: "/progress/2" });
    expect(await screen.findByText("$4,500.50")).toBeTruthy();
    expect(screen.queryByText("Get Paid")).toBeNull();
  });
});

describe("a billing past the contract value (issue 38)", () => {
  it("is warned at review and submitted only once the contractor confirms a change of contract", async () => {
    stubApi({});
    const confirm = vi.fn();
    const props = {
      projectName: "Kitchen Rewire",
      nextNumber: 3,
      details: { completionPercentage: 60, amount: 7000, dueDate: "", description: "" },
      amountCents: 700_000,
      photos: [{ id: "p1", status: "uploaded", previewUrl: "blob:x", caption: "" }] as never,
      submitting: false,
      offline: false,
      onBack: () => {},
      onFixPhotos: () => {},
      onSubmit: () => {},
    };
    const contract = { totalValue: 1_450_049, billed: 850_049, confirmed: false, confirm };
    // The page holds the confirmation; the step only reports it (re-rendered inside the app's providers).
    function Page() {
      const [confirmed, setConfirmed] = useState(false);
      const onConfirm = (yes: boolean) => {
        confirm(yes);
        setConfirmed(yes);
      };
      return <ReviewStep {...props} contract={{ ...contract, confirmed, confirm: onConfirm }} />;
    }
    renderPage(<Page />);
    const warning = await screen.findByRole("alert");
    expect(warning.textContent).toContain(
      "This billing takes the project past its contract value of $14,500.49 ($6,000.00 left to bill).",
    );
    const submit = screen.getByRole("button", { name: "Submit Progress" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "The contract changed: raise its value to $15,500.49" }));
    expect(confirm).toHaveBeenCalledWith(true);
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Submit Progress" }) as HTMLButtonElement).disabled).toBe(false),
    );
  });
});
