// /invoices' Export (ADR 0125): shown to the owner and the office only; the dialog builds the download link from the
// shared query schema and refuses a backwards range before any request.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EXPORT_TEXTS } from "#schema/contracts/accounting-export";
import InvoicesPage from "#web/features/invoices/components/invoices-page";
import { json, renderPage, stubApi } from "./render";

afterEach(() => vi.unstubAllGlobals());
// The dialog's code (and the query schema) loads on intent: give a busy machine time for it.
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 15_000 };

const me = (role: "owner" | "office" | "field") => ({
  id: 1,
  fullName: "Jordan Pike",
  email: "jo@example.com",
  role,
  timezone: "America/New_York",
});

const open = (role: "owner" | "office" | "field") => {
  const calls = stubApi({ "GET /api/user": json(me(role)), "GET /api/progress": json([]) });
  renderPage(<InvoicesPage />, { path: "/invoices" });
  return calls;
};

describe("Export on /invoices", () => {
  it("is not there for a field member", async () => {
    open("field");
    await screen.findByRole("heading", { name: "Invoices" });
    await waitFor(() =>
      expect(screen.queryByText("Submit progress on your projects to generate invoices.")).not.toBeNull(),
    );
    expect(screen.queryByRole("button", { name: "Export" })).toBeNull();
  });

  it.each(["owner", "office"] as const)(
    "lets the %s pick a format, records and range, and links to the file",
    async (role) => {
      const calls = open(role);
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Export" }, SLOW));
      const dialog = await screen.findByRole("dialog", { name: EXPORT_TEXTS.title }, SLOW);
      expect(dialog).toBeTruthy();
      await user.selectOptions(screen.getByLabelText("Format"), "xero");
      await user.clear(screen.getByLabelText("From"));
      await user.type(screen.getByLabelText("From"), "2026-01-01");
      await user.clear(screen.getByLabelText("To"));
      await user.type(screen.getByLabelText("To"), "2026-03-31");
      await user.selectOptions(screen.getByLabelText("Status"), "paid");
      const link = screen.getByRole("link", { name: "Download" });
      expect(link.getAttribute("href")).toBe(
        "/api/exports/accounting?format=xero&records=invoices&from=2026-01-01&to=2026-03-31&status=paid&synced=include",
      );
      // What the connected sync already put in the books can be left out (issue 38).
      await user.click(screen.getByLabelText(EXPORT_TEXTS.leaveOutSynced));
      expect(screen.getByRole("link", { name: "Download" }).getAttribute("href")).toContain("synced=leave-out");
      await user.click(screen.getByLabelText(EXPORT_TEXTS.leaveOutSynced));
      // Payments have no status: every paid billing whose payment arrived in the range.
      await user.selectOptions(screen.getByLabelText("What to export"), "payments");
      expect(screen.queryByLabelText("Status")).toBeNull();
      expect(screen.getByRole("link", { name: "Download" }).getAttribute("href")).toContain(
        "records=payments&from=2026-01-01&to=2026-03-31&status=all",
      );
      // Nothing was requested: the browser fetches the file itself when the link is followed.
      expect(calls.some((c) => c.path.startsWith("/api/exports"))).toBe(false);
    },
  );

  it("refuses a range that ends before it starts, with the contract's words", async () => {
    open("owner");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Export" }, SLOW));
    await screen.findByRole("dialog", {}, SLOW);
    await user.clear(screen.getByLabelText("From"));
    await user.type(screen.getByLabelText("From"), "2026-05-01");
    await user.clear(screen.getByLabelText("To"));
    await user.type(screen.getByLabelText("To"), "2026-04-01");
    expect(screen.getByText(EXPORT_TEXTS.badRange)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Download" })).toBeNull();
    expect((screen.getByRole("button", { name: "Download" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says an empty range instead of downloading a header alone, and stays open for the next file", async () => {
    const clicks: string[] = [];
    // jsdom follows no link: record which file the browser would have been asked to save.
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.getAttribute("href")!);
    });
    const calls = stubApi({
      "GET /api/user": json(me("owner")),
      "GET /api/progress": json([]),
      "GET /api/exports/accounting/empty": ({ path }) =>
        json({ empty: calls.filter((c) => c.path === path).length < 2 }),
    });
    renderPage(<InvoicesPage />, { path: "/invoices" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Export" }));
    const dialog = await screen.findByRole("dialog", { name: EXPORT_TEXTS.title });
    await user.click(screen.getByRole("link", { name: "Download" }));
    expect((await screen.findByRole("status")).textContent).toBe("No billings in this range");
    expect(clicks).toEqual([]);
    expect(screen.getByRole("dialog", { name: EXPORT_TEXTS.title })).toBe(dialog);

    // Another range with billings in it: the file downloads, and the dialog is still there for the payments.
    await user.clear(screen.getByLabelText("From"));
    await user.type(screen.getByLabelText("From"), "2026-01-01");
    expect(screen.queryByRole("status")).toBeNull();
    await user.click(screen.getByRole("link", { name: "Download" }));
    expect((await screen.findByRole("status")).textContent).toBe(EXPORT_TEXTS.started);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toContain("/api/exports/accounting?format=quickbooks-online&records=invoices&from=2026-01-01");
    expect(screen.getByRole("dialog", { name: EXPORT_TEXTS.title })).toBe(dialog);
    vi.restoreAllMocks();
  });
});
