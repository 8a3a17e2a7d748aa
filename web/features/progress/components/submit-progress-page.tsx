// /progress/new and /progress/submit/:projectId: the Submit Progress wizard. The step lives in the URL
// (?step=), so the header's back button and the phone's back gesture move one step back; what was typed
// and uploaded stays in memory and in sessionStorage until the progress is submitted.
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { usePageHeader } from "../../../components/shell/page-header";
import { Button } from "../../../components/ui/button";
import { Card, Skeleton } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/empty-state";
import { ApiError, errorMessage } from "../../../lib/api";
import { dollarsToCents } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { billableProjectsQuery, projectProgressQuery, useSubmitProgress } from "../api/progress";
import { useDetailsForm } from "../hooks/use-details-form";
import { usePhotoUploads } from "../hooks/use-photo-uploads";
import { clearDraft, hasContent, loadDraft, newIdempotencyKey, saveDraft } from "../hooks/wizard-draft";
import { DetailsStep, type DetailsValues } from "./details-step";
import { ProjectStep } from "./project-step";
import { StepIndicator, WIZARD_STEPS, type WizardStep } from "./step-indicator";
import type { SubmittedProgress } from "./submitted-view";

// Steps after Details, and the view after sending, load when reached (ADR 0093).
const PhotosStep = lazy(() => import("./photos-step").then((m) => ({ default: m.PhotosStep })));
const ReviewStep = lazy(() => import("./review-step").then((m) => ({ default: m.ReviewStep })));
const SubmittedView = lazy(() => import("./submitted-view").then((m) => ({ default: m.SubmittedView })));

const EMPTY_DETAILS = {
  completionPercentage: Number.NaN,
  amount: Number.NaN,
  dueDate: "",
  description: "",
} satisfies DetailsValues;

/** Keyed by the route's project so moving between /progress/new and /progress/submit/:id starts fresh. */
export default function SubmitProgressRoute() {
  const { projectId } = useParams();
  return <SubmitProgressPage key={projectId ?? "new"} />;
}

