// /progress/new and /progress/submit/:projectId: the Submit Progress wizard. The step lives in the URL
// (?step=), so the header's back button and the phone's back gesture move one step back. The rules (draft, steps,
// validation, submission) live in useSubmitProgressWizard; this file only draws the current step.
import { lazy, type ReactNode, Suspense } from "react";
import { Link, useParams } from "react-router";
import { usePageHeader } from "#web/components/shell/page-header";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { useCan } from "#web/lib/permissions";
import { type SubmitProgressWizard, useSubmitProgressWizard } from "../hooks/use-submit-progress-wizard";
import { useWizardWords } from "../words/wizard";
import { StepIndicator } from "./step-indicator";

// Each step, and the views after sending, load when reached (ADR 0093): a route opens on one step only.
const ProjectStep = lazy(() => import("./project-step").then((m) => ({ default: m.ProjectStep })));
const DetailsStep = lazy(() => import("./details-step").then((m) => ({ default: m.DetailsStep })));
const PhotosStep = lazy(() => import("./photos-step").then((m) => ({ default: m.PhotosStep })));
const ReviewStep = lazy(() => import("./review-step").then((m) => ({ default: m.ReviewStep })));
const SubmittedView = lazy(() => import("./submitted-view").then((m) => ({ default: m.SubmittedView })));
const QueuedView = lazy(() => import("./queued-view").then((m) => ({ default: m.QueuedView })));

const Later = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Skeleton className="h-40 w-full" />}>{children}</Suspense>
);

/** Keyed by the route's project so moving between /progress/new and /progress/submit/:id starts fresh. */
export default function SubmitProgressRoute() {
  const { projectId } = useParams();
  return <SubmitProgressPage key={projectId ?? "new"} routeProjectId={projectId ? Number(projectId) : null} />;
}

export function SubmitProgressPage({ routeProjectId }: { routeProjectId: number | null }) {
  const wizard = useSubmitProgressWizard(routeProjectId);
  const sendsReminders = useCan("payments:manage");
  const t = useWizardWords();
  usePageHeader(t("title"), {
    subtitle: wizard.project?.name,
    back: wizard.step === "done" ? "/dashboard" : true,
  });

  if (wizard.step === "done" && (wizard.submitted || wizard.queued)) {
    return (
      <div className="mx-auto max-w-2xl">
        <Later>
          {wizard.submitted ? (
            <SubmittedView progress={wizard.submitted} sendsReminders={sendsReminders} />
          ) : (
            <QueuedView queued={wizard.queued!} />
          )}
        </Later>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <StepIndicator current={wizard.step === "done" ? "review" : wizard.step} />
      {wizard.restored && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-100 px-4 py-2 text-sm dark:bg-slate-800"
        >
          <span>{t("restored")}</span>
          <Button variant="ghost" className="min-h-9 px-2 underline" onClick={wizard.startOver}>
            {t("startOver")}
          </Button>
        </div>
      )}
      <CurrentStep wizard={wizard} />
    </div>
  );
}

function CurrentStep({ wizard }: { wizard: SubmitProgressWizard }) {
  const { step, project } = wizard;
  const t = useWizardWords();
  if (step === "project") {
    return (
      <Later>
        <ProjectStep selectedId={wizard.projectId} onSelect={(p) => wizard.selectProject(p.id)} />
      </Later>
    );
  }
  if (wizard.projects.isPending) {
    return (
      <Card className="space-y-3" aria-label={t("loadingProject")}>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </Card>
    );
  }
  // The draft's project was completed, archived or removed elsewhere: on New progress, straight back to the list
  // (the draft's details go with it) rather than a dead end; a link to one project still says what happened.
  if (wizard.projectMissing && !wizard.fromRoute) {
    return (
      <div className="space-y-3">
        <p
          role="status"
          className="rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
        >
          {t("projectGone")}
        </p>
        <Later>
          <ProjectStep selectedId={null} onSelect={(p) => wizard.selectProject(p.id)} />
        </Later>
      </div>
    );
  }
  if (wizard.projectMissing || !project) {
    return (
      <EmptyState
        title={t("projectNotFound")}
        hint={t("projectNotFoundHint")}
        action={<Button onClick={wizard.chooseAnotherProject}>{t("chooseProject")}</Button>}
      />
    );
  }
  // A project billed by pay applications takes no stage billing (the server answers 422): offer its own action.
  if (project.billingMode === "pay_apps") {
    return (
      <EmptyState
        title={t("payAppsTitle")}
        hint={t("payAppsHint")}
        action={
          <Link to={`/project/${project.id}?billing=new`} className={buttonClass("primary")}>
            {t("newPayApp")}
          </Link>
        }
      />
    );
  }
  if (step === "details") {
    return (
      <Later>
        <DetailsStep
          projectName={project.name}
          nextNumber={wizard.nextNumber}
          previousCompletion={wizard.previousCompletion}
          form={wizard.form}
          amountCents={wizard.amountCents}
          salesTax={wizard.salesTax}
          onSalesTax={wizard.setSalesTax}
          onBack={wizard.back}
          onContinue={() => wizard.goTo("photos")}
        />
      </Later>
    );
  }
  // A deep link to Photos or Review waits for the details' schema rather than guessing whether they are valid.
  if (wizard.detailsPending) return <Skeleton className="h-40 w-full" />;
  if (step === "photos") {
    return (
      <Later>
        <PhotosStep uploads={wizard.uploads} onBack={wizard.back} onContinue={() => wizard.goTo("review")} />
      </Later>
    );
  }
  return (
    <Later>
      <ReviewStep
        projectName={project.name}
        nextNumber={wizard.nextNumber}
        details={wizard.details}
        amountCents={wizard.amountCents}
        salesTax={wizard.salesTax}
        contract={wizard.contract}
        photos={wizard.uploads.photos}
        submitting={wizard.submitting}
        offline={!wizard.online}
        onBack={wizard.back}
        onFixPhotos={() => wizard.goTo("photos")}
        onSubmit={wizard.submit}
      />
    </Later>
  );
}
