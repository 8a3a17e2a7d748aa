// The Submit Progress wizard inside the app's real providers (query cache, toasts, slots) and a memory router, with
// only the network stubbed: the draft restore, the completion floor, and a submission with its Idempotency-Key.
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { completionBelowPrevious } from "#schema/contracts/progress";
import { ADD_SALES_TAX, SALES_TAX_HELP, SALES_TAX_RATE_FIELD } from "#schema/contracts/tax-texts";
import { Providers } from "#web/app/providers";
import { PageHeaderProvider } from "#web/components/shell/page-header";
import SubmitProgressRoute from "#web/features/progress/components/submit-progress-page";
import { loadDraft, saveDraft } from "#web/features/progress/hooks/wizard-draft";

vi.mock("#web/features/progress/api/uploads", () => ({
  uploadPhoto: vi.fn(async (_blob: Blob, name: string) => ({
    url: `/api/uploads/u/1/${name}`,
    contentType: "image/png",
    size: 3,
  })),
}));
vi.mock("#web/features/progress/hooks/compress-photo", () => ({ compressPhoto: async (file: File) => file }));

const PROJECT = {
  id: 5,
  name: "Webb Kitchen Rewire",
  status: "active",
  progressStatus: "pending",
  lastProgressNumber: 1,
  lastProgressDate: "2026-11-01T10:00:00.000Z",
};

type Call = { method: string; path: string; headers: Headers; body: unknown };
let calls: Call[] = [];

function stubApi(
  history: { progressNumber: number; status: string; completionPercentage: number }[],
  /** More answers by path (the signed-in user, the tax rates). */
  more: Record<string, unknown> = {},
) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(
        new URL(String(input instanceof Request ? input.url : input), "http://app.test"),
        init,
      );
      const path = new URL(request.url).pathname;
      const body = request.method === "POST" ? await request.json() : null;
      calls.push({ method: request.method, path, headers: request.headers, body });
      const json = (data: unknown, status = 200) =>
        new Response(JSON.stringify(data), { status, headers: { "Content-Type": "application/json" } });
      if (path === "/api/projects") return json([PROJECT]);
      if (path === "/api/projects/5/progress") return json(history);
      if (path === "/api/progress" && request.method === "POST")
        return json({ id: 77, progressNumber: 2, amount: 420_000, approval: { delivery: "queued" } }, 201);
      if (path === "/api/badges") return json({ badges: [], achievements: [] });
      if (path in more) return json(more[path]);
      return json({ message: "Not found" }, 404);
    }),
  );
}

