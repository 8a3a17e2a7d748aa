// Step 4: everything that will be billed, then Submit Progress (held until every photo is uploaded).
import { useQuery } from "@tanstack/react-query";
import { AlertCircle, CloudOff, Loader2 } from "lucide-react";
import { contractChangeLabel, pastContractMessage } from "#schema/rules/contract-value";
import { formatMoneyExact } from "#schema/rules/money";
import { Button } from "#web/components/ui/button";
import { PhotoThumb } from "#web/components/ui/photo-thumb";
import { useCommonWords } from "#web/lib/common-words";
import { formatCalendarDate } from "#web/lib/dates";
import { userQuery } from "#web/lib/session";
import type { WizardPhoto } from "../hooks/use-photo-uploads";
import { useWizardReviewWords } from "../words/wizard-review";
import type { DetailsValues } from "./details-step";
import TaxLines, { type SalesTax } from "./tax-lines";

type Props = {
  projectName: string;
  nextNumber: number | null;
  details: DetailsValues;
  amountCents: number;
  /** A US company's manual sales-tax line for this billing, or null. */
  salesTax?: SalesTax | null;
  /** Set when this billing goes past the contract value: warned, and sent only once a change is confirmed. */
  contract?: { totalValue: number; billed: number; confirmed: boolean; confirm: (yes: boolean) => void } | null;
  photos: WizardPhoto[];
  submitting: boolean;
  /** No connection: submitting keeps the billing on this device and the outbox sends it later (ADR 0097). */
  offline: boolean;
  onBack: () => void;
  onFixPhotos: () => void;
  onSubmit: () => void;
};

export function ReviewStep({
  projectName,
  nextNumber,
  details,
  amountCents,
  salesTax = null,
  contract = null,
  photos,
  submitting,
  offline,
  onBack,
  onFixPhotos,
  onSubmit,
}: Props) {
  // Offline, a photo that waits on the device (or whose upload the lost connection broke) goes with the billing.
  const waiting = photos.filter(
    (p) => p.status === "preparing" || p.status === "uploading" || (!offline && p.status === "offline"),
  ).length;
  const failed = photos.filter((p) => p.status === "failed" && !(offline && p.retryable)).length;
  // The company's money: a US company's dollars print exactly as before.
  const user = useQuery(userQuery).data;
  const currency = user?.currency ?? "USD";
  const locale = user?.locale ?? "en-US";
  const t = useWizardReviewWords();
  const common = useCommonWords();

  return (
    <section aria-labelledby="review-step-title" className="space-y-5">
      <div>
        <h2 id="review-step-title" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {projectName}
          {nextNumber !== null && ` · ${common("progressNumber", { number: nextNumber })}`}
        </p>
      </div>
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        <Row label={t("reviewCompletion")} value={`${details.completionPercentage}%`} />
        <Row label={t("reviewAmount")} value={formatMoneyExact(amountCents, currency, locale)} strong />
        <TaxLines view="review" amountCents={amountCents} salesTax={salesTax} onSalesTax={ignore} />
        <Row
          label={t("reviewDueDate")}
          value={details.dueDate ? formatCalendarDate(details.dueDate) : t("noDueDate")}
        />
        <Row label={t("reviewDescription")} value={details.description?.trim() || t("noDescription")} />
        <div className="space-y-2 px-4 py-3">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t("reviewPhotos")}</dt>
          <dd>
            <p className="font-medium">{t("photoCount", { count: photos.length })}</p>
            <ul className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-6" aria-label={t("photoThumbnails")}>
              {photos.map((p, i) => (
                <li key={p.id}>
                  <PhotoThumb
                    src={p.previewUrl}
                    alt={p.caption || t("photoN", { index: i + 1 })}
                    className="aspect-square w-full"
                  />
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>

      {contract && (
        <div
          role="alert"
          className="space-y-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="flex items-start gap-2">
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {pastContractMessage(contract.totalValue, contract.billed, { currency, locale })}
          </p>
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              checked={contract.confirmed}
              onChange={(ev) => contract.confirm(ev.target.checked)}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            />
            <span>{contractChangeLabel(contract.billed + amountCents, { currency, locale })}</span>
          </label>
        </div>
      )}
      {offline && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
        >
          <CloudOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t("offlineSubmit")}
        </p>
      )}
      {waiting > 0 && failed === 0 && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          {t("waitingFor", { count: waiting })}
        </p>
      )}
      {failed > 0 && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <AlertCircle className="h-5 w-5 shrink-0" aria-hidden="true" />
          <span className="flex-1">{t("failedUploads", { count: failed })}</span>
          <Button variant="secondary" onClick={onFixPhotos}>
            {t("fixPhotos")}
          </Button>
        </div>
      )}

      <div className="grid grid-cols-[auto_1fr] gap-3">
        <Button variant="secondary" size="lg" className="px-7" onClick={onBack} disabled={submitting}>
          {common("back")}
        </Button>
        <Button
          size="lg"
          onClick={onSubmit}
          disabled={
            submitting || waiting > 0 || failed > 0 || photos.length === 0 || (contract !== null && !contract.confirmed)
          }
        >
          {submitting ? t("submitting") : t("submitProgress")}
        </Button>
      </div>
    </section>
  );
}

/** The review only shows the sales-tax line chosen on Details; it changes nothing there. */
const ignore = () => {};

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-start justify-between gap-4 px-4 py-3">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={strong ? "text-lg font-bold" : "text-right font-medium break-words whitespace-pre-line"}>
        {value}
      </dd>
    </div>
  );
}
