// @vitest-environment node
// Names beyond Latin-1 on the invoice PDF (issue 33, ADR 0158), read back by poppler's `pdftotext` as a client's PDF
// reader would: a workerd test cannot start a process, so this one renders in Node (the renderer is pure).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type InvoiceData, renderInvoicePdf } from "#worker/pdf/invoice";

const PDFTOTEXT = "/usr/bin/pdftotext";

const invoice = (overrides: Partial<InvoiceData> = {}): InvoiceData => ({
  id: 501,
  timezone: "Europe/Warsaw",
  issuedAt: new Date("2026-03-04T12:00:00Z"),
  dueDate: null,
  status: "approved",
  approvedAt: null,
  paidAt: null,
  contractor: { company: "Hale Electrical Ltd", name: "Sam Hale", email: "sam@hale.example", phone: null },
  client: { company: null, name: "Marcus Webb", email: "marcus@webb.example", phone: null },
  projectName: "Kitchen Rewire",
  progressNumber: 1,
  completionPercentage: 50,
  description: null,
  amount: 100_000,
  payment: {
    preferredMethod: "bank",
    bankAccountName: null,
    bankAccountNumber: null,
    bankRoutingNumber: null,
    paypalUsername: null,
    venmoUsername: null,
    zelleEmail: null,
    cashAppUsername: null,
  },
  photos: [],
  generatedAt: new Date("2026-03-05T12:00:00Z"),
  ...overrides,
});

const pdftotext = (pdf: Uint8Array) => execFileSync(PDFTOTEXT, ["-enc", "UTF-8", "-", "-"], { input: pdf }).toString();

/** The fonts the PDF uses, as poppler's `pdffonts` lists them (their dictionaries sit in compressed streams). */
function fontNames(pdf: Uint8Array) {
  const dir = mkdtempSync(join(tmpdir(), "invoice-fonts-"));
  try {
    const file = join(dir, "invoice.pdf");
    writeFileSync(file, pdf);
    const rows = execFileSync("/usr/bin/pdffonts", [file]).toString().split("\n").slice(2);
    return rows.map((row) => row.split(/\s+/)[0] ?? "").filter((name) => name !== "");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!existsSync(PDFTOTEXT))("invoice PDF text beyond Latin-1", () => {
  it("prints a Polish and a Cyrillic client name, read back by pdftotext, in embedded Noto Sans", async () => {
    const pdf = await renderInvoicePdf(
      invoice({
        client: { company: "Zażółć gęślą jaźń Sp. z o.o.", name: "Иван Петров", email: null, phone: null },
        projectName: "Remont łazienki",
        description: "Ελληνικά και Tiếng Việt",
      }),
    );
    const text = pdftotext(pdf);
    for (const expected of [
      "Zażółć gęślą jaźń Sp. z o.o.",
      "Иван Петров",
      "Remont łazienki",
      "Ελληνικά και Tiếng Việt",
    ])
      expect(text, expected).toContain(expected);
    expect(fontNames(pdf).some((name) => name.startsWith("NotoSans"))).toBe(true);
    expect(fontNames(pdf)).not.toContain("Helvetica");
    expect(pdf.length).toBeLessThan(200 * 1024);
  });

  it("keeps Helvetica, and embeds no font, when every character is WinAnsi (a US invoice's bytes stay as they were)", async () => {
    const pdf = await renderInvoicePdf(
      invoice({ client: { company: "Café Zoë", name: "Zoë", email: null, phone: null } }),
    );
    expect(fontNames(pdf)).toEqual(expect.arrayContaining(["Helvetica", "Helvetica-Bold"]));
    expect(fontNames(pdf).some((name) => name.startsWith("NotoSans"))).toBe(false);
    expect(pdftotext(pdf)).toContain("Café Zoë");
  });
});
