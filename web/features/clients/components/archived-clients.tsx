// "Archived clients" under the list, with Restore (issue 23): loaded when its disclosure is opened.
import { ArchivedList } from "#web/components/ui/archived-list";
import { archivedClientsQuery, useRestoreClient } from "../api/clients";
import { useClientsWords } from "../words";

export default function ArchivedClients({ label }: { label: string }) {
  const restoreClient = useRestoreClient();
  const t = useClientsWords();
  return (
    <ArchivedList
      label={label}
      none={t("noArchived")}
      query={archivedClientsQuery}
      toItem={(c) => ({ id: c.id, title: c.name, detail: c.companyName ?? undefined })}
      restore={(id) => restoreClient.mutateAsync(id)}
      restored={t("restored")}
    />
  );
}
