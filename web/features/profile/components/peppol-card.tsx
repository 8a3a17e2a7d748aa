// Profile > Peppol e-invoices (ADR 0204): the owner registers the company as a Peppol sender once; from then on each
// billing to a business client with a Peppol id (in Belgium: every Belgian business client) is sent over Peppol, and
// billings that waited for the registration are sent. Loaded near the viewport only, for EU companies.
import { Send } from "lucide-react";
import { PEPPOL_NOT_CONFIGURED, PEPPOL_REGISTERED } from "#schema/contracts/peppol";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { errorMessage } from "#web/lib/api";
import { toast } from "#web/lib/toast";
import { usePeppolRegistration, useRegisterPeppolSender } from "../api/peppol";

export function PeppolCard({ country }: { country: string }) {
  const { data } = usePeppolRegistration();
  const register = useRegisterPeppolSender();
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold">Peppol e-invoices</h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {country === "BE"
          ? "Belgian businesses must receive invoices over Peppol. Once your company is registered as a Peppol sender, PayStage sends each invoice to a Belgian business client over Peppol, and the billing shows whether it arrived."
          : "Once your company is registered as a Peppol sender, PayStage also sends each invoice to a business client with a Peppol id over Peppol, and the billing shows whether it arrived."}
      </p>
      {data?.registered ? (
        <p className="text-sm font-medium text-emerald-800 dark:text-emerald-300" data-testid="peppol-registered">
          {PEPPOL_REGISTERED}
        </p>
      ) : data && !data.available ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{PEPPOL_NOT_CONFIGURED}</p>
      ) : (
        <Button
          variant="secondary"
          disabled={!data || register.isPending}
          onClick={() =>
            register.mutate(undefined, {
              onSuccess: () => toast.success(PEPPOL_REGISTERED),
              onError: (err) => toast.error("Couldn't register for Peppol", { description: errorMessage(err) }),
            })
          }
        >
          <Send className="h-5 w-5" aria-hidden="true" />
          Register as a Peppol sender
        </Button>
      )}
    </Card>
  );
}
