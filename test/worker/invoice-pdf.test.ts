// The invoice renderer on its own: what a client's accounts-payable clerk needs is on the page, read back from the PDF.
import { describe, expect, it } from "vitest";
import {
  INVOICE_SECTIONS,
  type InvoiceData,
  type InvoiceSection,
  maskAccountNumber,
  paymentOptions,
  renderInvoicePdf,
} from "#worker/pdf/invoice";
import { tinyJpeg, tinyPng } from "../factories/images";
import { readPdf } from "./pdf-text";

const invoice = (overrides: Partial<InvoiceData> = {}): InvoiceData => ({
  id: 1042,
  timezone: "America/Chicago",
  // 03:00 UTC on Mar 4 is still Mar 3 in Chicago.
  issuedAt: new Date("2026-03-04T03:00:00Z"),
  dueDate: "2026-03-17",
  status: "approved",
  approvedAt: new Date("2026-03-04T18:00:00Z"),
  paidAt: null,
  contractor: {
    company: "Reyes Electric & Mechanical",
    name: "Dana Reyes",
    email: "dana@reyes-electric.example",
    phone: "+1 512 555 0142",
  },
  client: {
    company: "Webb Family Homes",
    name: "Marcus Webb",
    email: "marcus@webbhomes.example",
    phone: "+1 512 555 0188",
  },
  projectName: "Webb Kitchen Rewire",
  progressNumber: 2,
  completionPercentage: 60,
  description: "Under-cabinet lighting and device trim-out.",
  amount: 1_248_050,
  payment: {
    preferredMethod: "bank",
    bankAccountName: "Reyes Electric LLC",
    bankAccountNumber: "004417723981",
    bankRoutingNumber: "111000025",
    paypalUsername: "reyeselectric",
    venmoUsername: null,
    zelleEmail: null,
    cashAppUsername: null,
  },
  photos: [],
  generatedAt: new Date("2026-03-05T12:00:00Z"),
  ...overrides,
});

