// "Archived projects" under the list, with Restore (issue 23): loaded when its disclosure is opened.
import { ArchivedList } from "#web/components/ui/archived-list";
import { archivedProjectsQuery, useRestoreProject } from "../api/projects";

export default function ArchivedProjects({ label }: { label: string }) {
  const restoreProject = useRestoreProject();
  return (
    <ArchivedList
      label={label}
      none="No archived projects."
      query={archivedProjectsQuery}
      toItem={(p) => ({
        id: p.id,
        title: p.name,
        detail: p.clientArchived ? `${p.clientName} (archived client: restore it first)` : p.clientName,
      })}
      restore={(id) => restoreProject.mutateAsync(id)}
      restored="Project restored as completed. Reopen it to bill again."
    />
  );
}
