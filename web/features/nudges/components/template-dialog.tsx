// Create and edit a reminder template: texts with variables, when it goes out, channels, and a live preview.
import { zodResolver } from "@hookform/resolvers/zod";
import * as Switch from "@radix-ui/react-switch";
import { useQuery } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import {
  CHANNELS,
  type NudgeChannel,
  type NudgeTemplateInput,
  NudgeTemplateSchema,
  TEMPLATE_DEFAULTS,
  TEMPLATE_VARIABLES,
  TRIGGER_TYPES,
  unknownVariables,
} from "#schema/contracts/nudges";
import { templateDialog as english } from "#schema/i18n/app/en/template-dialog";
import { Button } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { SelectField } from "#web/components/ui/select-field";
import { TextareaField } from "#web/components/ui/textarea-field";
import { errorMessage } from "#web/lib/api";
import { cn } from "#web/lib/cn";
import { useCommonWords } from "#web/lib/common-words";
import { useSaid } from "#web/lib/said";
import { userQuery } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { defineWords } from "#web/lib/words";
import { type NudgeTemplate, targetsQuery, useSaveTemplate } from "../api/nudges";
import { useReminderTextWords } from "../reminder-words";
import { exampleFacts, factsFor, MessagePreview } from "./message-preview";
import { SmsSegmentCount } from "./sms-segment-count";

const useDialogWords = defineWords(english, () =>
  import("#schema/i18n/app/es/template-dialog").then((m) => m.templateDialog),
);

type Props = { open: boolean; onOpenChange: (open: boolean) => void; template: NudgeTemplate | null };

export function TemplateDialog({ open, onOpenChange, template }: Props) {
  const t = useDialogWords();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={template ? t("editTitle") : t("newTitle")}
      description={t("description", { example: "{{clientName}}" })}
    >
      {/* Keyed so each opening starts from the chosen template's saved values. */}
      <TemplateForm key={template?.id ?? "new"} template={template} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

type TextField = "emailSubject" | "emailBody" | "smsBody";

function TemplateForm({ template, onDone }: { template: NudgeTemplate | null; onDone: () => void }) {
  const save = useSaveTemplate();
  const t = useDialogWords();
  const reminder = useReminderTextWords();
  const said = useSaid();
  const { register, handleSubmit, control, formState, setValue, getValues } = useForm<NudgeTemplateInput>({
    resolver: zodResolver(NudgeTemplateSchema),
    defaultValues: template
      ? {
          name: template.name,
          emailSubject: template.emailSubject,
          emailBody: template.emailBody,
          smsBody: template.smsBody,
          triggerType: template.triggerType,
          triggerValue: template.triggerValue,
          channels: template.channels,
          active: template.active,
        }
      : { name: "", emailSubject: "", emailBody: "", smsBody: "", ...TEMPLATE_DEFAULTS },
  });
  const e = formState.errors;
  const [triggerType, emailSubject, emailBody, smsBody, channels] = useWatch({
    control,
    name: ["triggerType", "emailSubject", "emailBody", "smsBody", "channels"],
  });
  const unknown = unknownVariables(emailSubject ?? "", emailBody ?? "", smsBody ?? "");

  // Variable chips insert at the cursor of the text field used last.
  const lastField = useRef<TextField>("emailBody");
  const fieldEls = useRef<Partial<Record<TextField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const textRegister = (name: TextField) => {
    const r = register(name);
    return {
      ...r,
      ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
        r.ref(el);
        fieldEls.current[name] = el;
      },
      onFocus: () => {
        lastField.current = name;
      },
    };
  };
  const insertVariable = (token: string) => {
    const name = lastField.current;
    const el = fieldEls.current[name];
    const value = getValues(name) ?? "";
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    setValue(name, value.slice(0, start) + token + value.slice(end), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: template?.id ?? null, input: values });
      toast.success(template ? t("updated") : t("created"));
      onDone();
    } catch (err) {
      toast.error(template ? t("updateFailed") : t("createFailed"), { description: said(errorMessage(err)) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={t("name")} error={e.name?.message} {...register("name")} />

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">{t("whenSent")}</legend>
        <div className="grid grid-cols-[1fr_7rem] gap-3">
          <SelectField label={t("trigger")} error={e.triggerType?.message} {...register("triggerType")}>
            {TRIGGER_TYPES.map((type) => (
              <option key={type} value={type}>
                {reminder(`trigger_${type}`)}
              </option>
            ))}
          </SelectField>
          {triggerType !== "on_due_date" && (
            <Field
              label={t("days")}
              type="number"
              inputMode="numeric"
              min={1}
              error={e.triggerValue?.message}
              {...register("triggerValue", {
                setValueAs: (v) => (v === "" || v === null || v === undefined ? null : Number(v)),
              })}
            />
          )}
        </div>
        <Controller
          control={control}
          name="active"
          render={({ field }) => <AutoSwitch checked={field.value ?? true} onChange={field.onChange} />}
        />
      </fieldset>

      <Controller
        control={control}
        name="channels"
        render={({ field }) => (
          <fieldset aria-describedby={e.channels ? "channels-error" : undefined}>
            <legend className="text-sm font-semibold">{t("channels")}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {CHANNELS.map((c) => {
                const checked = (field.value ?? []).includes(c);
                return (
                  <label
                    key={c}
                    className={cn(
                      "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 text-sm font-medium",
                      checked
                        ? "border-brand-500 bg-brand-50 dark:bg-brand-900/40"
                        : "border-slate-300 dark:border-slate-600",
                    )}
                  >
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-brand-700"
                      checked={checked}
                      onChange={(ev) =>
                        field.onChange(
                          ev.target.checked
                            ? CHANNELS.filter((x) => x === c || (field.value ?? []).includes(x))
                            : (field.value ?? []).filter((x) => x !== c),
                        )
                      }
                    />
                    {reminder(c)}
                  </label>
                );
              })}
            </div>
            {e.channels && (
              <p id="channels-error" role="alert" className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
                {e.channels.message}
              </p>
            )}
          </fieldset>
        )}
      />

      <Field label={t("emailSubject")} error={e.emailSubject?.message} {...textRegister("emailSubject")} />
      <TextareaField label={t("emailBody")} rows={7} error={e.emailBody?.message} {...textRegister("emailBody")} />
      <TextareaField
        label={t("smsMessage")}
        rows={3}
        error={e.smsBody?.message}
        hint={<SmsSegmentCount text={smsBody ?? ""} />}
        {...textRegister("smsBody")}
      />

      <div>
        <p className="text-sm font-semibold" id="variables-label">
          {t("insertVariable")}
        </p>
        <div role="group" aria-labelledby="variables-label" className="mt-2 flex flex-wrap gap-2">
          {TEMPLATE_VARIABLES.map((v) => (
            <button
              key={v.name}
              type="button"
              onClick={() => insertVariable(`{{${v.name}}}`)}
              className="min-h-11 rounded-full border border-slate-300 px-3 text-sm text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
              title={t("inserts", { token: `{{${v.name}}}`, snake: `{${v.snake}}` })}
            >
              {t(`var_${v.name}`)}
            </button>
          ))}
        </div>
      </div>

      {unknown.length > 0 && (
        <div
          role="status"
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <p>{t(unknown.length === 1 ? "unknownOne" : "unknownMany", { names: unknown.join(", ") })}</p>
        </div>
      )}

      <LivePreview
        template={{ emailSubject: emailSubject ?? "", emailBody: emailBody ?? "", smsBody: smsBody ?? "" }}
        channels={channels ?? []}
      />

      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("saving") : template ? t("saveChanges") : t("create")}
        </Button>
      </div>
    </form>
  );
}

