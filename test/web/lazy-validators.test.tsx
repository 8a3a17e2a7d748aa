// First screens without a validator (issue 27, ADR 0093): the payment settings card renders without zod or a form
// library and loads the shared schema on the first focus in its form, with the same messages and the same request
// as before; the progress wizard's details schema waits until a project is chosen. Each module below counts how
// often it is loaded, so a static import from the card (or a load on the project step) shows at once.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAYMENT_CONFIRMATION_TEXT } from "#schema/contracts/payment-texts";
import { completionBelowPrevious } from "#schema/contracts/progress";
import { PaymentSettingsCard } from "#web/features/profile/components/payment-settings-card";
import SubmitProgressRoute from "#web/features/progress/components/submit-progress-page";
import type { CurrentUser } from "#web/lib/session";
import { json, renderPage, stubApi } from "./render";

const loads = vi.hoisted(() => ({ payments: 0, formLibrary: 0, resolvers: 0, details: 0 }));
vi.mock("#web/features/progress/hooks/details-schema", async (original) => {
  loads.details++;
  return original();
});
vi.mock("#schema/contracts/payments", async (original) => {
  loads.payments++;
  return original();
});
vi.mock("react-hook-form", async (original) => {
  loads.formLibrary++;
  return original();
});
vi.mock("@hookform/resolvers/zod", async (original) => {
  loads.resolvers++;
  return original();
});

afterEach(() => vi.unstubAllGlobals());

const owner = {
  id: 1,
  username: "dana",
  fullName: "Dana Reyes",
  role: "owner",
  preferredPaymentMethod: "bank",
  bankAccountName: null,
  bankAccountNumber: null,
  bankRoutingNumber: null,
  paypalUsername: null,
  venmoUsername: null,
  zelleEmail: null,
  cashAppUsername: null,
} as unknown as CurrentUser;

describe("the payment settings card", () => {
  it("renders without zod or a form library, loads the schema on first focus, and saves only the chosen method", async () => {
    const calls = stubApi({
      "GET /api/user": json(owner),
      "PUT /api/user/payment-details": (call) => json({ ...owner, ...(call.body as object) }),
    });
    const user = userEvent.setup();
    renderPage(<PaymentSettingsCard user={owner} />, { path: "/profile" });

    expect(await screen.findByRole("heading", { name: "Payment Settings" })).toBeTruthy();
    expect(loads).toMatchObject({ payments: 0, formLibrary: 0, resolvers: 0 });

    await user.click(screen.getByLabelText("Account holder name"));
    await waitFor(() => expect(loads.payments).toBe(1));
    expect(loads.formLibrary + loads.resolvers).toBe(0);

    await user.type(screen.getByLabelText("Account holder name"), "Reyes Electric LLC");
    await user.type(screen.getByLabelText("Routing number"), "12345");
    await user.type(screen.getByLabelText("Account number"), "000123456789");
    // What was typed for one method is still there after looking at another.
    await user.click(screen.getByRole("radio", { name: "PayPal" }));
    expect(screen.getByLabelText("PayPal.Me username")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "Bank transfer" }));
    expect((screen.getByLabelText("Routing number") as HTMLInputElement).value).toBe("12345");

    const save = screen.getByRole("button", { name: "Save Payment Details" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: PAYMENT_CONFIRMATION_TEXT }));
    await user.click(save);
    expect(await screen.findByText("Routing number must be 9 digits")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Routing number"));
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    // Corrected as it is typed, then sent with the chosen method's fields only.
    await user.clear(screen.getByLabelText("Routing number"));
    await user.type(screen.getByLabelText("Routing number"), "021000021");
    await waitFor(() => expect(screen.queryByText("Routing number must be 9 digits")).toBeNull());
    await user.click(save);
    expect(await screen.findByText("Payment Details Saved")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
      {
        preferredPaymentMethod: "bank",
        bankAccountName: "Reyes Electric LLC",
        bankAccountNumber: "000123456789",
        bankRoutingNumber: "021000021",
        mailingAddress: null,
      },
    ]);
    // A new change needs a fresh confirmation.
    expect((screen.getByRole("checkbox", { name: PAYMENT_CONFIRMATION_TEXT }) as HTMLInputElement).checked).toBe(false);
    expect(loads.formLibrary + loads.resolvers).toBe(0);
  });
});

