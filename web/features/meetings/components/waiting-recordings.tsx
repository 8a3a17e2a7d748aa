// The recordings kept on this device that the Worker has not taken (refused at the month's limit, or failed): each
// can be discarded (confirmed), all can be sent again, and at the limit the owner can upgrade. Until then they stay.
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { forgetRecording, type LocalRecording } from "../recording/recording-store";
import { useRecorderWords } from "../words/recorder";

type Props = {
  waiting: LocalRecording[];
  /** The last try was refused because the month's recordings are used up. */
  refused: boolean;
  managesPlan: boolean;
  onSend: () => void;
  onDiscarded: () => void;
};

export function WaitingRecordings({ waiting, refused, managesPlan, onSend, onDiscarded }: Props) {
  const t = useRecorderWords();
  const [discarding, setDiscarding] = useState<LocalRecording | null>(null);
  const discard = async () => {
    if (!discarding) return;
    await forgetRecording(discarding);
    setDiscarding(null);
    onDiscarded();
  };
  return (
    <>
      <section
        aria-label={t("onDevice")}
        className="space-y-2 rounded-xl border border-slate-200 p-3 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300"
      >
        <p aria-live="polite">
          {t("waiting", { count: waiting.length })}
          {refused && ` ${t("refused")}`}
        </p>
        <ul className="space-y-1">
          {waiting.map((rec) => (
            <li key={rec.clientKey} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words font-medium">{rec.title}</span>
              <Button variant="ghost" onClick={() => setDiscarding(rec)}>
                {t("discard")}
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => onSend()}>
            {t("sendNow")}
          </Button>
          {refused && managesPlan && (
            <Link to="/subscription" className="self-center font-semibold text-brand-700 underline dark:text-brand-300">
              {t("upgrade")}
            </Link>
          )}
        </div>
      </section>
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => !open && setDiscarding(null)}
        title={t("discardTitle")}
        description={t("discardText", { title: discarding?.title ?? "" })}
        confirmLabel={t("discardConfirm")}
        cancelLabel={t("keep")}
        onConfirm={() => void discard()}
      />
    </>
  );
}