function SubmitProgressPage() {
  const params = useParams();
  const routeProjectId = params.projectId ? Number(params.projectId) : null;
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();

  // A draft from this tab survives a reload; on /progress/submit/:id only a draft for that project is used.
  const [initial] = useState(() => {
    const draft = loadDraft();
    return draft && (routeProjectId === null || draft.projectId === routeProjectId) ? draft : null;
  });
  const [restored, setRestored] = useState(hasContent(initial));
  const [projectId, setProjectId] = useState<number | null>(routeProjectId ?? initial?.projectId ?? null);
  const [idempotencyKey, setIdempotencyKey] = useState(initial?.idempotencyKey ?? newIdempotencyKey);
  const [submitted, setSubmitted] = useState<SubmittedProgress | null>(null);
  const uploads = usePhotoUploads(initial?.photos ?? []);

  const projects = useQuery(billableProjectsQuery);
  const project = projects.data?.find((p) => p.id === projectId) ?? null;
  const history = useQuery({ ...projectProgressQuery(projectId ?? 0), enabled: projectId !== null, staleTime: 0 });
  const nextNumber = history.data ? Math.max(0, ...history.data.map((p) => p.progressNumber)) + 1 : null;
  const previousCompletion = useMemo(() => {
    const kept = history.data?.filter((p) => p.status !== "rejected").map((p) => p.completionPercentage) ?? [];
    return kept.length ? Math.max(...kept) : null;
  }, [history.data]);

  const form = useDetailsForm(
    {
      completionPercentage: initial?.details.completionPercentage ?? Number.NaN,
      amount: initial?.details.amount ?? Number.NaN,
      dueDate: initial?.details.dueDate ?? "",
      description: initial?.details.description ?? "",
    },
    previousCompletion,
  );
  const details = form.values;

  const uploadedPhotos = uploads.photos
    .filter((p) => p.url)
    .map((p) => ({ url: p.url!, caption: p.caption.trim() || null }));
  const draftJson = JSON.stringify({ projectId, details, photos: uploadedPhotos, idempotencyKey });
  useEffect(() => {
    if (!submitted) saveDraft(JSON.parse(draftJson));
  }, [draftJson, submitted]);

  const requested = (search.get("step") as WizardStep | null) ?? (projectId ? "details" : "project");
  // null while the schema loads: a deep link to Photos or Review waits for it rather than guessing.
  const detailsValid = form.valid;
  // Never show a step whose inputs are missing (a deep link, or back after Start over).
  const step: WizardStep | "done" = submitted
    ? "done"
    : !projectId || !WIZARD_STEPS.some((s) => s.id === requested)
      ? "project"
      : (requested === "photos" || requested === "review") && detailsValid === false
        ? "details"
        : requested === "review" && uploads.photos.length === 0
          ? "photos"
          : requested;

  usePageHeader("Submit Progress", { subtitle: project?.name, back: step === "done" ? "/dashboard" : true });

  const goTo = (next: WizardStep) => setSearch({ step: next }, { state: { wizardStep: true } });
  const back = () => {
    const i = WIZARD_STEPS.findIndex((s) => s.id === step);
    if ((location.state as { wizardStep?: boolean } | null)?.wizardStep) navigate(-1);
    else if (i > 0) setSearch({ step: WIZARD_STEPS[i - 1]!.id }, { replace: true });
    else navigate("/dashboard");
  };

  const startOver = () => {
    clearDraft();
    uploads.clear();
    form.reset(EMPTY_DETAILS);
    setIdempotencyKey(newIdempotencyKey());
    setRestored(false);
    setProjectId(routeProjectId);
    setSearch({}, { replace: true });
  };

  const selectProject = (id: number) => {
    if (id !== projectId) form.reset(EMPTY_DETAILS);
    setProjectId(id);
    goTo("details");
  };

  const submit = useSubmitProgress();
  const amountCents = Number.isFinite(details.amount) ? dollarsToCents(details.amount) : 0;
  const onSubmit = async () => {
    if (!project || !(await form.trigger())) {
      if (project) goTo("details");
      return;
    }
    const values = form.values;
    try {
      const progress = await submit.mutateAsync({
        idempotencyKey,
        input: {
          projectId: project.id,
          completionPercentage: values.completionPercentage,
          amount: dollarsToCents(values.amount),
          description: values.description,
          dueDate: values.dueDate || null,
          photos: uploadedPhotos,
          status: "pending",
        },
      });
      toast.success("Progress submitted");
      clearDraft();
      setSubmitted({
        id: progress.id,
        progressNumber: progress.progressNumber,
        amount: progress.amount,
        projectName: project.name,
        approvalDelivery: progress.approval?.delivery ?? null,
      });
      setSearch({ step: "done" }, { replace: true });
    } catch (err) {
      toast.error("Failed to submit progress", { description: errorMessage(err) });
      const fieldError = err instanceof ApiError ? err.fieldErrors.completionPercentage : undefined;
      if (fieldError) {
        form.setError("completionPercentage", fieldError);
        void history.refetch();
        goTo("details");
      }
    }
  };

  if (step === "done" && submitted) {
    return (
      <div className="mx-auto max-w-2xl">
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <SubmittedView progress={submitted} />
        </Suspense>
      </div>
    );
  }

  const projectMissing = step !== "project" && projectId !== null && projects.isSuccess && !project;

  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <StepIndicator current={step === "done" ? "review" : step} />
      {restored && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-100 px-4 py-2 text-sm dark:bg-slate-800"
        >
          <span>We kept the progress you had not sent yet.</span>
          <Button variant="ghost" className="min-h-9 px-2 underline" onClick={startOver}>
            Start over
          </Button>
        </div>
      )}

      {step === "project" ? (
        <ProjectStep selectedId={projectId} onSelect={(p) => selectProject(p.id)} />
      ) : projects.isPending ? (
        <Card className="space-y-3" aria-label="Loading project">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </Card>
      ) : projectMissing || !project ? (
        <EmptyState
          title="Project information not found"
          hint="It may be completed (reopen it from its details to bill again), archived, or removed."
          action={
            <Button
              onClick={() => {
                startOver();
                if (routeProjectId !== null) navigate("/progress/new");
              }}
            >
              Choose a project
            </Button>
          }
        />
      ) : step === "details" ? (
        <DetailsStep
          projectName={project.name}
          nextNumber={nextNumber}
          previousCompletion={previousCompletion}
          form={form}
          onBack={back}
          onContinue={() => goTo("photos")}
        />
      ) : detailsValid === null ? (
        <Skeleton className="h-40 w-full" />
      ) : step === "photos" ? (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <PhotosStep uploads={uploads} onBack={back} onContinue={() => goTo("review")} />
        </Suspense>
      ) : (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <ReviewStep
            projectName={project.name}
            nextNumber={nextNumber}
            details={details}
            amountCents={amountCents}
            photos={uploads.photos}
            submitting={submit.isPending}
            onBack={back}
            onFixPhotos={() => goTo("photos")}
            onSubmit={onSubmit}
          />
        </Suspense>
      )}
    </div>
  );
}
