// Invoice PDF render time in Node: median and p95 over 200 renders of a typical invoice with 4 phone photos, and the
// PDF's size against its target (200 KB: small enough to attach to an email or open from a text; ADR 0130). A size
// over the target makes `npm run bench` exit non-zero.
// The renderer is pure TypeScript; esbuild (already installed with vite) bundles it to a temporary module.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const ROOT = join(import.meta.dirname, "..", "..");
const RUNS = 200;
const WARMUP = 10;
const SIZE_TARGET = 200 * 1024;

/** Bundles worker/pdf/invoice.ts and imports it; the caller removes `dir`. */
export async function loadRenderer() {
  const dir = mkdtempSync(join(tmpdir(), "paystage-pdf-"));
  const outfile = join(dir, "invoice.mjs");
  await build({
    entryPoints: [join(ROOT, "worker/pdf/invoice.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile,
    logLevel: "error",
  });
  return { dir, renderer: await import(pathToFileURL(outfile).href) };
}

/** A realistic invoice: a paragraph of description, PayPal preferred with a bank fallback, 4 captioned photos. */
export function sampleInvoice() {
  const captions = [
    "New 200A panel installed and labelled",
    "Rough-in of dedicated circuits",
    "Circuit runs along the north wall",
    "Under-cabinet lighting trim-out",
  ];
  return {
    id: 1042,
    timezone: "America/Chicago",
    issuedAt: new Date("2026-03-03T15:20:00Z"),
    dueDate: "2026-03-17",
    status: "approved",
    approvedAt: new Date("2026-03-04T18:02:00Z"),
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
    description:
      "Under-cabinet LED lighting installed on three runs with dimmers; all devices trimmed out (18 receptacles, 9 switches). " +
      "Dedicated circuits for range, dishwasher, disposal, microwave and refrigerator tested under load. Panel schedule updated.",
    amount: 1248050,
    payment: {
      preferredMethod: "paypal",
      bankAccountName: "Reyes Electric LLC",
      bankAccountNumber: "004417723981",
      bankRoutingNumber: "111000025",
      paypalUsername: "reyeselectric",
      venmoUsername: null,
      zelleEmail: "pay@reyes-electric.example",
      cashAppUsername: null,
    },
    // The 640 px copies, as production embeds them (ADR 0130): drawn from jobsite-N.jpg by a Chromium canvas at the
    // app's quality (scripts/fixtures/make-photo-variants.mjs).
    photos: [1, 2, 3, 4].map((n, i) => ({
      bytes: readFileSync(join(ROOT, `test/fixtures/photos/jobsite-${n}@640.jpg`)),
      caption: captions[i],
    })),
    generatedAt: new Date("2026-03-05T12:00:00Z"),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * The same invoice for a UK company billing a Polish and a Russian-speaking client with VAT: names beyond WinAnsi,
 * so the PDF embeds subsets of Noto Sans (ADR 0158), plus the tax rows and both addresses.
 */
export function worldwideInvoice() {
  const data = sampleInvoice();
  return {
    ...data,
    client: { ...data.client, company: "Zażółć gęślą jaźń Sp. z o.o.", name: "Иван Петров" },
    amount: 1_497_660,
    currency: "GBP",
    locale: "en-GB",
    tax: {
      country: "GB",
      taxMode: "exclusive",
      taxRegistrations: [{ kind: "vat", number: "GB 123 4567 89" }],
      invoiceNumber: "INV-0042",
      netAmount: 1_248_050,
      taxAmount: 249_610,
      taxLines: [{ code: "GB-STD", label: "VAT 20%", rate: 20, base: 1_248_050, tax: 249_610 }],
      reverseCharge: null,
      supplierAddress: { line1: "12 Brick Lane", city: "London", postalCode: "E1 6RF", country: "GB" },
      clientAddress: { line1: "4 Mare Street", city: "London", postalCode: "E8 4RP", country: "GB" },
    },
  };
}

/** Renders `data` RUNS times after a warm-up; prints the median, p95 and size; a size over target fails the bench. */
async function measure(renderer, data, title) {
  let bytes = 0;
  for (let i = 0; i < WARMUP; i++) bytes = (await renderer.renderInvoicePdf(data)).length;
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await renderer.renderInvoicePdf(data);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const photoBytes = data.photos.reduce((n, p) => n + p.bytes.length, 0);
  console.log(
    `${title} (${RUNS} runs, 4 JPEG photos as 640 px copies of ${(photoBytes / 1024).toFixed(0)} KiB in all, Node ${process.version}):`,
  );
  console.log(
    `  median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`,
  );
  const within = bytes <= SIZE_TARGET;
  console.log(
    `  output ${(bytes / 1024).toFixed(0)} KiB with 4 photos, target <= ${SIZE_TARGET / 1024} KiB${within ? "" : " MISSED"}`,
  );
  if (!within) process.exitCode = 1;
}

export default async function invoicePdf() {
  const { dir, renderer } = await loadRenderer();
  try {
    await measure(renderer, sampleInvoice(), "Invoice PDF render");
    await measure(renderer, worldwideInvoice(), "Invoice PDF render, UK VAT invoice with Polish and Cyrillic names");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
