// The company's members: name, role, "You", last active. For the owner: each other member's role, Make owner and
// Remove, and a change of role, each behind a confirmation (removal signs the person out everywhere at once; a new role
// applies on the member's next request).
import { Crown, UserMinus } from "lucide-react";
import { useState } from "react";
import type { Role } from "#schema/contracts/team-words";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { SelectField } from "#web/components/ui/select-field";
import { errorMessage } from "#web/lib/api";
import { formatTimeAgo } from "#web/lib/dates";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import { type Member, useChangeRole, useRemoveMember, useTransferOwnership } from "../api/team";
import { roleAbout, roleName, type TeamWords, useTeamWords } from "../words";

type Pending = { kind: "remove" | "transfer"; member: Member } | { kind: "role"; member: Member; role: Role } | null;

function confirmWords(t: TeamWords, confirming: NonNullable<Pending>) {
  const { member } = confirming;
  if (confirming.kind === "role") {
    return {
      title: t("changeRoleTitle", { name: member.fullName, role: roleName(t, confirming.role) }),
      description: t("changeRoleText", { about: roleAbout(t, confirming.role) }),
      confirmLabel: t("changeRole"),
      pendingLabel: t("changing"),
    };
  }
  if (confirming.kind === "transfer") {
    return {
      title: t("makeOwnerTitle", { name: member.fullName }),
      description: t("makeOwnerText"),
      confirmLabel: t("makeOwner"),
      pendingLabel: t("transferring"),
    };
  }
  return {
    title: t("removeTitle", { name: member.fullName }),
    description: t("removeText"),
    confirmLabel: t("remove"),
    pendingLabel: t("removing"),
  };
}

export function MemberList({ members, managesMembers }: { members: Member[]; managesMembers: boolean }) {
  const t = useTeamWords();
  const said = useSaid();
  const [confirming, setConfirming] = useState<Pending>(null);
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const changeRole = useChangeRole();
  const pending = remove.isPending || transfer.isPending || changeRole.isPending;

  const onConfirm = async () => {
    if (!confirming) return;
    const { kind, member } = confirming;
    try {
      if (confirming.kind === "role") {
        await changeRole.mutateAsync({ id: member.id, role: confirming.role });
        toast.success(t("roleChanged"), {
          description: t("roleChangedText", {
            name: member.fullName,
            role: roleName(t, confirming.role).toLowerCase(),
          }),
        });
      } else if (kind === "remove") {
        await remove.mutateAsync(member.id);
        toast.success(t("removed"), { description: t("removedText", { name: member.fullName }) });
      } else {
        await transfer.mutateAsync(member.id);
        toast.success(t("transferred"), { description: t("transferredText", { name: member.fullName }) });
      }
      setConfirming(null);
    } catch (err) {
      const failed = {
        role: t("roleFailed"),
        remove: t("removeFailed"),
        transfer: t("transferFailed"),
      };
      toast.error(failed[kind], {
        description: said(errorMessage(err)),
      });
    }
  };

  const words = confirming ? confirmWords(t, confirming) : null;
  return (
    <section aria-labelledby="members-title" className="space-y-3">
      <h2 id="members-title" className="text-lg font-semibold">
        {t("members")}
      </h2>
      <ul className="space-y-2">
        {members.map((member) => (
          <li key={member.id}>
            <MemberCard
              member={member}
              managed={managesMembers && !member.isYou}
              onRemove={() => setConfirming({ kind: "remove", member })}
              onMakeOwner={() => setConfirming({ kind: "transfer", member })}
              onRole={(role) => setConfirming({ kind: "role", member, role })}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !pending && !open && setConfirming(null)}
        title={words?.title ?? ""}
        description={words?.description ?? ""}
        confirmLabel={words?.confirmLabel ?? ""}
        pendingLabel={words?.pendingLabel ?? ""}
        pending={pending}
        onConfirm={onConfirm}
      />
    </section>
  );
}

function MemberCard({
  member,
  managed,
  onRemove,
  onMakeOwner,
  onRole,
}: {
  member: Member;
  /** The owner's tools for this member (never for themselves). */
  managed: boolean;
  onRemove: () => void;
  onMakeOwner: () => void;
  onRole: (role: Role) => void;
}) {
  const t = useTeamWords();
  return (
    <Card className="space-y-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold">
            {member.fullName}
            {member.isYou && (
              <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
                {t("you")}
              </span>
            )}
          </h3>
          <p className="truncate text-sm text-slate-700 dark:text-slate-300">{member.email}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {member.lastActiveAt ? t("lastActive", { ago: formatTimeAgo(member.lastActiveAt) }) : t("notActive")}
          </p>
        </div>
        {!managed && <span className="shrink-0 text-sm font-medium">{roleName(t, member.role)}</span>}
      </div>
      {managed && (
        <div className="space-y-2">
          <RoleSelect member={member} onChoose={onRole} />
          <div className="grid grid-cols-2 gap-2">
            {member.role !== "owner" && (
              <Button variant="secondary" onClick={onMakeOwner}>
                <Crown className="h-4 w-4" aria-hidden="true" />
                {t("makeOwner")}
              </Button>
            )}
            <Button variant="ghost" className="text-red-700 dark:text-red-300" onClick={onRemove}>
              <UserMinus className="h-4 w-4" aria-hidden="true" />
              {t("remove")}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}

/** Office or field; Owner only shows for a member who already is one (Make owner hands ownership over). The choice
 * is confirmed before it applies; until then the select shows the member's current role. */
function RoleSelect({ member, onChoose }: { member: Member; onChoose: (role: Role) => void }) {
  const t = useTeamWords();
  const roles: Role[] = member.role === "owner" ? ["owner", "office", "field"] : ["office", "field"];
  return (
    <SelectField
      label={t("roleOf", { name: member.fullName })}
      value={member.role}
      onChange={(e) => {
        const role = e.target.value as Role;
        if (role !== member.role) onChoose(role);
      }}
    >
      {roles.map((role) => (
        <option key={role} value={role}>
          {roleName(t, role)}
        </option>
      ))}
    </SelectField>
  );
}