describe("the payment settings card keeps every method typed (issue 38)", () => {
  it("saves Venmo and PayPal.Me typed before the picker moved to Bank, and names a bad one beside the picker", async () => {
    const calls = stubApi({
      "PUT /api/user/payment-details": (call) => json({ ...owner, ...(call.body as object) }),
    });
    const user = userEvent.setup();
    renderPage(<PaymentSettingsCard user={owner} />, { path: "/profile" });

    await user.click(await screen.findByRole("radio", { name: "Venmo" }));
    await user.type(screen.getByLabelText("Venmo username"), "abc");
    await user.click(screen.getByRole("radio", { name: "PayPal" }));
    await user.type(screen.getByLabelText("PayPal.Me username"), "ReyesElectric");
    await user.click(screen.getByRole("radio", { name: "Bank transfer" }));
    await user.type(screen.getByLabelText("Account holder name"), "Reyes Electric LLC");
    await user.type(screen.getByLabelText("Routing number"), "021000021");
    await user.type(screen.getByLabelText("Account number"), "000123456789");
    await user.type(screen.getByLabelText("Mailing address for checks (optional)"), "PO Box 12");
    await user.click(screen.getByRole("checkbox", { name: PAYMENT_CONFIRMATION_TEXT }));
    const save = screen.getByRole("button", { name: "Save Payment Details" });
    await user.click(save);
    // The Venmo name typed under another method is checked too, and said where the person is looking.
    expect(await screen.findByText("Venmo: A Venmo username has 5 to 30 letters, numbers, - or _")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    await user.click(screen.getByRole("radio", { name: "Venmo" }));
    await user.type(screen.getByLabelText("Venmo username"), "-reyes");
    await user.click(screen.getByRole("radio", { name: "Bank transfer" }));
    await user.click(save);
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1));
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
      {
        preferredPaymentMethod: "bank",
        bankAccountName: "Reyes Electric LLC",
        bankAccountNumber: "000123456789",
        bankRoutingNumber: "021000021",
        paypalUsername: "ReyesElectric",
        venmoUsername: "abc-reyes",
        mailingAddress: "PO Box 12",
      },
    ]);
    // Still there after the save, under its own method.
    await waitFor(() => expect((screen.getByRole("checkbox") as HTMLInputElement).checked).toBe(false));
    await user.click(screen.getByRole("radio", { name: "Venmo" }));
    expect((screen.getByLabelText("Venmo username") as HTMLInputElement).value).toBe("abc-reyes");
  });
});

describe("the progress wizard", () => {
  it("loads the details schema once a project is chosen, not on the project step, and validates as typed", async () => {
    stubApi({
      "GET /api/projects": json([
        {
          id: 5,
          name: "Webb Kitchen Rewire",
          status: "active",
          progressStatus: "approved",
          lastProgressNumber: 1,
          lastProgressDate: "2026-11-01T10:00:00.000Z",
        },
      ]),
      "GET /api/projects/5/progress": json([{ progressNumber: 1, status: "approved", completionPercentage: 40 }]),
      "GET /api/badges": json({ badges: [], achievements: [] }),
    });
    localStorage.clear();
    const user = userEvent.setup();
    renderPage(<SubmitProgressRoute />, { path: "/progress/new" });

    expect(await screen.findByRole("heading", { name: "Select a project" })).toBeTruthy();
    const project = await screen.findByText("Webb Kitchen Rewire");
    await new Promise((settle) => setTimeout(settle, 50));
    expect(loads.details).toBe(0);

    await user.click(project);
    await waitFor(() => expect(loads.details).toBe(1));
    await user.type(await screen.findByLabelText("Progress Completion %"), "30");
    expect(await screen.findByText(completionBelowPrevious(40))).toBeTruthy();
  });
});
