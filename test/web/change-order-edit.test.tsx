// Issue 37: a change order is edited while it is a draft (title, description, amount, days) and never once sent.
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChangeOrdersCard } from "#web/features/pay-apps/components/change-orders-card";
import { json, renderPage, stubApi } from "./render";

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

const co = (id: number, number: number, status: string, title: string) => ({
  id,
  projectId: 3,
  number,
  label: `CO-${number}`,
  title,
  description: "Twelve outlets",
  amount: 250_050,
  daysAdded: 5,
  status,
  sovEffect: "new_line",
  sovLineId: null,
  billOnApproval: false,
  reversesId: null,
  reversedById: null,
  progressId: null,
  approvedOn: null,
  decidedAt: null,
  signerName: null,
  rejectReason: null,
  sentAt: null,
  currency: "USD",
  locale: "en-US",
});
const list = (orders: unknown[]) => ({
  changeOrders: orders,
  originalContractSum: 10_000_000,
  approvedAdditions: 0,
  approvedDeductions: 0,
  netChange: 0,
  revisedContractSum: 10_000_000,
  pending: 250_050,
  currency: "USD",
  locale: "en-US",
});

describe("editing a draft change order", () => {
  it("saves the draft's title, description, amount and days; a sent one offers no edit", async () => {
    const calls = stubApi({
      "GET /api/projects/3/change-orders": json(list([co(5, 1, "draft", "Added outlets"), co(6, 2, "sent", "Paint")])),
      "GET /api/projects/3/deposits": json([]),
      "PATCH /api/change-orders/5": json(co(5, 1, "draft", "Added outlets, lobby")),
    });
    renderPage(<ChangeOrdersCard projectId={3} payApps={false} />, { path: "/project/3" });
    const draft = await screen.findByRole("listitem", { name: "Change order CO-1" }, { timeout: 15_000 });
    const sent = screen.getByRole("listitem", { name: "Change order CO-2" });
    expect(within(sent).queryByRole("button", { name: "Edit" })).toBeNull();
    fireEvent.click(within(draft).getByRole("button", { name: "Edit" }));
    const form = screen.getByRole("form", { name: "Edit CO-1" });
    expect((within(form).getByLabelText("Amount (minus for a deduction)") as HTMLInputElement).value).toBe("2500.50");
    fireEvent.change(within(form).getByLabelText("Title"), { target: { value: "Added outlets, lobby" } });
    fireEvent.change(within(form).getByLabelText("Description"), { target: { value: "Fourteen outlets" } });
    fireEvent.change(within(form).getByLabelText("Amount (minus for a deduction)"), { target: { value: "-300" } });
    fireEvent.change(within(form).getByLabelText("Days added"), { target: { value: "2" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save change order" }));
    await screen.findByRole("listitem", { name: "Change order CO-1" });
    const patch = calls.find((c) => c.method === "PATCH");
    expect(patch).toMatchObject({
      path: "/api/change-orders/5",
      body: { title: "Added outlets, lobby", description: "Fourteen outlets", amount: -30_000, daysAdded: 2 },
    });
  });
});
