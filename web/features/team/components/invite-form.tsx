// Invite a member: full name, email and/or mobile, and a role this person may invite. Validated with the shared
// InviteSchema (its messages are the Worker's); the invite link goes out by email and/or SMS.
import { Send } from "lucide-react";
import { useRef, useState } from "react";
import type { Role } from "#schema/contracts/team-words";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Field } from "#web/components/ui/field";
import { SelectField } from "#web/components/ui/select-field";
import { ApiError, errorMessage } from "#web/lib/api";
import { useLazyForm } from "#web/lib/lazy-form";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import { useInviteMember } from "../api/team";
import { roleAbout, roleName, useTeamWords } from "../words";

const inviteSchema = () => import("#schema/contracts/team").then((m) => m.InviteSchema);

export function InviteForm({ roles }: { roles: readonly Role[] }) {
  const t = useTeamWords();
  const said = useSaid();
  const invite = useInviteMember();
  const form = useRef<HTMLFormElement>(null);
  // The Worker's own field messages, for what only it can check.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { errors, formProps } = useLazyForm(inviteSchema, async (values) => {
    setServerErrors({});
    try {
      const sent = await invite.mutateAsync(values);
      toast.success(t("inviteSent"), { description: t("inviteSentText", { name: sent.fullName }) });
      form.current?.reset();
    } catch (err) {
      if (err instanceof ApiError) setServerErrors(err.fieldErrors);
      toast.error(t("inviteNotSent"), { description: said(errorMessage(err)) });
    }
  });
  const e = { ...serverErrors, ...errors };
  // Field members are the usual invite: the default wherever this person may invite them.
  const [role, setRole] = useState<Role | undefined>(roles.includes("field") ? "field" : roles[0]);

  return (
    <Card>
      <form ref={form} {...formProps} className="space-y-4">
        <Field label={t("fullName")} autoComplete="off" name="fullName" error={e.fullName} />
        <Field
          label={t("email")}
          type="email"
          inputMode="email"
          autoComplete="off"
          name="email"
          error={e.email}
          hint={t("emailHint")}
        />
        <Field label={t("mobile")} type="tel" inputMode="tel" autoComplete="off" name="phone" error={e.phone} />
        <SelectField
          label={t("role")}
          name="role"
          value={role}
          onChange={(ev) => setRole(ev.target.value as Role)}
          error={e.role}
          hint={role ? roleAbout(t, role) : undefined}
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleName(t, r)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" size="lg" className="w-full" disabled={invite.isPending}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {invite.isPending ? t("sending") : t("sendInvite")}
        </Button>
      </form>
    </Card>
  );
}
