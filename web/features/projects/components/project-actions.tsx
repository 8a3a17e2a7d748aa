// Project Details' lifecycle tools: Edit, Mark completed / Reopen, and Delete (which archives a billed project).
import { Archive, CheckCircle2, Pencil, RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { projectActions } from "#schema/i18n/app/en/project-actions";
import type { ProjectActionsProps } from "#web/components/slots/project-actions-slot";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { lazyDialog } from "#web/components/ui/lazy-dialog";
import { errorMessage } from "#web/lib/api";
import { usePermissions } from "#web/lib/permissions";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import { defineWords } from "#web/lib/words";
import { useCompleteProject, useRemoveProject, useReopenProject } from "../api/projects";

// The edit form (its dialog, react-hook-form and zod) loads on the first intent on the page, not with it.
const EditProjectDialog = lazyDialog(() => import("./edit-project-dialog").then((m) => m.EditProjectDialog));
// Its words ship with this card (a slot loaded after the page's first screen), Spanish in a chunk of its own.
const useWords = defineWords(projectActions, () =>
  import("#schema/i18n/app/es/project-actions").then((m) => m.projectActions),
);

export default function ProjectActions({ project }: ProjectActionsProps) {
  const t = useWords();
  const said = useSaid();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const complete = useCompleteProject(project.id);
  const reopen = useReopenProject(project.id);
  const remove = useRemoveProject(project.id);
  const navigate = useNavigate();
  const billed = project.lastProgressNumber > 0;
  const { can } = usePermissions();
  const writes = can("records:write");
  const deletes = can("records:delete");

  if (project.status === "archived") {
    return (
      <Card className="flex items-start gap-3" role="status">
        <Archive className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" aria-hidden="true" />
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("archivedNote")}</p>
      </Card>
    );
  }

  const run = async (action: () => Promise<unknown>, title: string, description: string, failure: string) => {
    try {
      await action();
      toast.success(title, { description });
    } catch (err) {
      toast.error(failure, { description: said(errorMessage(err)) });
    }
  };

  const onRemove = async () => {
    try {
      const { outcome } = await remove.mutateAsync(undefined);
      setConfirming(false);
      toast.success(t(outcome === "archived" ? "archived" : "deleted"), {
        description: t(outcome === "archived" ? "archivedToast" : "deletedNote"),
      });
      navigate("/projects", { replace: true });
    } catch (err) {
      toast.error(t("deleteFailed"), { description: said(errorMessage(err)) });
    }
  };

  // Field members bill stages; managing the project itself is the owner's and the office's.
  if (!writes && !deletes) return null;
  const busy = complete.isPending || reopen.isPending || remove.isPending;
  return (
    <Card className="space-y-3">
      <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{t("title")}</h2>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {writes && (
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={busy}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t("edit")}
          </Button>
        )}
        {!writes ? null : project.status === "completed" ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              run(() => reopen.mutateAsync(undefined), t("reopened"), t("reopenedNote"), t("reopenFailed"))
            }
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {reopen.isPending ? t("reopening") : t("reopen")}
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              run(() => complete.mutateAsync(undefined), t("completed"), t("completedNote"), t("completeFailed"))
            }
          >
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {complete.isPending ? t("saving") : t("complete")}
          </Button>
        )}
        {deletes && (
          <Button
            variant="ghost"
            className="text-red-700 dark:text-red-300"
            onClick={() => setConfirming(true)}
            disabled={busy}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t("delete")}
          </Button>
        )}
      </div>
      <EditProjectDialog project={project} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={(o) => !remove.isPending && setConfirming(o)}
        title={t(billed ? "archiveTitle" : "deleteTitle", { name: project.name })}
        description={billed ? t("archiveBody") : t("deleteBody", { name: project.name })}
        confirmLabel={t(billed ? "archive" : "delete")}
        cancelLabel={t("cancel")}
        pendingLabel={t(billed ? "archiving" : "deleting")}
        pending={remove.isPending}
        onConfirm={onRemove}
      />
    </Card>
  );
}
