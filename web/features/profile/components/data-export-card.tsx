// "Your data": download everything in the account as one ZIP (GET /api/user/export, streamed by the Worker), or, for a
// large account, have it prepared in the background and get a notification with the link (ADR 0128).
import { Download, Mail } from "lucide-react";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { errorMessage } from "#web/lib/api";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import { useRequestDataExport } from "../api/data-export";
import { useMoreWords } from "../more-words";

// A plain link, not the typed client's fetch: the browser streams the ZIP straight to disk (as invoice PDFs do), and
// the session cookie goes along because the link is same-origin.
const EXPORT_URL = "/api/user/export";

export function DataExportCard() {
  const t = useMoreWords();
  const said = useSaid();
  const prepare = useRequestDataExport();
  const onPrepare = () =>
    prepare.mutate(undefined, {
      onSuccess: () =>
        toast.success(t("preparing"), {
          description: t("preparingNote"),
        }),
      onError: (err) => toast.error(t("exportFailed"), { description: said(errorMessage(err)) }),
    });

  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold">{t("yourData")}</h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("dataIntro")}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <a href={EXPORT_URL} download className={buttonClass("secondary", "lg", "w-full sm:w-auto")}>
          <Download className="h-5 w-5" aria-hidden="true" />
          {t("downloadData")}
        </a>
        <Button variant="ghost" size="lg" className="w-full sm:w-auto" onClick={onPrepare} disabled={prepare.isPending}>
          <Mail className="h-5 w-5" aria-hidden="true" />
          {t("prepare")}
        </Button>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t("largeAccount")}</p>
    </Card>
  );
}
