// The invoice card's e-invoice menu (issue 36): each format downloads from the billing's route, and a refusal's toast
// is the Worker's own message, which names what the billing lacks.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EINVOICE_FORMAT_LABELS, EINVOICE_TEXTS } from "#schema/contracts/einvoice-formats";
import { EInvoiceMenu } from "#web/features/invoices/components/e-invoice-menu";
import { EINVOICE_GAPS } from "#worker/einvoice/model";
import { json, renderPage, stubApi, toastSays } from "./render";

afterEach(() => vi.unstubAllGlobals());

describe("the e-invoice menu", () => {
  it("asks the billing's route for the chosen format and says what the billing lacks", async () => {
    const calls = stubApi({
      "GET /api/progress/7/einvoice": json({ message: EINVOICE_GAPS.buyerReference.message, code: "BAD_REQUEST" }, 400),
    });
    renderPage(<EInvoiceMenu id={7} label="Invoice INV-0007" />);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(`${EINVOICE_TEXTS.menu} of Invoice INV-0007`));
    // The formats load on the first open (lazy): a busy machine gets time for the chunk.
    await user.click(
      await screen.findByRole("button", { name: EINVOICE_FORMAT_LABELS.xrechnung }, { timeout: 15_000 }),
    );
    await toastSays(EINVOICE_TEXTS.failed, EINVOICE_GAPS.buyerReference.message);
    await waitFor(() => expect(calls.map((c) => c.path)).toContain("/api/progress/7/einvoice"));
  });
});
