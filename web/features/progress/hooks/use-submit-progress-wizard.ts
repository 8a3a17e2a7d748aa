// The rules of the Submit Progress wizard: the draft kept across reloads, which step shows, the Details validation
// (with the project's completion floor), moving between steps, and the submission with its error handling.
// The page component only renders what this returns.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { billedOnProject, pastContractBy } from "#schema/rules/contract-value";
import { dollarsToCents } from "#schema/rules/money";
import { ApiError, errorMessage } from "#web/lib/api";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import { isOnline, useOnline } from "#web/lib/use-online";
import { billableProjectsQuery, projectProgressQuery, useSubmitProgress } from "../api/progress";
import { WIZARD_STEPS, type WizardStep } from "../components/step-indicator";
import type { SubmittedProgress } from "../components/submitted-view";
import type { SalesTax } from "../components/tax-lines";
import { outboxOwner, type QueuedSubmission, saveQueued } from "../offline/outbox-store";
import { useWizardWords } from "../words/wizard";
import type { DetailsValues } from "./details-values";
import { useDetailsForm } from "./use-details-form";
import { countsAsPhoto, usePhotoUploads } from "./use-photo-uploads";
import { clearDraft, hasContent, loadDraft, newIdempotencyKey, saveDraft } from "./wizard-draft";
import { resolveStep } from "./wizard-step";

const EMPTY_DETAILS = {
  completionPercentage: Number.NaN,
  amount: Number.NaN,
  dueDate: "",
  description: "",
} satisfies DetailsValues;