const renderWizard = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: "/progress/new", element: <SubmitProgressRoute /> },
      { path: "/progress/submit/:projectId", element: <SubmitProgressRoute /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <PageHeaderProvider>
        <RouterProvider router={router} />
      </PageHeaderProvider>
    </Providers>,
  );
  return router;
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("Submit Progress wizard", () => {
  it("restores the unsent draft of this tab, and Start over forgets it", async () => {
    stubApi([{ progressNumber: 1, status: "pending", completionPercentage: 20 }]);
    saveDraft({
      projectId: 5,
      details: { completionPercentage: 45, amount: 4200, dueDate: "2026-12-15", description: "Rough-in" },
      photos: [{ url: "/api/uploads/u/1/panel.jpg", caption: "Panel" }],
      idempotencyKey: "draft-key-123",
    });
    const user = userEvent.setup();
    renderWizard("/progress/new");

    expect(await screen.findByText("We kept the progress you had not sent yet.")).toBeTruthy();
    expect(await screen.findByText("This will be Progress #2")).toBeTruthy();
    expect((screen.getByLabelText("Progress Completion %") as HTMLInputElement).value).toBe("45");
    expect((screen.getByLabelText("Amount ($)") as HTMLInputElement).value).toBe("4200");
    expect((screen.getByLabelText("Description (Optional)") as HTMLTextAreaElement).value).toBe("Rough-in");

    await user.click(screen.getByRole("button", { name: "Continue to Photos" }));
    expect(await screen.findByRole("heading", { name: "Photo Documentation" })).toBeTruthy();
    expect((screen.getByLabelText("Caption for photo 1") as HTMLInputElement).value).toBe("Panel");
    expect(screen.getByText("Uploaded")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Start over" }));
    expect(await screen.findByRole("heading", { name: "Select a project" })).toBeTruthy();
    expect(screen.queryByText("We kept the progress you had not sent yet.")).toBeNull();
    await waitFor(() => expect(loadDraft()?.photos).toEqual([]));
    expect(loadDraft()?.idempotencyKey).not.toBe("draft-key-123");
  });

  it("a draft whose project was completed elsewhere reopens on the project list, not a dead end", async () => {
    stubApi([]);
    saveDraft({
      projectId: 9,
      details: { completionPercentage: 45, amount: 4200, dueDate: "2026-12-15", description: "Rough-in" },
      photos: [],
      idempotencyKey: "draft-key-456",
    });
    const user = userEvent.setup();
    renderWizard("/progress/new?step=details");
    expect(await screen.findByText(/The project you picked is no longer open for billing/)).toBeTruthy();
    expect(screen.queryByText("Project information not found")).toBeNull();
    await user.click(await screen.findByText("Webb Kitchen Rewire"));
    expect(await screen.findByText(/^This will be Progress #\d$/)).toBeTruthy();
    expect(screen.queryByText(/no longer open for billing/)).toBeNull();
  });

  it("holds the completion to the project's previous progress, then submits once with the draft's key", async () => {
    stubApi([
      { progressNumber: 1, status: "approved", completionPercentage: 40 },
      { progressNumber: 2, status: "rejected", completionPercentage: 70 },
    ]);
    const user = userEvent.setup();
    renderWizard("/progress/submit/5");

    // A rejected billing sets no floor; the approved 40% does.
    expect(await screen.findByText("The previous progress was at 40%.")).toBeTruthy();
    await user.type(screen.getByLabelText("Progress Completion %"), "30");
    expect(await screen.findByText(completionBelowPrevious(40))).toBeTruthy();
    await user.clear(screen.getByLabelText("Progress Completion %"));
    await user.type(screen.getByLabelText("Progress Completion %"), "60");
    await user.type(screen.getByLabelText("Amount ($)"), "4200");
    await waitFor(() => expect(screen.queryByText(completionBelowPrevious(40))).toBeNull());
    await user.click(screen.getByRole("button", { name: "Continue to Photos" }));

    const photo = new File([new Uint8Array([1, 2, 3])], "panel.png", { type: "image/png" });
    await user.upload(await screen.findByLabelText("Choose photos"), photo);
    expect(await screen.findByText("Uploaded")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Continue to Review" }));
    expect(await screen.findByText("$4,200.00")).toBeTruthy();
    const key = loadDraft()?.idempotencyKey;
    expect(key).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Submit Progress" }));
    expect(await screen.findByRole("heading", { name: "Progress Submitted Successfully" })).toBeTruthy();
    const posts = calls.filter((c) => c.method === "POST" && c.path === "/api/progress");
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get("Idempotency-Key")).toBe(key);
    expect(posts[0]!.body).toMatchObject({
      projectId: 5,
      completionPercentage: 60,
      amount: 420_000,
      photos: [{ url: "/api/uploads/u/1/panel.png", caption: null }],
      status: "pending",
    });
    // Sent: nothing is kept to restore.
    await act(async () => {});
    expect(loadDraft()).toBeNull();
  });

  it("shows a GB company's VAT and total under the amount and at review, in pounds (issue 33)", async () => {
    stubApi([], {
      "/api/user": { id: 1, role: "owner", country: "GB", currency: "GBP", locale: "en-GB" },
      "/api/tax-rates": {
        country: "GB",
        taxMode: "exclusive",
        defaultTaxRate: "GB-STD",
        rates: [
          {
            code: "GB-STD",
            label: "VAT 20%",
            region: null,
            rate: 20,
            parts: [{ code: "GB-STD", label: "VAT 20%", rateMilli: 20_000 }],
          },
        ],
      },
    });
    const user = userEvent.setup();
    renderWizard("/progress/submit/5");
    await user.type(await screen.findByLabelText("Progress Completion %"), "30");
    await user.type(screen.getByLabelText("Amount (£)"), "1000");
    expect(await screen.findByText("VAT 20%")).toBeTruthy();
    expect(screen.getByText("£200.00")).toBeTruthy();
    expect(screen.getByText("£1,200.00")).toBeTruthy();
    expect(screen.queryByRole("button", { name: ADD_SALES_TAX })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Continue to Photos" }));
    const photo = new File([new Uint8Array([1, 2, 3])], "panel.png", { type: "image/png" });
    await user.upload(await screen.findByLabelText("Choose photos"), photo);
    expect(await screen.findByText("Uploaded")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Continue to Review" }));
    expect(await screen.findByText("Net")).toBeTruthy();
    expect(screen.getByText("VAT 20%")).toBeTruthy();
    expect(screen.getByText("£200.00")).toBeTruthy();
    expect(screen.getByText("£1,200.00")).toBeTruthy();
  });

  it("lets a US company add a manual sales tax line, with the help text, and sends it with the billing", async () => {
    stubApi([], {
      "/api/user": { id: 1, role: "owner", country: "US", currency: "USD", locale: "en-US" },
      "/api/tax-rates": { country: "US", taxMode: "none", defaultTaxRate: null, rates: [] },
    });
    const user = userEvent.setup();
    renderWizard("/progress/submit/5");
    await user.type(await screen.findByLabelText("Progress Completion %"), "30");
    await user.type(screen.getByLabelText("Amount ($)"), "1000");
    await user.click(await screen.findByRole("button", { name: ADD_SALES_TAX }));
    expect(screen.getByText(SALES_TAX_HELP)).toBeTruthy();
    await user.type(screen.getByLabelText(SALES_TAX_RATE_FIELD), "8.25");
    expect(await screen.findByText("$82.50")).toBeTruthy();
    expect(screen.getByText("$1,082.50")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Continue to Photos" }));
    const photo = new File([new Uint8Array([1, 2, 3])], "panel.png", { type: "image/png" });
    await user.upload(await screen.findByLabelText("Choose photos"), photo);
    expect(await screen.findByText("Uploaded")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Continue to Review" }));
    expect(await screen.findByText("$1,082.50")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Submit Progress" }));
    expect(await screen.findByRole("heading", { name: "Progress Submitted Successfully" })).toBeTruthy();
    const posts = calls.filter((c) => c.method === "POST" && c.path === "/api/progress");
    expect(posts[0]!.body).toMatchObject({ amount: 100_000, salesTax: { label: "Sales tax", rate: 8.25 } });
  });
});
