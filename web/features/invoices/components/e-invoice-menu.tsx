// The billing's EN 16931 e-invoice in each format (issue 36): a native disclosure of four buttons, no menu library.
import { FileCode2 } from "lucide-react";
import { EINVOICE_FORMAT_LABELS, EINVOICE_FORMATS, EINVOICE_TEXTS } from "#schema/contracts/einvoice-formats";
import { buttonClass } from "#web/components/ui/button";
import { toast } from "#web/lib/toast";
import { useDownloadEInvoice } from "../api/invoices";

export function EInvoiceMenu({ id, label }: { id: number; label: string }) {
  const download = useDownloadEInvoice();
  return (
    <details className="relative">
      <summary
        aria-label={`${EINVOICE_TEXTS.menu} of ${label}`}
        className={buttonClass("secondary", "md", "list-none shrink-0 px-4 [&::-webkit-details-marker]:hidden")}
      >
        <FileCode2 className="h-5 w-5" aria-hidden="true" />
        {EINVOICE_TEXTS.menu}
      </summary>
      <div className="absolute bottom-full left-0 z-10 mb-2 flex w-72 flex-col gap-1 rounded-md border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        {EINVOICE_FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            disabled={download.isPending}
            className="rounded px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
            onClick={() =>
              download.mutate(
                { id, format },
                {
                  onSuccess: () => toast.success(EINVOICE_TEXTS.downloaded),
                  onError: (err) => toast.error(EINVOICE_TEXTS.failed, { description: err.message }),
                },
              )
            }
          >
            {EINVOICE_FORMAT_LABELS[format]}
          </button>
        ))}
      </div>
    </details>
  );
}
