// Profile > Peppol e-invoices (ADR 0204): the owner registers the company as a Peppol sender once; from then on each
// billing to a business client with a Peppol id (in Belgium: every Belgian business client) is sent over Peppol, and
// billings that waited for the registration are sent. Loaded near the viewport only, for EU companies.
import { Send } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { errorMessage } from "#web/lib/api";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import { usePeppolRegistration, useRegisterPeppolSender } from "../api/peppol";
import { useMoreWords } from "../more-words";

export function PeppolCard({ country }: { country: string }) {
  const t = useMoreWords();
  const said = useSaid();
  const { data } = usePeppolRegistration();
  const register = useRegisterPeppolSender();
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold">{t("peppol")}</h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {country === "BE" ? t("peppolBelgium") : t("peppolOther")}
      </p>
      {data?.registered ? (
        <p className="text-sm font-medium text-emerald-800 dark:text-emerald-300" data-testid="peppol-registered">
          {t("peppolRegistered")}
        </p>
      ) : data && !data.available ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("peppolNotConfigured")}</p>
      ) : (
        <Button
          variant="secondary"
          disabled={!data || register.isPending}
          onClick={() =>
            register.mutate(undefined, {
              onSuccess: () => toast.success(t("peppolRegistered")),
              onError: (err) => toast.error(t("peppolFailed"), { description: said(errorMessage(err)) }),
            })
          }
        >
          <Send className="h-5 w-5" aria-hidden="true" />
          {t("peppolRegister")}
        </Button>
      )}
    </Card>
  );
}
