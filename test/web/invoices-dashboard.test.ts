// Invoice search and tabs, the past-due rule, the cash-flow shares and where a dashboard project card goes.
import { describe, expect, it } from "vitest";
import { isOverdue } from "#schema/rules/billing-state";
import { todayIn } from "#schema/rules/time";
import { activeProjectLink, cashFlowShares } from "#web/features/dashboard/api/dashboard";
import { filterInvoices, type Invoice } from "#web/features/invoices/api/invoices";

const invoice = (overrides: Partial<Invoice>): Invoice => ({
  id: 1,
  projectId: 1,
  progressNumber: 1,
  completionPercentage: 50,
  amount: 100_000,
  // A US billing's money as issued (issue 33): no tax, the amount is net and total.
  currency: "USD",
  locale: "en-US",
  netAmount: overrides.amount ?? 100_000,
  taxAmount: 0,
  totalAmount: overrides.amount ?? 100_000,
  taxLines: [],
  reverseCharge: null,
  invoiceNumber: "INV-0001",
  amountPaid: 0,
  balanceDue: overrides.amount ?? 100_000,
  status: "pending",
  dueDate: null,
  createdAt: "2026-03-01T12:00:00.000Z",
  approvedAt: null,
  paidAt: null,
  reminderSent: false,
  projectName: "Webb Kitchen Rewire",
  clientName: "Marcus Webb",
  clientCompany: "Webb Family Homes",
  ...overrides,
});

const list = [
  invoice({
    id: 12,
    status: "paid",
    projectName: "Alvarez Duplex Repipe",
    clientCompany: "Alvarez Property Management",
  }),
  invoice({ id: 7, status: "approved", projectName: "Northgate Dental HVAC", clientCompany: "Northgate Dental Group" }),
  invoice({ id: 3, status: "pending" }),
  invoice({ id: 2, status: "rejected" }),
];
const ids = (xs: Invoice[]) => xs.map((i) => i.id);

describe("filterInvoices", () => {
  it("keeps the server's order and filters by tab", () => {
    expect(ids(filterInvoices(list, "all", ""))).toEqual([12, 7, 3, 2]);
    expect(ids(filterInvoices(list, "pending", ""))).toEqual([3]);
    expect(ids(filterInvoices(list, "approved", ""))).toEqual([7]);
    expect(ids(filterInvoices(list, "paid", ""))).toEqual([12]);
  });

  it("matches project name, client company or 'invoice #id', ignoring case and spaces around", () => {
    expect(ids(filterInvoices(list, "all", "  DUPLEX "))).toEqual([12]);
    expect(ids(filterInvoices(list, "all", "northgate dental group"))).toEqual([7]);
    expect(ids(filterInvoices(list, "all", "invoice #7"))).toEqual([7]);
    expect(ids(filterInvoices(list, "all", "Invoice #1"))).toEqual([12]);
    expect(ids(filterInvoices(list, "all", "marcus"))).toEqual([]);
    expect(ids(filterInvoices(list, "paid", "webb"))).toEqual([]);
  });
});

describe("isOverdue", () => {
  it("is true only for pending or approved invoices due before today", () => {
    expect(isOverdue({ status: "pending", dueDate: "2026-03-08" }, "2026-03-09")).toBe(true);
    expect(isOverdue({ status: "approved", dueDate: "2026-03-08" }, "2026-03-09")).toBe(true);
    expect(isOverdue({ status: "approved", dueDate: "2026-03-09" }, "2026-03-09")).toBe(false);
    expect(isOverdue({ status: "paid", dueDate: "2026-03-01" }, "2026-03-09")).toBe(false);
    expect(isOverdue({ status: "rejected", dueDate: "2026-03-01" }, "2026-03-09")).toBe(false);
    expect(isOverdue({ status: "pending", dueDate: null }, "2026-03-09")).toBe(false);
  });

  it("takes today on the contractor's calendar", () => {
    const at = new Date("2026-03-10T06:00:00Z");
    expect(todayIn("America/Los_Angeles", at)).toBe("2026-03-09");
    expect(todayIn("Asia/Tokyo", at)).toBe("2026-03-10");
  });
});

describe("dashboard helpers", () => {
  it("rounds each total's share of the whole, and gives zeros when nothing is billed", () => {
    expect(cashFlowShares({ pending: 555_050, approved: 555_000, paid: 2_600_000 })).toEqual({
      total: 3_710_050,
      pending: 15,
      approved: 15,
      paid: 70,
    });
    expect(cashFlowShares({ pending: 0, approved: 0, paid: 0 })).toEqual({
      total: 0,
      pending: 0,
      approved: 0,
      paid: 0,
    });
  });

  it("sends a project card to its latest billing's Payment Status, or to the project without one", () => {
    expect(activeProjectLink({ id: 4, latestProgressId: 19 })).toBe("/progress/19");
    expect(activeProjectLink({ id: 4, latestProgressId: null })).toBe("/project/4");
  });
});
