// The "Request Payment" button; its dialog (form library, schema, focus trap) loads on the first intent on the page.
import { Send } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button";
import { lazyDialog } from "#web/components/ui/lazy-dialog";
import { useGetPaidWords } from "../words";
import type { PaymentRequestDialogProps } from "./payment-request-dialog";

const PaymentRequestDialog = lazyDialog(() => import("./payment-request-dialog").then((m) => m.PaymentRequestDialog));

export function PaymentRequestButton(props: PaymentRequestDialogProps) {
  const [open, setOpen] = useState(false);
  const t = useGetPaidWords();
  return (
    <>
      <Button onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <Send className="h-4 w-4" aria-hidden="true" />
        {t("request")}
      </Button>
      <PaymentRequestDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}
