// What "Archived (restore)" shows once opened (archived-disclosure.tsx): the archived items, each with Restore; the
// feature supplies the read and the restore (issue 23: archived things had no way back).
import { type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { ArchiveRestore } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { ArchivedLoading } from "./archived-disclosure";
import { useArchivedWords } from "./archived-words";
import { Button } from "./button";

export type ArchivedItem = { id: number; title: string; detail?: string };

type Props<T> = {
  /** "Archived projects": the list's name, as the disclosure's label. */
  label: string;
  /** Said when nothing is archived. */
  none: string;
  query: UseQueryOptions<T[], Error, T[], readonly unknown[]>;
  toItem: (row: T) => ArchivedItem;
  restore: (id: number) => Promise<unknown>;
  /** The toast after a restore, e.g. "Project restored". */
  restored: string;
};

export function ArchivedList<T>({ label, none, query, toItem, restore, restored }: Props<T>) {
  const t = useArchivedWords();
  const [busy, setBusy] = useState<number | null>(null);
  const { data, isPending, isError } = useQuery(query);
  const onRestore = async (id: number) => {
    setBusy(id);
    try {
      await restore(id);
      toast.success(restored);
    } catch (err) {
      toast.error(t("restoreFailed"), { description: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="mt-3 text-sm">
      {isPending && <ArchivedLoading />}
      {isError && <p className="text-red-700 dark:text-red-400">{t("archivedFailed")}</p>}
      {data && data.length === 0 && <p className="text-slate-600 dark:text-slate-400">{none}</p>}
      {data && data.length > 0 && (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={label}>
          {data.map(toItem).map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-words">
                <span className="block font-medium">{item.title}</span>
                {item.detail && <span className="block text-slate-600 dark:text-slate-400">{item.detail}</span>}
              </span>
              <Button
                variant="secondary"
                className="min-h-10 px-3"
                disabled={busy === item.id}
                onClick={() => void onRestore(item.id)}
                aria-label={t("restoreNamed", { title: item.title })}
              >
                <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
                {t("restore")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
