// The owner's choice of who answers clients once the member who billed has left (decisions.md, Teams): the first owner
// unless another member is chosen. The client's pages and emails name this person then.
import { TEAM_TEXTS } from "#schema/contracts/team-words";
import { Card } from "#web/components/ui/card";
import { SelectField } from "#web/components/ui/select-field";
import { errorMessage } from "#web/lib/api";
import { toast } from "#web/lib/toast";
import { type Member, useSetClientContact } from "../api/team";

export function ClientContactPicker({ members, chosen }: { members: Member[]; chosen: number | null }) {
  const save = useSetClientContact();
  const owner = members.find((m) => m.role === "owner");
  const onChange = async (value: string) => {
    try {
      await save.mutateAsync(value === "" ? null : Number(value));
      toast.success(TEAM_TEXTS.clientContactSaved);
    } catch (err) {
      toast.error("Failed to save the client contact", { description: errorMessage(err) });
    }
  };
  return (
    <Card>
      <SelectField
        label={TEAM_TEXTS.clientContactTitle}
        hint={TEAM_TEXTS.clientContactHelp}
        value={chosen === null || chosen === owner?.id ? "" : String(chosen)}
        disabled={save.isPending}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{TEAM_TEXTS.clientContactDefault(owner?.fullName ?? "")}</option>
        {members
          .filter((m) => m.id !== owner?.id)
          .map((m) => (
            <option key={m.id} value={m.id}>
              {m.fullName}
            </option>
          ))}
      </SelectField>
    </Card>
  );
}
