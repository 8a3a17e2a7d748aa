// The "Mark as paid" button; its dialog (form library, schema, focus trap) loads on the first intent on the page.
import { BadgeDollarSign } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button";
import { lazyDialog } from "#web/components/ui/lazy-dialog";
import { useApprovalWords } from "../words";
import type { MarkPaidProps } from "./mark-paid-dialog";

const MarkPaidDialog = lazyDialog(() => import("./mark-paid-dialog").then((m) => m.MarkPaidDialog));

export function MarkPaidButton(props: MarkPaidProps) {
  const [open, setOpen] = useState(false);
  const t = useApprovalWords();
  return (
    <>
      <Button size="lg" className="w-full" onClick={() => setOpen(true)}>
        <BadgeDollarSign className="h-5 w-5" aria-hidden="true" />
        {t("markPaid")}
      </Button>
      <MarkPaidDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}
