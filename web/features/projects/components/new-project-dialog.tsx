// The Create New Project dialog: name, client, total in dollars (sent as cents), description, completion 0-100.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { UPGRADE_PATH } from "#schema/contracts/entitlements";
import { type ProjectForm, ProjectFormSchema } from "#schema/contracts/projects";
import { currencySymbol, dollarsToCents } from "#schema/rules/money";
import { Button, buttonClass } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { SelectField } from "#web/components/ui/select-field";
import { TextareaField } from "#web/components/ui/textarea-field";
import { errorMessage } from "#web/lib/api";
import { isPlanLimit } from "#web/lib/plan-limit";
import { userQuery } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { projectClientsQuery, useCreateProject } from "../api/projects";
import { useProjectFormWords } from "../form-words";

const clampPercent = (value: string) => {
  const n = Math.round(Number(value));
  return value.trim() === "" || Number.isNaN(n) ? 0 : Math.max(0, Math.min(100, n));
};

export function NewProjectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useProjectFormWords();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("newTitle")} description={t("newText")}>
      <NewProjectForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

/**
 * A project refused for the plan's limit is kept on this device for the session: after upgrading, New opens with
 * what was typed (the form is gone once the Subscription page opens).
 */
const DRAFT_KEY = "paystage:new-project-draft";
const EMPTY: Partial<ProjectForm> = { name: "", description: "", completionPercentage: 0 };

function readDraft(): Partial<ProjectForm> {
  try {
    const saved = sessionStorage.getItem(DRAFT_KEY);
    return saved ? { ...EMPTY, ...(JSON.parse(saved) as Partial<ProjectForm>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

function writeDraft(values: Partial<ProjectForm> | null) {
  try {
    if (values) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage refused (private mode, quota): the draft is only a convenience.
  }
}

function NewProjectForm({ onDone }: { onDone: () => void }) {
  const t = useProjectFormWords();
  const clients = useQuery(projectClientsQuery);
  const user = useQuery(userQuery).data;
  const create = useCreateProject();
  const navigate = useNavigate();
  const [overPlan, setOverPlan] = useState(false);
  const [draft] = useState(readDraft);
  const { register, handleSubmit, formState, reset, getValues, setValue } = useForm<ProjectForm>({
    resolver: zodResolver(ProjectFormSchema),
    defaultValues: draft,
  });
  const e = formState.errors;
  // The kept project's client can be picked only once the clients (the select's options) have loaded.
  const loaded = clients.isSuccess;
  useEffect(() => {
    if (loaded && draft.clientId !== undefined) setValue("clientId", draft.clientId);
  }, [loaded, draft.clientId, setValue]);

  const onSubmit = handleSubmit(async ({ totalValue, ...values }) => {
    try {
      await create.mutateAsync({ ...values, totalValue: totalValue === undefined ? null : dollarsToCents(totalValue) });
      toast.success(t("created"), { description: t("createdText") });
      writeDraft(null);
      reset(EMPTY);
      onDone();
    } catch (err) {
      toast.error(t("createFailed"), { description: errorMessage(err) });
      // Over the plan, retrying cannot help: the dialog stays, with the way to upgrade, and keeps what was typed.
      if (isPlanLimit(err)) {
        writeDraft(getValues());
        setOverPlan(true);
      }
    }
  });

  const noClients = clients.isSuccess && clients.data.length === 0;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={t("name")} autoComplete="off" error={e.name?.message} {...register("name")} />
      <SelectField
        label={t("client")}
        error={e.clientId?.message}
        disabled={clients.isPending}
        defaultValue=""
        {...register("clientId", { setValueAs: (v: string) => (v === "" ? undefined : Number(v)) })}
      >
        <option value="" disabled>
          {clients.isPending ? t("loadingClients") : t("selectClient")}
        </option>
        {clients.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} ({c.companyName})
          </option>
        ))}
      </SelectField>
      {noClients && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t("needsClient")}{" "}
          <Link to="/clients" className="font-semibold underline">
            {t("addClient")}
          </Link>
        </p>
      )}
      <Field
        label={t("totalValue", { symbol: currencySymbol(user?.currency, user?.locale) })}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        error={e.totalValue?.message}
        {...register("totalValue", {
          setValueAs: (v: string) => (v === "" || v === undefined ? undefined : Number(v)),
        })}
      />
      <TextareaField label={t("description")} error={e.description?.message} {...register("description")} />
      <Field
        label={t("completion")}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        error={e.completionPercentage?.message}
        {...register("completionPercentage", {
          setValueAs: (v: string | number) => clampPercent(String(v)),
          // The input itself clamps to 0-100, as the spec asks, so what is shown is what is saved.
          onChange: (event) => {
            const input = event.target as HTMLInputElement;
            if (input.value !== "" && String(clampPercent(input.value)) !== input.value)
              input.value = String(clampPercent(input.value));
          },
        })}
      />
      {overPlan && (
        <div
          role="alert"
          className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
        >
          <p>{t("keptDraft")}</p>
          <Button onClick={() => navigate(UPGRADE_PATH)}>{t("upgrade")}</Button>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
          {t("cancel")}
        </Button>
        {noClients ? (
          <Link to="/clients" className={buttonClass("primary")}>
            {t("addClientFirst")}
          </Link>
        ) : (
          <Button type="submit" disabled={create.isPending || clients.isPending}>
            {create.isPending ? t("creating") : t("create")}
          </Button>
        )}
      </div>
    </form>
  );
}