describe("invoice PDF renderer", () => {
  it("is a one-page PDF titled with the invoice number", async () => {
    const bytes = await renderInvoicePdf(invoice());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { doc } = await readPdf(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Invoice #1042");
    expect(doc.getAuthor()).toBe("Reyes Electric & Mechanical");
    expect(doc.getSubject()).toBe("Webb Kitchen Rewire - Progress #2");
  });

  it("shows both parties, the number, dates in the contractor's timezone, project, progress, completion and exact cents", async () => {
    const { text, pages } = await readPdf(await renderInvoicePdf(invoice()));
    for (const expected of [
      "Reyes Electric & Mechanical",
      "Dana Reyes",
      "dana@reyes-electric.example",
      "+1 512 555 0142",
      "Webb Family Homes",
      "Marcus Webb",
      "marcus@webbhomes.example",
      "+1 512 555 0188",
      "INVOICE",
      "Invoice #1042",
      "Issued: Mar 3, 2026",
      "Due: Mar 17, 2026",
      "Webb Kitchen Rewire",
      "Progress #2",
      "Completion: 60%",
      "Under-cabinet lighting and device trim-out.",
      "Amount due",
      "Page 1 of 1",
    ]) {
      expect(pages[0], expected).toContain(expected);
    }
    expect(text.match(/\$12,480\.50/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain("$12,480\n");
  });

  it("gives payment instructions from the contractor's settings with a masked account number, the reference and the disclaimer", async () => {
    const { text } = await readPdf(await renderInvoicePdf(invoice()));
    expect(text).toContain("Bank transfer (preferred)");
    expect(text).toContain("Account name: Reyes Electric LLC");
    expect(text).toContain("Routing number: 111000025");
    expect(text).toContain("Account number: ****3981 (full number on request)");
    expect(text).not.toContain("004417723981");
    expect(text).toContain("paypal.me/reyeselectric/12480.50");
    expect(text).toContain("Payment reference: Webb Kitchen Rewire - Progress #2");
    expect(text).toContain("PayStage does not process payments.");
  });

  it("says whom to contact when no payment method is set up, and 'Upon receipt' without a due date", async () => {
    const none = { ...invoice().payment, bankAccountNumber: null, bankRoutingNumber: null, paypalUsername: null };
    const { text } = await readPdf(await renderInvoicePdf(invoice({ payment: none, dueDate: null })));
    expect(text).toContain("Due: Upon receipt");
    expect(text).toContain(
      "Contact Reyes Electric & Mechanical at dana@reyes-electric.example or +1 512 555 0142 for payment details.",
    );
  });

  it("stamps a paid invoice PAID with the date it was paid and a zero balance", async () => {
    const { text } = await readPdf(
      await renderInvoicePdf(invoice({ status: "paid", paidAt: new Date("2026-03-12T16:00:00Z") })),
    );
    expect(text).toContain("PAID");
    expect(text).toContain("Mar 12, 2026");
    expect(text).toContain("Balance due");
    expect(text).toContain("$0.00");
    expect(text).toContain("-$12,480.50");
    expect(text).not.toContain("How to pay".toUpperCase());
    // A paid invoice prints no payment details, so nothing points to "the details above" (issue 38).
    const flowing = text.replace(/\s+/g, " ");
    expect(flowing).not.toContain("details above");
    expect(flowing).toContain("PayStage never holds or moves your money.");
  });

  it("wraps a long description across pages, keeping every word, and numbers the pages", async () => {
    const words = Array.from({ length: 900 }, (_, i) => `word${i}`);
    const { doc, pages, text } = await readPdf(await renderInvoicePdf(invoice({ description: words.join(" ") })));
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const count = doc.getPageCount();
    for (const [i, page] of pages.entries()) expect(page).toContain(`Page ${i + 1} of ${count}`);
    const drawn = text.split(/\s+/);
    for (const w of words) expect(drawn).toContain(w);
    // The description column (about 390 pt at 10 pt Helvetica) holds well under 90 characters a line.
    const descriptionRuns = pages.flat().filter((run) => /^word\d/.test(run));
    expect(descriptionRuns.length).toBeGreaterThan(60);
    for (const run of descriptionRuns) expect(run.length).toBeLessThan(90);
  });

  it("embeds JPEG and PNG photos and skips formats a PDF cannot hold, saying so", async () => {
    const heic = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode("ftypheic")]);
    const { images, text } = await readPdf(
      await renderInvoicePdf(
        invoice({
          photos: [
            { bytes: tinyJpeg(), caption: "Panel before trim" },
            { bytes: tinyPng(), caption: null },
            { bytes: heic, caption: "From an iPhone" },
          ],
        }),
      ),
    );
    expect(images.reduce((a, b) => a + b, 0)).toBe(2);
    expect(text).toContain("Photo documentation (3)".toUpperCase());
    expect(text).toContain("Panel before trim");
    expect(text).toContain("1 photo is not shown here");
  });

  it("says how many photos were left out to keep the file small", async () => {
    const { text, images } = await readPdf(
      await renderInvoicePdf(invoice({ photos: [{ bytes: tinyJpeg(), caption: null }], photosOmitted: 2 })),
    );
    expect(images.reduce((a, b) => a + b, 0)).toBe(1);
    expect(text).toContain("Photo documentation (3)".toUpperCase());
    expect(text).toContain("2 more photos are left out to keep this file small enough to email.");
  });

  it("replaces characters the PDF font cannot draw instead of failing", async () => {
    const { text } = await readPdf(
      await renderInvoicePdf(invoice({ description: "Café wiring done ✓ 🔌", projectName: "Zoë's Bistro" })),
    );
    expect(text).toContain("Café wiring done ? ?");
    expect(text).toContain("Zoë's Bistro");
  });

  it("takes more sections, so later pages (an approval certificate) can be appended", async () => {
    const certificate: InvoiceSection = (w, d) => {
      w.addPage();
      w.text(`Approval certificate for Invoice #${d.id}`, { font: w.bold, size: 16 });
    };
    const { doc, pages } = await readPdf(await renderInvoicePdf(invoice(), [...INVOICE_SECTIONS, certificate]));
    expect(doc.getPageCount()).toBe(2);
    expect(pages[1]).toContain("Approval certificate for Invoice #1042");
    expect(pages[1]).toContain("Page 2 of 2");
  });
});

describe("payment instructions", () => {
  it("masks all but the last 4 digits of an account number", () => {
    expect(maskAccountNumber("0044 1772 3981")).toBe("****3981");
    expect(maskAccountNumber("123")).toBe("****");
  });

  it("lists the preferred method first and builds links with the exact amount and the reference", () => {
    const options = paymentOptions(
      {
        preferredMethod: "venmo",
        bankAccountName: null,
        bankAccountNumber: null,
        bankRoutingNumber: null,
        paypalUsername: "reyes",
        venmoUsername: "@reyes-electric",
        zelleEmail: "pay@reyes.example",
        cashAppUsername: "$reyescash",
      },
      1_248_005,
      "Webb Kitchen Rewire - Progress #2",
    );
    expect(options.map((o) => o.method)).toEqual(["venmo", "paypal", "zelle", "cashapp"]);
    expect(options[0]?.url).toBe(
      "https://venmo.com/reyes-electric?txn=pay&amount=12480.05&note=Webb%20Kitchen%20Rewire%20-%20Progress%20%232",
    );
    expect(options[1]?.url).toBe("https://paypal.me/reyes/12480.05");
    expect(options[2]?.url).toBeUndefined();
    expect(options[3]?.url).toBe("https://cash.app/$reyescash/12480.05");
  });
});
