// The invoice list (GET /api/progress, cached 60 s), its search and tabs, and the PDF and e-invoice downloads.
import { infiniteQueryOptions, keepPreviousData, useMutation } from "@tanstack/react-query";
import { invoiceFileName, invoiceLabel } from "#schema/contracts/billing-labels";
import { EINVOICE_TEXTS, type EInvoiceFormat, eInvoiceFileName } from "#schema/contracts/einvoice-formats";
import { INVOICE_STATUS_TABS, type InvoiceStatusTab } from "#schema/contracts/invoices";
import { api } from "#web/lib/api";
import { pagedList, SCREEN_PAGE_SIZE, unwrapPage } from "#web/lib/pages";
import { LIST_STALE_MS, queryKeys } from "#web/lib/query-keys";

type InvoiceFilter = { tab: InvoiceStatusTab; search: string };

const fetchInvoicePage = ({ tab, search }: InvoiceFilter, cursor: string | undefined) =>
  unwrapPage(
    api.progress.$get({
      query: {
        limit: String(SCREEN_PAGE_SIZE),
        ...(tab === "all" ? {} : { status: tab }),
        ...(search.trim() ? { q: search.trim() } : {}),
        ...(cursor ? { cursor } : {}),
      },
    }),
  );

export type Invoice = Awaited<ReturnType<typeof fetchInvoicePage>>["items"][number];

/**
 * Newest first, a screen at a time, narrowed on the server by tab and search so both reach every billing; "Load
 * more" fetches the next cursor page (ADR 0100). `data` is the rows so far. The previous rows stay while a new
 * tab or search loads (the screen's own filter keeps them honest), so typing never flashes skeletons.
 */
export const invoicesQuery = ({ tab, search }: InvoiceFilter) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.progressList, { tab, search: search.trim() }],
    queryFn: ({ pageParam }) => fetchInvoicePage({ tab, search }, pageParam),
    staleTime: LIST_STALE_MS,
    placeholderData: keepPreviousData,
    ...pagedList<Invoice>(),
  });

export const isInvoiceTab = (v: string): v is InvoiceStatusTab =>
  (INVOICE_STATUS_TABS as readonly string[]).includes(v);

/** Tab by status; search on project name, client company, or "invoice #{id}" (case-insensitive). Order is the server's. */
export function filterInvoices(invoices: Invoice[], tab: InvoiceStatusTab, search: string, country?: string) {
  const q = search.trim().toLowerCase();
  return invoices.filter(
    (i) =>
      (tab === "all" || i.status === tab) &&
      (!q ||
        i.projectName.toLowerCase().includes(q) ||
        i.clientCompany.toLowerCase().includes(q) ||
        invoiceLabel(i.id, i.invoiceNumber, country).toLowerCase().includes(q)),
  );
}

/** Saves what the response holds under `fileName`. */
async function save(res: Response, fileName: string) {
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement("a");
    a.href = url;
    a.download = fileName;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** Fetches the PDF with the session cookie and saves it as invoice-{id}.pdf. */
export async function downloadInvoicePdf(id: number) {
  let res: Response;
  try {
    res = await fetch(`/api/progress/${id}/invoice.pdf`, { credentials: "same-origin" });
  } catch {
    throw new Error("Failed to download invoice");
  }
  if (!res.ok) throw new Error("Failed to download invoice");
  await save(res, invoiceFileName(id));
}

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoicePdf });

/**
 * Fetches the billing's e-invoice (issue 36) and saves it; a refusal throws the Worker's message, which names what
 * the billing lacks ("An e-invoice needs the client's address: add it on the client.").
 */
export async function downloadEInvoice({ id, format }: { id: number; format: EInvoiceFormat }) {
  const res = await fetch(`/api/progress/${id}/einvoice?format=${format}`, { credentials: "same-origin" }).catch(
    () => null,
  );
  if (!res) throw new Error(EINVOICE_TEXTS.failedRetry);
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message || EINVOICE_TEXTS.failedRetry);
  }
  await save(res, eInvoiceFileName(id, format));
}

export const useDownloadEInvoice = () => useMutation({ mutationFn: downloadEInvoice });
