// The owner's choice of who answers clients once the member who billed has left (decisions.md, Teams): the first owner
// unless another member is chosen. The client's pages and emails name this person then.
import { Card } from "#web/components/ui/card";
import { SelectField } from "#web/components/ui/select-field";
import { errorMessage } from "#web/lib/api";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import { type Member, useSetClientContact } from "../api/team";
import { useTeamWords } from "../words";

export function ClientContactPicker({ members, chosen }: { members: Member[]; chosen: number | null }) {
  const t = useTeamWords();
  const said = useSaid();
  const save = useSetClientContact();
  const owner = members.find((m) => m.role === "owner");
  const onChange = async (value: string) => {
    try {
      await save.mutateAsync(value === "" ? null : Number(value));
      toast.success(t("contactSaved"));
    } catch (err) {
      toast.error(t("contactFailed"), { description: said(errorMessage(err)) });
    }
  };
  return (
    <Card>
      <SelectField
        label={t("contactTitle")}
        hint={t("contactHelp")}
        value={chosen === null || chosen === owner?.id ? "" : String(chosen)}
        disabled={save.isPending}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t("contactDefault", { name: owner?.fullName ?? "" })}</option>
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
