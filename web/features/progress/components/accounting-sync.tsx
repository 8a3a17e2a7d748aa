// The billing's line about the connected books: "Synced to QuickBooks Online", or "Not synced: reason" with Retry,
// and what the books hold differently (another total, a part payment; ADR 0132).
// Shown only when accounting software is connected; syncing never holds up anything on this page.
import { useQuery } from "@tanstack/react-query";
import type { SyncStateView } from "#schema/contracts/accounting";
import { Button } from "#web/components/ui/button";
import { errorMessage } from "#web/lib/api";
import { toast } from "#web/lib/toast";
import { accountingSyncQuery, useRetryAccountingSync } from "../api/accounting-sync";

/** `initial`: where the billing stood when its detail was read; a retry's answer replaces it. */
export function AccountingSyncLine({ progressId, initial }: { progressId: number; initial: SyncStateView }) {
  const { data } = useQuery({ ...accountingSyncQuery(progressId), initialData: { sync: initial } });
  const retry = useRetryAccountingSync(progressId);
  const sync = data?.sync;
  if (!sync) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="accounting-sync">
      <p
        className={
          sync.status === "failed" ? "font-medium text-red-700 dark:text-red-300" : "text-slate-600 dark:text-slate-400"
        }
      >
        {sync.text}
      </p>
      {sync.note && (
        <p className="w-full font-medium text-amber-800 dark:text-amber-300" data-testid="accounting-sync-note">
          {sync.note}
        </p>
      )}
      {sync.status === "failed" && (
        <Button
          variant="secondary"
          disabled={retry.isPending}
          onClick={() => retry.mutate(undefined, { onError: (err) => toast.error(errorMessage(err)) })}
        >
          Retry
        </Button>
      )}
    </div>
  );
}