function AutoSwitch({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  const t = useDialogWords();
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-950">
      <div className="text-sm">
        <label htmlFor={id} className="block font-medium">
          {t("sendAuto")}
        </label>
        <p id={`${id}-hint`} className="text-slate-600 dark:text-slate-400">
          {t("sendAutoHint")}
        </p>
      </div>
      <Switch.Root
        id={id}
        aria-describedby={`${id}-hint`}
        checked={checked}
        onCheckedChange={onChange}
        className="relative h-7 w-12 shrink-0 rounded-full bg-slate-400 transition-colors data-[state=checked]:bg-brand-700"
      >
        <Switch.Thumb className="block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}

/** Renders the template for a progress the contractor picks (or clearly marked examples when there is none yet). */
function LivePreview({
  template,
  channels,
}: {
  template: { emailSubject: string; emailBody: string; smsBody: string };
  channels: NudgeChannel[];
}) {
  const { data: user } = useQuery(userQuery);
  const t = useDialogWords();
  const common = useCommonWords();
  const targets = useQuery(targetsQuery);
  const options = useMemo(
    () =>
      (targets.data ?? []).flatMap((client) =>
        client.projects.flatMap((project) =>
          project.progress.map((progress) => ({ key: String(progress.id), client, project, progress })),
        ),
      ),
    [targets.data],
  );
  const [chosen, setChosen] = useState<string>("");
  const target = options.find((o) => o.key === chosen) ?? options[0];
  if (!user) return null;
  const facts = target ? factsFor(target, user) : exampleFacts(user);

  return (
    <section aria-labelledby="preview-title" className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      <h3 id="preview-title" className="font-semibold">
        {t("preview")}
      </h3>
      {options.length > 0 ? (
        <SelectField label={t("previewFor")} value={target?.key ?? ""} onChange={(ev) => setChosen(ev.target.value)}>
          {options.map((o) => (
            <option key={o.key} value={o.key}>
              {o.client.name} · {o.project.name} · {common("progressNumber", { number: o.progress.progressNumber })}
            </option>
          ))}
        </SelectField>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("examples")}</p>
      )}
      {channels.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("chooseChannel")}</p>
      ) : (
        <MessagePreview template={template} channels={channels} facts={facts} />
      )}
    </section>
  );
}