export function useSubmitProgressWizard(routeProjectId: number | null) {
  const t = useWizardWords();
  const said = useSaid();
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
  /** Kept on this device for the outbox to send (no connection at submit time). */
  const [queued, setQueued] = useState<QueuedSubmission | null>(null);
  const online = useOnline();
  const uploads = usePhotoUploads(initial?.photos ?? [], initial?.heldPhotos ?? []);

  const projects = useQuery(billableProjectsQuery);
  const project = projects.data?.find((p) => p.id === projectId) ?? null;
  const history = useQuery({ ...projectProgressQuery(projectId ?? 0), enabled: projectId !== null, staleTime: 0 });
  const nextNumber = history.data ? Math.max(0, ...history.data.map((p) => p.progressNumber)) + 1 : null;
  const previousCompletion = useMemo(() => {
    const kept = history.data?.filter((p) => p.status !== "rejected").map((p) => p.completionPercentage) ?? [];
    return kept.length ? Math.max(...kept) : null;
  }, [history.data]);

  // No form library: the shared schema loads once a step past the project is shown and validates as the person
  // types (ADR 0093).
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
  const heldPhotos = uploads.photos
    .filter((p) => !p.url && countsAsPhoto(p))
    .map((p) => ({ id: p.id, name: p.name, caption: p.caption }));
  const draftJson = JSON.stringify({ projectId, details, photos: uploadedPhotos, heldPhotos, idempotencyKey });
  useEffect(() => {
    if (!submitted && !queued) saveDraft(JSON.parse(draftJson));
  }, [draftJson, submitted, queued]);

  const step = resolveStep({
    requested: search.get("step"),
    submitted: submitted !== null || queued !== null,
    hasProject: projectId !== null,
    // Until the schema arrives the details are taken as given; the page waits on detailsPending meanwhile.
    detailsValid: form.valid !== false,
    photoCount: uploads.photos.length,
  });

  // The first step (choosing a project) needs no validator: zod arrives with the Details step, or with a restored
  // draft that opens on a later step (which waits on detailsPending until it is checked).
  const loadSchema = form.load;
  useEffect(() => {
    if (step !== "project" && step !== "done") loadSchema();
  }, [step, loadSchema]);

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
  /** A US company's manual sales-tax line for this billing (issue 33); sent only once its rate is a number. */
  const [salesTax, setSalesTax] = useState<SalesTax | null>(null);
  const salesTaxToSend = salesTax && Number.isFinite(salesTax.rate) ? { salesTax } : {};
  const amountCents = Number.isFinite(details.amount) ? dollarsToCents(details.amount) : 0;
  // Past the contract value: warned at review, sent only as a confirmed change of contract (the server refuses it
  // otherwise, issue 38). Null while the project's billings are not read yet.
  const [contractChangeConfirmed, confirmContractChange] = useState(false);
  const billed = history.data ? billedOnProject(history.data) : null;
  const contract =
    project && billed !== null && pastContractBy(project.totalValue, billed, amountCents) > 0
      ? { totalValue: project.totalValue!, billed, confirmed: contractChangeConfirmed, confirm: confirmContractChange }
      : null;

  /** No connection: the billing and the bytes of photos not uploaded yet go to the outbox, under the same key. */
  const queueOnDevice = async (values: DetailsValues) => {
    const userId = outboxOwner();
    if (!project || userId === null) return false;
    const submission: QueuedSubmission = {
      key: idempotencyKey,
      userId,
      queuedAt: Date.now(),
      projectId: project.id,
      projectName: project.name,
      completionPercentage: values.completionPercentage,
      amount: dollarsToCents(values.amount),
      description: values.description,
      dueDate: values.dueDate || null,
      ...(contract?.confirmed ? { contractChangeConfirmed: true } : {}),
      ...salesTaxToSend,
      photos: uploads.photos.filter(countsAsPhoto).map((p) => ({
        id: p.id,
        name: uploads.heldFile(p.id)?.name ?? p.name,
        caption: p.caption.trim() || null,
        url: p.url,
        blob: p.url ? null : (uploads.heldFile(p.id)?.blob ?? null),
      })),
      state: "queued",
      attempts: 0,
      nextAttemptAt: 0,
      error: null,
      sent: null,
      sentAt: null,
    };
    try {
      await saveQueued(submission);
    } catch {
      return false;
    }
    clearDraft();
    setQueued(submission);
    setSearch({ step: "done" }, { replace: true });
    return true;
  };

  const submit = async () => {
    if (!project || !(await form.trigger())) {
      if (project) goTo("details");
      return;
    }
    const values = form.values;
    // Offline, or photos still only on this device: the outbox sends it when it can.
    if ((!isOnline() || uploads.photos.some((p) => countsAsPhoto(p) && !p.url)) && (await queueOnDevice(values)))
      return;
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
          ...(contract?.confirmed ? { contractChangeConfirmed: true } : {}),
          ...salesTaxToSend,
        },
      });
      toast.success(t("submittedToast"));
      clearDraft();
      setSubmitted({
        id: progress.id,
        progressNumber: progress.progressNumber,
        amount: progress.amount,
        totalAmount: progress.totalAmount,
        currency: progress.currency,
        locale: progress.locale,
        projectName: project.name,
        approvalDelivery: progress.approval?.delivery ?? null,
      });
      setSearch({ step: "done" }, { replace: true });
    } catch (err) {
      // The connection dropped on the way: the answer may or may not have been lost, so the outbox sends it again
      // under the same key, and the server bills it once either way.
      if (err instanceof ApiError && err.status === 0 && (await queueOnDevice(values))) return;
      toast.error(t("submitFailed"), { description: said(errorMessage(err)) });
      // The server's completion floor moved (another device billed meanwhile): show it on the field.
      const fieldError = err instanceof ApiError ? err.fieldErrors.completionPercentage : undefined;
      if (fieldError) {
        form.setError("completionPercentage", fieldError);
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
    /** Opened for one project (/progress/submit/:projectId) rather than New progress. */
    fromRoute: routeProjectId !== null,
    projectId,
    nextNumber,
    previousCompletion,
    form,
    details,
    /** Photos or Review was asked for before the details' schema arrived. */
    detailsPending: form.valid === null && (step === "photos" || step === "review"),
    amountCents,
    salesTax,
    setSalesTax,
    /** Set when this billing goes past the project's contract value. */
    contract,
    uploads,
    restored,
    submitted,
    queued,
    online,
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
