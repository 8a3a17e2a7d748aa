// Share a meeting by e-mail: a 30-day read-only link; nothing happens while the address is empty.
import { type FormEvent, useState } from "react";
import { SHARE_EXPIRY_DAYS } from "#schema/contracts/meeting-texts";
import { Button } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { errorMessage } from "#web/lib/api";
import { toast } from "#web/lib/toast";
import { useShareMeeting } from "../api/meetings";
import { useMeetingDetailWords } from "../words/detail";

export function ShareDialog({
  meetingId,
  open,
  onOpenChange,
}: {
  meetingId: number;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const t = useMeetingDetailWords();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const share = useShareMeeting(meetingId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    try {
      await share.mutateAsync({ recipientEmail: email.trim(), expirationDays: SHARE_EXPIRY_DAYS });
      toast.success(t("shared"), { description: t("sentTo", { email: email.trim() }) });
      setEmail("");
      setError(undefined);
      onOpenChange(false);
    } catch (err) {
      const fields = (err as { fieldErrors?: Record<string, string> }).fieldErrors;
      if (fields?.recipientEmail) setError(fields.recipientEmail);
      else toast.error(t("shareFailed"), { description: errorMessage(err) });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("shareTitle")}
      description={t("shareText", { days: SHARE_EXPIRY_DAYS })}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          label={t("recipient")}
          type="email"
          autoComplete="email"
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" className="w-full" disabled={share.isPending}>
          {share.isPending ? t("sending") : t("sendLink")}
        </Button>
      </form>
    </Dialog>
  );
}
