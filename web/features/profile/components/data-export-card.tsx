// "Your data": download everything in the account as one ZIP (GET /api/user/export, streamed by the Worker).
import { Download } from "lucide-react";
import { buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";

// A plain link, not the typed client's fetch: the browser streams the ZIP straight to disk (as invoice PDFs do), and
// the session cookie goes along because the link is same-origin.
const EXPORT_URL = "/api/user/export";

export function DataExportCard() {
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold">Your data</h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Download everything in your account as one ZIP file: clients, projects, every progress billing with its approval
        evidence, invoice PDFs, photos and signatures, reminders and the messages sent for you.
      </p>
      <a href={EXPORT_URL} download className={buttonClass("secondary", "lg", "w-full sm:w-auto")}>
        <Download className="h-5 w-5" aria-hidden="true" />
        Download my data
      </a>
    </Card>
  );
}
