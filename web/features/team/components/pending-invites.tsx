// Invites not yet accepted: who, how they were reached, the role, when the link stops working, and Cancel invite.
import type { PendingInvite, Role } from "#schema/contracts/team";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { PhoneCheckNote } from "#web/components/ui/contact-block";
import { errorMessage } from "#web/lib/api";
import { formatDate } from "#web/lib/dates";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import { useCancelInvite } from "../api/team";
import { roleName, useTeamWords } from "../words";

/** `cancellable`: the roles whose invites this person may cancel (the office cancels field invites only). */
export function PendingInvites({ invites, cancellable }: { invites: PendingInvite[]; cancellable: readonly Role[] }) {
  const t = useTeamWords();
  const said = useSaid();
  const cancel = useCancelInvite();
  const onCancel = async (invite: PendingInvite) => {
    try {
      await cancel.mutateAsync(invite.id);
      toast.success(t("inviteCancelled"), { description: t("inviteCancelledText", { name: invite.fullName }) });
    } catch (err) {
      toast.error(t("cancelFailed"), { description: said(errorMessage(err)) });
    }
  };
  if (invites.length === 0) return null;
  return (
    <section aria-labelledby="invites-title" className="space-y-3">
      <h2 id="invites-title" className="text-lg font-semibold">
        {t("pendingInvites")}
      </h2>
      <ul className="space-y-2">
        {invites.map((invite) => (
          <li key={invite.id}>
            <Card className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold">{invite.fullName}</h3>
                <p className="truncate text-sm text-slate-700 dark:text-slate-300">
                  {[invite.email, invite.phoneDisplay ?? invite.phone].filter(Boolean).join(" · ")}
                </p>
                {invite.phone && invite.phoneInvalid && <PhoneCheckNote />}
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {t("expires", { role: roleName(t, invite.role), date: formatDate(invite.expiresAt) })}
                </p>
              </div>
              {cancellable.includes(invite.role) && (
                <Button
                  variant="ghost"
                  className="shrink-0 text-red-700 dark:text-red-300"
                  disabled={cancel.isPending}
                  onClick={() => onCancel(invite)}
                  aria-label={t("cancelInviteFor", { name: invite.fullName })}
                >
                  {t("cancelInvite")}
                </Button>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
