// "Resend approval link" and "Copy link" on a pending billing's approval card: their code (sending, the clipboard,
// the link to copy by hand) loads beside the approval read when the billing is pending, not on every Payment Status.
import { Check, Copy, Send } from "lucide-react";
import { useEffect, useState } from "react";
import type { ProgressApprovalProps } from "#web/components/slots/progress-approval-slot";
import { Button } from "#web/components/ui/button";
import { errorMessage } from "#web/lib/api";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import { useRequestApprovalLink } from "../api/approval";
import { useApprovalWords } from "../words";

/**
 * "Resend approval link" (revokes every older link, copied ones included) and "Copy link" (a fresh link to paste
 * into your own text). Links are stored only as hashes, so a send cannot repeat a copied link: the screen says so
 * when copying and keeps saying it until the next send (ADR 0060).
 */
export function ApprovalLinkTools({
  progressId,
  client,
  sentBefore = true,
}: Pick<ProgressApprovalProps, "progressId" | "client"> & { sentBefore?: boolean }) {
  const request = useRequestApprovalLink(progressId);
  const t = useApprovalWords();
  const said = useSaid();
  const [copiedUrl, setCopiedUrl] = useState<string | null>(null);
  const [manualUrl, setManualUrl] = useState<string | null>(null);
  const [pending, setPending] = useState<"send" | "copy" | null>(null);
  /** A copied link is live: the next send will replace it. */
  const [copiedLive, setCopiedLive] = useState(false);
  useEffect(() => {
    if (!copiedUrl) return;
    const t = setTimeout(() => setCopiedUrl(null), 2000);
    return () => clearTimeout(t);
  }, [copiedUrl]);

  const resend = async () => {
    setPending("send");
    try {
      const answer = await request.mutateAsync(true);
      if (answer.delivery === "later") {
        // Recorded but not yet handed over: the outbox relay sends it within minutes. The link works meanwhile.
        setManualUrl(answer.url);
        toast.success(t("willSend"), { description: t("delayed", { email: client.email }) });
        return;
      }
      const to = client.phone
        ? t("and", { email: client.email, phone: client.phoneDisplay ?? client.phone })
        : client.email;
      toast.success(t("linkSent"), { description: t(copiedLive ? "sentToCopied" : "sentTo", { to }) });
      setCopiedLive(false);
    } catch (err) {
      toast.error(t("sendFailed"), { description: said(errorMessage(err)) });
    } finally {
      setPending(null);
    }
  };

  const copy = async () => {
    setPending("copy");
    const answer = request.mutateAsync(false);
    try {
      // Safari only lets a tap write the clipboard synchronously: hand it a promise of the text.
      if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
        const blob = answer.then(({ url }) => new Blob([url], { type: "text/plain" }));
        await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
      } else {
        await navigator.clipboard.writeText((await answer).url);
      }
      const { url } = await answer;
      setCopiedUrl(url);
      setManualUrl(null);
      setCopiedLive(true);
      toast.success(t("copied"), { description: t("copiedNote") });
    } catch (err) {
      try {
        // The link exists but the clipboard refused: show it to copy by hand.
        setManualUrl((await answer).url);
        setCopiedLive(true);
      } catch {
        toast.error(t("createFailed"), { description: said(errorMessage(err)) });
      }
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="space-y-2">
      <div className="grid gap-2">
        <Button onClick={resend} disabled={pending !== null}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {pending === "send" ? t("sending") : sentBefore ? t("resend") : t("send")}
        </Button>
        <Button variant="secondary" onClick={copy} disabled={pending !== null}>
          {copiedUrl ? (
            <Check className="h-4 w-4 text-green-700" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          {copiedUrl ? t("copiedShort") : pending === "copy" ? t("creating") : t("copy")}
        </Button>
      </div>
      {copiedLive && (
        <p role="note" className="text-sm text-slate-700 dark:text-slate-300">
          {t("copiedNote")}
        </p>
      )}
      {manualUrl && (
        <label className="block space-y-1 text-sm">
          <span className="font-medium">{t("copyThis")}</span>
          <input
            readOnly
            value={manualUrl}
            onFocus={(e) => e.currentTarget.select()}
            className="block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm dark:border-slate-600 dark:bg-slate-900"
          />
        </label>
      )}
    </div>
  );
}
