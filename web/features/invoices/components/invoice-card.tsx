// One invoice: number, project, client, status, dates, amount, the PDF and e-invoice downloads and the way to its
// Payment Status.
import { ChevronRight, Download, Loader2 } from "lucide-react";
import { Link } from "react-router";
import { isPartPaid } from "#schema/rules/balance";
import { isOverdue } from "#schema/rules/billing-state";
import { formatBillingAmount, formatMoneyExact } from "#schema/rules/money";
import { buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { StatusPill } from "#web/components/ui/status-pill";
import { cn } from "#web/lib/cn";
import { formatCalendarDate, formatDate } from "#web/lib/dates";
import { toast } from "#web/lib/toast";
import { type Invoice, useDownloadInvoice } from "../api/invoices";
import { useInvoicesWords } from "../words";
import { EInvoiceMenu } from "./e-invoice-menu";

export function InvoiceCard({
  invoice,
  timeZone,
  today,
  country,
}: {
  invoice: Invoice;
  timeZone: string | undefined;
  today: string;
  /** The company's country: outside the US an invoice is named by its series number. */
  country?: string;
}) {
  const download = useDownloadInvoice();
  const t = useInvoicesWords();
  // As invoiceLabel (schema/contracts/billing-labels.ts) names it: outside the US by its series number.
  const label =
    country && country !== "US" && invoice.invoiceNumber
      ? t("invoice", { number: invoice.invoiceNumber })
      : t("invoiceId", { id: invoice.id });
  const pastDue = isOverdue(invoice, today);
  // Part paid (ADR 0165): what arrived of the total, and the balance, exact in the billing's currency.
  const exact = (minor: number) => formatMoneyExact(minor, invoice.currency, invoice.locale);

  const onDownload = () =>
    download.mutate(invoice.id, {
      onSuccess: () => toast.success(t("downloaded"), { description: t("downloadedNote") }),
      onError: () => toast.error(t("failed"), { description: t("failedNote") }),
    });

  return (
    <Card className="flex h-full flex-col gap-3" aria-labelledby={`invoice-${invoice.id}`} role="article">
      <div className="space-y-0.5">
        <div className="flex items-center justify-between gap-3">
          <h2 id={`invoice-${invoice.id}`} className="text-sm font-semibold text-slate-600 dark:text-slate-400">
            {label}
          </h2>
          <StatusPill status={invoice.status} />
        </div>
        <p className="font-semibold leading-snug">{invoice.projectName}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {invoice.clientName} · {invoice.clientCompany}
        </p>
      </div>

      <p className="text-2xl font-bold tabular-nums">{formatBillingAmount(invoice)}</p>
      {isPartPaid(invoice) && (
        <p className="-mt-2 text-sm font-medium text-sky-900 dark:text-sky-200">
          {t("partPaid", { paid: exact(invoice.amountPaid), total: exact(invoice.totalAmount) })} ·{" "}
          {t("balanceDue", { balance: exact(invoice.balanceDue) })}
        </p>
      )}

      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">{t("created")}</dt>
          <dd className="font-medium">{formatDate(invoice.createdAt, timeZone)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">{t("due")}</dt>
          <dd className={cn("font-medium", pastDue && "font-semibold text-red-700 dark:text-red-400")}>
            {invoice.dueDate ? formatCalendarDate(invoice.dueDate) : t("noDueDate")}
            {pastDue && <span className="block text-xs">{t("pastDue")}</span>}
          </dd>
        </div>
        {invoice.paidAt && (
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-400">{t("paid")}</dt>
            <dd className="font-medium text-green-800 dark:text-green-300">{formatDate(invoice.paidAt, timeZone)}</dd>
          </div>
        )}
      </dl>

      <div className={cn("mt-auto flex gap-2 pt-1", country && country !== "US" && "flex-wrap")}>
        <button
          type="button"
          onClick={onDownload}
          disabled={download.isPending}
          aria-label={t("download", { label })}
          className={buttonClass("secondary", "md", "shrink-0 px-5")}
        >
          {download.isPending ? (
            <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
          ) : (
            <Download className="h-5 w-5" aria-hidden="true" />
          )}
          PDF
        </button>
        {/* EN 16931 e-invoices are for VAT countries; a US company's card stays as it was. */}
        {country && country !== "US" && <EInvoiceMenu id={invoice.id} label={label} />}
        <Link
          to={`/progress/${invoice.id}`}
          aria-label={t("statusOf", { label })}
          className={buttonClass("secondary", "md", "flex-1 whitespace-nowrap")}
        >
          {t("status")}
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </Link>
      </div>
    </Card>
  );
}
