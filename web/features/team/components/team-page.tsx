// /team: the company's members, the invites still open, and the invite form (or why no invite can be sent now).
// Field members see the member list only; the owner also changes roles, removes members and hands over ownership.
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { invitableRoles } from "#schema/contracts/permissions";
import { usePageHeader } from "#web/components/shell/page-header";
import { buttonClass } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { LoadError } from "#web/components/ui/load-error";
import { usePermissions } from "#web/lib/permissions";
import { useSaid } from "#web/lib/said";
import { teamQuery } from "../api/team";
import { useTeamWords } from "../words";
import { ClientContactPicker } from "./client-contact";
import { InviteForm } from "./invite-form";
import { MemberList } from "./member-list";
import { PendingInvites } from "./pending-invites";

export default function TeamPage() {
  const t = useTeamWords();
  usePageHeader(t("team"));
  const team = useQuery(teamQuery);
  const { role, can } = usePermissions();
  const invites = can("members:invite");

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t("team")}</h1>
        {team.data?.companyName && <p className="text-slate-700 dark:text-slate-300">{team.data.companyName}</p>}
      </div>
      {team.isPending ? (
        <Card className="space-y-3" role="status" aria-label={t("loading")}>
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/3" />
        </Card>
      ) : team.isError ? (
        <LoadError title={t("loadFailed")} error={team.error} onRetry={() => team.refetch()} />
      ) : (
        <>
          <MemberList members={team.data.members} managesMembers={can("company:admin")} />
          {can("company:admin") && team.data.members.length > 1 && (
            <ClientContactPicker members={team.data.members} chosen={team.data.clientContactId} />
          )}
          {invites && role && (
            <>
              <PendingInvites invites={team.data.invites} cancellable={invitableRoles(role)} />
              <section aria-labelledby="invite-title" className="space-y-3">
                <h2 id="invite-title" className="text-lg font-semibold">
                  {t("inviteMember")}
                </h2>
                {!team.data.canInvite && team.data.inviteBlockedReason ? (
                  <InviteBlocked reason={team.data.inviteBlockedReason} choosesPlan={can("company:admin")} />
                ) : (
                  <InviteForm roles={invitableRoles(role)} />
                )}
              </section>
            </>
          )}
        </>
      )}
    </div>
  );
}

/** The plan has no seat for another person (or has ended): the owner goes to the plans, others ask the owner. */
function InviteBlocked({ reason, choosesPlan }: { reason: string; choosesPlan: boolean }) {
  const t = useTeamWords();
  const said = useSaid(true);
  return (
    <Card className="space-y-3" role="status">
      <p className="text-sm text-slate-800 dark:text-slate-200">{said(reason)}</p>
      {choosesPlan ? (
        <Link to="/subscription" className={buttonClass("primary", "lg", "w-full sm:w-auto")}>
          {t("seePlans")}
        </Link>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("askOwner")}</p>
      )}
    </Card>
  );
}
