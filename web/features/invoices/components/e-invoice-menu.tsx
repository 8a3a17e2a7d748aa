// The billing's EN 16931 e-invoice in each format (issue 36): a native disclosure of four buttons, no menu library.
// The formats and the download load when the disclosure first opens: /invoices' first screen carries only its button.
import { FileCode2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { EINVOICE_TEXTS } from "#schema/contracts/einvoice-formats";
import { buttonClass } from "#web/components/ui/button";

const EInvoiceFormats = lazy(() => import("./e-invoice-formats"));

export function EInvoiceMenu({ id, label }: { id: number; label: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="relative">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its disclosure's own button, and its click is also its keyboard activation: the formats load on the first intent to open. */}
      <summary
        onClick={() => setOpened(true)}
        aria-label={`${EINVOICE_TEXTS.menu} of ${label}`}
        className={buttonClass(
          "secondary",
          "md",
          "list-none shrink-0 whitespace-nowrap px-4 [&::-webkit-details-marker]:hidden",
        )}
      >
        <FileCode2 className="h-5 w-5" aria-hidden="true" />
        {EINVOICE_TEXTS.menu}
      </summary>
      {opened && (
        <Suspense fallback={null}>
          <EInvoiceFormats id={id} />
        </Suspense>
      )}
    </details>
  );
}
