// The rules of the Submit Progress wizard: the draft kept across reloads, which step shows, the Details validation
// (with the project's completion floor), moving between steps, and the submission with its error handling.
// The page component only renders what this returns.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { ApiError, errorMessage } from "../../../lib/api";
import { dollarsToCents } from "../../../lib/format";
import { billableProjectsQuery, projectProgressQuery, useSubmitProgress } from "../api/progress";
import { WIZARD_STEPS, type WizardStep } from "../components/step-indicator";
import type { SubmittedProgress } from "../components/submitted-view";
import { type DetailsContext, type DetailsValues, detailsResolver, detailsSchemaFor } from "./details-resolver";
import { usePhotoUploads } from "./use-photo-uploads";
import { clearDraft, hasContent, loadDraft, newIdempotencyKey, saveDraft } from "./wizard-draft";
import { resolveStep } from "./wizard-step";

const EMPTY_DETAILS = {
  completionPercentage: Number.NaN,
  amount: Number.NaN,
  dueDate: "",
  description: "",
} satisfies DetailsValues;

export function useSubmitProgressWizard(routeProjectId: number | null) {
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

  const form = useForm<DetailsValues, DetailsContext, DetailsValues>({
    mode: "onChange",
    resolver: detailsResolver,
    // Read by the resolver on every validation, so the floor follows the project's history as it loads.
    context: { floor: previousCompletion },
    defaultValues: {
      completionPercentage: initial?.details.completionPercentage ?? Number.NaN,
      amount: initial?.details.amount ?? Number.NaN,
      dueDate: initial?.details.dueDate ?? "",
      description: initial?.details.description ?? "",
    },
  });
  const details = useWatch({ control: form.control }) as DetailsValues;

  const uploadedPhotos = uploads.photos
    .filter((p) => p.url)
    .map((p) => ({ url: p.url!, caption: p.caption.trim() || null }));
  const draftJson = JSON.stringify({ projectId, details, photos: uploadedPhotos, idempotencyKey });
  useEffect(() => {
    if (!submitted) saveDraft(JSON.parse(draftJson));
  }, [draftJson, submitted]);

  const step = resolveStep({
    requested: search.get("step"),
    submitted: submitted !== null,
    hasProject: projectId !== null,
    detailsValid: detailsSchemaFor(previousCompletion).safeParse(details).success,
    photoCount: uploads.photos.length,
  });

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

  /** The project is gone (completed, archived): start again from the list. */
  const chooseAnotherProject = () => {
    startOver();
    if (routeProjectId !== null) navigate("/progress/new");
  };

  const selectProject = (id: number) => {
    if (id !== projectId) form.reset(EMPTY_DETAILS);
    setProjectId(id);
    goTo("details");
  };

  const submission = useSubmitProgress();
  const amountCents = Number.isFinite(details.amount) ? dollarsToCents(details.amount) : 0;

  const submit = async () => {
    if (!project || !(await form.trigger())) {
      if (project) goTo("details");
      return;
    }
    const values = form.getValues();
    try {
      const progress = await submission.mutateAsync({
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
      // The server's completion floor moved (another device billed meanwhile): show it on the field.
      const fieldError = err instanceof ApiError ? err.fieldErrors.completionPercentage : undefined;
      if (fieldError) {
        form.setError("completionPercentage", { message: fieldError });
        void history.refetch();
        goTo("details");
      }
    }
  };

  return {
    step,
    projects,
    project,
    /** A project was chosen but is no longer billable (or never existed). */
    projectMissing: step !== "project" && projectId !== null && projects.isSuccess && !project,
    projectId,
    nextNumber,
    previousCompletion,
    form,
    details,
    amountCents,
    uploads,
    restored,
    submitted,
    submitting: submission.isPending,
    goTo,
    back,
    startOver,
    chooseAnotherProject,
    selectProject,
    submit,
  };
}

export type SubmitProgressWizard = ReturnType<typeof useSubmitProgressWizard>;
