// Peppol on the screen (ADR 0204): the owner registers the company as a Peppol sender once from Profile, and a
// billing's line says where its e-invoice stands: queued, sent, delivered, refused in the access point's words, or not
// sent because the company is not registered.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PEPPOL_DELIVERED, PEPPOL_NOT_REGISTERED, PEPPOL_REGISTERED } from "#schema/contracts/peppol";
import { PeppolCard } from "#web/features/profile/components/peppol-card";
import { PeppolDeliveryLine } from "#web/features/progress/components/peppol-delivery-line";
import { json, renderPage, stubApi } from "./render";

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

const owner = { id: 1, fullName: "Olivia Owner", email: "o@example.com", role: "owner", timezone: "Europe/Brussels" };

describe("Peppol e-invoices on /profile", () => {
  it("registers a Belgian company as a Peppol sender and then says it is registered", async () => {
    const calls = stubApi({
      "GET /api/user": json(owner),
      "GET /api/peppol/registration": json({ available: true, registered: false }),
      "POST /api/peppol/registration": json({ available: true, registered: true }),
    });
    renderPage(<PeppolCard country="BE" />, { path: "/profile" });
    expect(await screen.findByText(/Belgian businesses must receive invoices over Peppol/)).toBeTruthy();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Register as a Peppol sender" }));
    expect((await screen.findByTestId("peppol-registered")).textContent).toBe(PEPPOL_REGISTERED);
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.path === "/api/peppol/registration")).toBe(true),
    );
  });
});

describe("a billing's Peppol line", () => {
  it.each([
    [{ status: "queued", reason: null }, "Queued for Peppol"],
    [{ status: "sent", reason: null }, "Sent via Peppol, waiting for the client's access point"],
    [{ status: "delivered", reason: null }, PEPPOL_DELIVERED],
    [{ status: "failed", reason: "Unknown purchase order" }, "Not delivered via Peppol: Unknown purchase order"],
    [{ status: "unregistered", reason: PEPPOL_NOT_REGISTERED }, `Not sent via Peppol: ${PEPPOL_NOT_REGISTERED}`],
  ] as const)("shows %o as %s", (delivery, line) => {
    render(<PeppolDeliveryLine delivery={delivery} />);
    expect(screen.getByTestId("peppol-delivery").textContent).toBe(line);
  });
});
