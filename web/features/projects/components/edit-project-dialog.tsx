// Edit project: name, client, total (dollars, sent as cents) and description. The client is fixed once billed.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { type EditProjectForm, EditProjectFormSchema } from "#schema/contracts/project-lifecycle";
import { currencySymbol, dollarsToCents } from "#schema/rules/money";
import type { ProjectActionsProps } from "#web/components/slots/project-actions-slot";
import { Button } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { SelectField } from "#web/components/ui/select-field";
import { TextareaField } from "#web/components/ui/textarea-field";
import { errorMessage } from "#web/lib/api";
import { userQuery } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { projectClientsQuery, useEditProject } from "../api/projects";
import { useProjectFormWords } from "../form-words";

type Props = ProjectActionsProps & { open: boolean; onOpenChange: (open: boolean) => void };

export function EditProjectDialog({ project, open, onOpenChange }: Props) {
  const t = useProjectFormWords();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("editTitle")} description={t("editText")}>
      {open && <EditProjectFormBody project={project} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function EditProjectFormBody({ project, onDone }: ProjectActionsProps & { onDone: () => void }) {
  const t = useProjectFormWords();
  const clients = useQuery(projectClientsQuery);
  const user = useQuery(userQuery).data;
  const edit = useEditProject(project.id);
  const billed = project.lastProgressNumber > 0;
  const { register, handleSubmit, formState } = useForm<EditProjectForm>({
    resolver: zodResolver(EditProjectFormSchema),
    defaultValues: {
      name: project.name,
      description: project.description ?? "",
      clientId: project.clientId,
      totalValue: project.totalValue === null ? undefined : project.totalValue / 100,
    },
  });
  const e = formState.errors;

  const onSubmit = handleSubmit(async ({ totalValue, clientId, ...values }) => {
    try {
      await edit.mutateAsync({
        ...values,
        // Sent only when it can change: a billed project keeps the client its billings went to.
        ...(billed ? {} : { clientId }),
        totalValue: totalValue === undefined ? null : dollarsToCents(totalValue),
      });
      toast.success(t("updated"), { description: t("updatedText") });
      onDone();
    } catch (err) {
      toast.error(t("updateFailed"), { description: errorMessage(err) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={t("name")} autoComplete="off" error={e.name?.message} {...register("name")} />
      {billed ? (
        <div>
          <p className="text-sm font-medium">{t("client")}</p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t("clientStays", {
              client: clients.data?.find((c) => c.id === project.clientId)?.companyName ?? t("thisClient"),
            })}
          </p>
        </div>
      ) : (
        <SelectField
          label={t("client")}
          error={e.clientId?.message}
          disabled={clients.isPending}
          {...register("clientId", { setValueAs: (v: string) => (v === "" ? undefined : Number(v)) })}
        >
          {clients.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.companyName})
            </option>
          )) ?? <option value={project.clientId}>{t("loadingClients")}</option>}
        </SelectField>
      )}
      <Field
        label={t("totalValue", { symbol: currencySymbol(user?.currency, user?.locale) })}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        error={e.totalValue?.message}
        {...register("totalValue", {
          setValueAs: (v: string | number | undefined) =>
            v === "" || v === undefined || Number.isNaN(v) ? undefined : Number(v),
        })}
      />
      <TextareaField label={t("description")} error={e.description?.message} {...register("description")} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={edit.isPending}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
