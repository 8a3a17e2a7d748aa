// /nudge/config (Configure Templates): the contractor's reminder templates, with create, edit and delete.
import { useQuery } from "@tanstack/react-query";
import { BellRing, Mail, MessageSquareText, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { templates as english } from "#schema/i18n/app/en/templates";
import { usePageHeader } from "#web/components/shell/page-header";
import { Button } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { EmptyState } from "#web/components/ui/empty-state";
import { lazyDialog } from "#web/components/ui/lazy-dialog";
import { ListState } from "#web/components/ui/list-state";
import { errorMessage } from "#web/lib/api";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import { defineWords } from "#web/lib/words";
import { type NudgeTemplate, templatesQuery, useDeleteTemplate } from "../api/nudges";
import { useReminderTextWords } from "../reminder-words";
import { useTriggerText } from "./channel-labels";

const useTemplatesWords = defineWords(english, () => import("#schema/i18n/app/es/templates").then((m) => m.templates));
const TemplateDialog = lazyDialog(() => import("./template-dialog").then((m) => m.TemplateDialog));

export default function TemplatesPage() {
  const t = useTemplatesWords();
  const said = useSaid();
  usePageHeader(t("header"), { subtitle: t("subtitle") });
  const list = useQuery(templatesQuery);
  const templates = list.data;
  const [editing, setEditing] = useState<{ open: boolean; template: NudgeTemplate | null }>({
    open: false,
    template: null,
  });
  const [deleting, setDeleting] = useState<NudgeTemplate | null>(null);
  const remove = useDeleteTemplate();
  const openNew = () => setEditing({ open: true, template: null });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t("deleted"));
      setDeleting(null);
    } catch (err) {
      toast.error(t("deleteFailed"), { description: said(errorMessage(err)) });
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t("title")}</h1>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("nineAm")}</p>
        </div>
        <Button onClick={openNew}>
          <Plus className="h-5 w-5" aria-hidden="true" />
          {t("new")}
        </Button>
      </div>

      <ListState
        query={list}
        noun={t("noun")}
        count={templates?.length ?? 0}
        grid="grid gap-3 md:grid-cols-2"
        placeholder={
          <Card className="space-y-3">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </Card>
        }
        empty={() => (
          <EmptyState
            icon={<BellRing className="h-10 w-10" aria-hidden="true" />}
            title={t("noneFound")}
            hint={t("noneHint")}
            action={
              <Button onClick={openNew}>
                <Plus className="h-5 w-5" aria-hidden="true" />
                {t("newTemplate")}
              </Button>
            }
          />
        )}
      >
        {templates?.map((t) => (
          <li key={t.id}>
            <TemplateCard
              template={t}
              onEdit={() => setEditing({ open: true, template: t })}
              onDelete={() => setDeleting(t)}
            />
          </li>
        ))}
      </ListState>

      <TemplateDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((s) => ({ ...s, open }))}
        template={editing.template}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("deleteTitle")}
        description={t("deleteText", { name: deleting?.name ?? "" })}
        confirmLabel={t("delete")}
        pendingLabel={t("deleting")}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function TemplateCard({
  template,
  onEdit,
  onDelete,
}: {
  template: NudgeTemplate;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTemplatesWords();
  const channel = useReminderTextWords();
  const trigger = useTriggerText();
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words">{template.name}</h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {trigger(template.triggerType, template.triggerValue)}
          </p>
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <Button variant="ghost" size="icon" aria-label={t("edit", { name: template.name })} onClick={onEdit}>
            <Pencil className="h-5 w-5" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={t("deleteOne", { name: template.name })} onClick={onDelete}>
            <Trash2 className="h-5 w-5 text-red-700 dark:text-red-400" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{template.emailSubject}</p>
      <div className="mt-auto flex flex-wrap items-center gap-2 text-xs font-semibold">
        {template.channels.includes("email") && (
          <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            <Mail className="h-3.5 w-3.5" aria-hidden="true" /> {channel("email")}
          </span>
        )}
        {template.channels.includes("sms") && (
          <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            <MessageSquareText className="h-3.5 w-3.5" aria-hidden="true" /> SMS
          </span>
        )}
        <span
          className={
            template.active
              ? "rounded-full bg-green-100 px-2.5 py-1 text-green-900 dark:bg-green-950 dark:text-green-200"
              : "rounded-full bg-slate-100 px-2.5 py-1 text-slate-700 dark:bg-slate-800 dark:text-slate-300"
          }
        >
          {template.active ? t("automatic") : t("manualOnly")}
        </span>
      </div>
    </Card>
  );
}
