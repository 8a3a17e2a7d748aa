// The e-invoice menu's formats (issue 36), loaded when the menu first opens: each downloads from the billing's route,
// and a refusal's toast is the Worker's message, which names what the billing lacks.
import { EINVOICE_FORMAT_LABELS, EINVOICE_FORMATS, EINVOICE_TEXTS } from "#schema/contracts/einvoice-formats";
import { toast } from "#web/lib/toast";
import { useDownloadEInvoice } from "../api/invoices";

export default function EInvoiceFormats({ id }: { id: number }) {
  const download = useDownloadEInvoice();
  return (
    <div className="absolute bottom-full left-1/2 z-10 mb-2 flex w-64 -translate-x-1/2 flex-col gap-1 rounded-md border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
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
  );
}
