// Project Details' lifecycle tools: Edit, Mark completed / Reopen, and Delete (which archives a billed project).
import { Archive, CheckCircle2, Pencil, RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { ProjectActionsProps } from "#web/components/slots/project-actions-slot";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { lazyDialog } from "#web/components/ui/lazy-dialog";
import { errorMessage } from "#web/lib/api";
import { usePermissions } from "#web/lib/permissions";
import { toast } from "#web/lib/toast";
import { useCompleteProject, useRemoveProject, useReopenProject } from "../api/projects";

// The edit form (its dialog, react-hook-form and zod) loads on the first intent on the page, not with it.
const EditProjectDialog = lazyDialog(() => import("./edit-project-dialog").then((m) => m.EditProjectDialog));

export default function ProjectActions({ project }: ProjectActionsProps) {
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
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Archived. It stays out of your lists; its invoices, signatures and payment history are kept and open from
          Invoices.
        </p>
      </Card>
    );
  }

  const run = async (action: () => Promise<unknown>, title: string, description: string, failure: string) => {
    try {
      await action();
      toast.success(title, { description });
    } catch (err) {
      toast.error(failure, { description: errorMessage(err) });
    }
  };

  const onRemove = async () => {
    try {
      const { outcome } = await remove.mutateAsync(undefined);
      setConfirming(false);
      toast.success(outcome === "archived" ? "Project archived" : "Project deleted", {
        description:
          outcome === "archived"
            ? "Its invoices and payment history are kept on Invoices."
            : "The project has been deleted.",
      });
      navigate("/projects", { replace: true });
    } catch (err) {
      toast.error("Failed to delete project", { description: errorMessage(err) });
    }
  };

  // Field members bill stages; managing the project itself is the owner's and the office's.
  if (!writes && !deletes) return null;
  const busy = complete.isPending || reopen.isPending || remove.isPending;
  return (
    <Card className="space-y-3">
      <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        Manage project
      </h2>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {writes && (
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={busy}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Edit project
          </Button>
        )}
        {!writes ? null : project.status === "completed" ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              run(
                () => reopen.mutateAsync(undefined),
                "Project reopened",
                "You can submit progress on it again.",
                "Failed to reopen project",
              )
            }
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {reopen.isPending ? "Reopening..." : "Reopen project"}
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              run(
                () => complete.mutateAsync(undefined),
                "Project completed",
                "It moves to the Completed tab and stops offering Submit Progress.",
                "Failed to complete project",
              )
            }
          >
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {complete.isPending ? "Saving..." : "Mark completed"}
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
            Delete project
          </Button>
        )}
      </div>
      <EditProjectDialog project={project} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={(o) => !remove.isPending && setConfirming(o)}
        title={billed ? `Archive "${project.name}"?` : `Delete "${project.name}"?`}
        description={
          billed
            ? "This project has billings, so it will be archived instead of deleted: it leaves your lists, and every invoice, signature and payment stays on Invoices."
            : `This will permanently delete the project "${project.name}". This action cannot be undone.`
        }
        confirmLabel={billed ? "Archive project" : "Delete project"}
        pendingLabel={billed ? "Archiving..." : "Deleting..."}
        pending={remove.isPending}
        onConfirm={onRemove}
      />
    </Card>
  );
}
