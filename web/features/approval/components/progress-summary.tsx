// What is being approved: project, Progress #, exact amount (the client pays from it), completion bar, due date, description, photos.
import { formatAmountDue } from "#schema/rules/money";
import { Card } from "#web/components/ui/card";
import { PhotoGrid } from "#web/components/ui/photo-grid";
import { ProgressBar } from "#web/components/ui/progress-bar";
import { StatusPill } from "#web/components/ui/status-pill";
import { formatCalendarDate } from "#web/lib/dates";
import type { ApprovalView } from "../api/approval";
import { useSigningPageWords } from "../signing-page-words";

export function ProgressSummary({ view }: { view: ApprovalView }) {
  const { progress, project } = view;
  const t = useSigningPageWords();
  return (
    <>
      <Card className="space-y-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{t("project")}</p>
            <h2 className="text-lg leading-snug font-bold">{project.name}</h2>
          </div>
          <StatusPill status={progress.status} />
        </div>
        <dl className="grid grid-cols-2 gap-4">
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t("progressNumber")}</dt>
            <dd className="text-lg font-semibold">{progress.progressNumber}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t("amount")}</dt>
            <dd className="text-2xl font-bold tabular-nums">{formatAmountDue(progress)}</dd>
          </div>
          {progress.dueDate && (
            <div className="col-span-2">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t("dueDate")}</dt>
              <dd className="font-medium">{formatCalendarDate(progress.dueDate)}</dd>
            </div>
          )}
        </dl>
        <div className="space-y-1.5">
          <div className="flex justify-between text-sm font-medium">
            <span>{t("completion")}</span>
            <span>{progress.completionPercentage}%</span>
          </div>
          <ProgressBar value={progress.completionPercentage} label={t("completion")} />
        </div>
        {progress.description && (
          <div>
            <h3 className="text-sm text-slate-600 dark:text-slate-400">{t("description")}</h3>
            <p className="mt-0.5 whitespace-pre-line">{progress.description}</p>
          </div>
        )}
      </Card>
      <Photos photos={progress.photos} />
    </>
  );
}

function Photos({ photos }: { photos: { url: string; caption: string | null }[] }) {
  const t = useSigningPageWords();
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="approval-photos" className="space-y-2">
      <h2 id="approval-photos" className="text-base font-semibold">
        {t("photos", { count: photos.length })}
      </h2>
      <PhotoGrid photos={photos} />
    </section>
  );
}
