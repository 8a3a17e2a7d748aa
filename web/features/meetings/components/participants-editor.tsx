// Participants: name required; email, client and role optional. A participant typed but not added yet is reported
// as a draft, so saving the meeting keeps it.
import { useQuery } from "@tanstack/react-query";
import { Plus, X } from "lucide-react";
import { useEffect, useState } from "react";
import type { ParticipantInput } from "#schema/contracts/meetings";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { SelectField } from "#web/components/ui/select-field";
import { api } from "#web/lib/api";
import { unwrapAllPages, unwrapPage } from "#web/lib/pages";
import { LIST_STALE_MS, queryKeys } from "#web/lib/query-keys";
import { useMeetingFormWords } from "../words/form";
import { useMeetingLabels } from "../words/labels";

const clientsQuery = {
  queryKey: queryKeys.clients,
  // A picker offers every client: all pages (ADR 0100).
  queryFn: () => unwrapAllPages((query) => unwrapPage(api.clients.$get({ query }))),
  staleTime: LIST_STALE_MS,
};

export function ParticipantsEditor({
  participants,
  onChange,
  onDraft,
}: {
  participants: ParticipantInput[];
  onChange: (p: ParticipantInput[]) => void;
  /** The participant typed but not added yet (null without a name), for the form to take on save. */
  onDraft?: (draft: ParticipantInput | null) => void;
}) {
  const { data: clients } = useQuery(clientsQuery);
  const t = useMeetingFormWords();
  const l = useMeetingLabels();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState("");
  const [clientId, setClientId] = useState("");
  const [error, setError] = useState<string | undefined>();
  const draft = participantDraft(name, email, role, clientId);

  useEffect(() => onDraft?.(participantDraft(name, email, role, clientId)), [onDraft, name, email, role, clientId]);

  const add = () => {
    if (!draft) {
      setError(t("nameRequired"));
      return;
    }
    onChange([...participants, draft]);
    setName("");
    setEmail("");
    setRole("");
    setClientId("");
    setError(undefined);
  };

  return (
    <section aria-labelledby="participants-title" className="space-y-3">
      <h2 id="participants-title" className="text-lg font-semibold">
        {l("participants")}
      </h2>
      <ul className="max-h-[300px] space-y-2 overflow-y-auto" aria-label={l("participants")}>
        {participants.map((p, i) => (
          <li
            key={`${i}-${p.name}`}
            className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white p-2 text-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex-1">
              <p className="font-medium">{p.name}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {[p.role, p.email, clients?.find((c) => c.id === p.clientId)?.companyName].filter(Boolean).join(" · ")}
              </p>
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("removeNamed", { name: p.name })}
              onClick={() => onChange(participants.filter((_, j) => j !== i))}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-1 gap-2 md:grid-cols-2">
        <Field label={t("name")} value={name} error={error} onChange={(e) => setName(e.target.value)} />
        <Field label={t("email")} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Field label={t("role")} value={role} onChange={(e) => setRole(e.target.value)} />
        <SelectField label={t("client")} value={clientId} onChange={(e) => setClientId(e.target.value)}>
          <option value="">{t("noClient")}</option>
          {clients?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.companyName} ({c.name})
            </option>
          ))}
        </SelectField>
      </div>
      <Button variant="secondary" onClick={add}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t("addParticipant")}
      </Button>
    </section>
  );
}

/** What Add Participant would add; null while the name is blank. */
function participantDraft(name: string, email: string, role: string, clientId: string): ParticipantInput | null {
  if (!name.trim()) return null;
  return {
    name: name.trim(),
    email: email.trim() || null,
    role: role.trim() || null,
    clientId: clientId ? Number(clientId) : null,
  };
}
