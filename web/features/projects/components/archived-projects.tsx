// "Archived projects" under the list, with Restore (issue 23): loaded when its disclosure is opened.
import { ArchivedList } from "#web/components/ui/archived-list";
import { archivedProjectsQuery, useRestoreProject } from "../api/projects";
import { useProjectsWords } from "../words";

export default function ArchivedProjects({ label }: { label: string }) {
  const restoreProject = useRestoreProject();
  const t = useProjectsWords();
  return (
    <ArchivedList
      label={label}
      none={t("noArchived")}
      query={archivedProjectsQuery}
      toItem={(p) => ({
        id: p.id,
        title: p.name,
        detail: p.clientArchived ? t("archivedClient", { client: p.clientName }) : p.clientName,
      })}
      restore={(id) => restoreProject.mutateAsync(id)}
      restored={t("restored")}
    />
  );
}
