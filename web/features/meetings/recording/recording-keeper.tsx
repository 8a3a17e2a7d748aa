// Keeps a recording going while the person moves around the app (ADR 0124): a bar on every signed-in screen but
// /meetings says it is still recording and leads back to it, closing or reloading the tab asks first, and a
// recording that ends while the person is elsewhere is announced with a toast instead of a jump to the meeting.
import { useQueryClient } from "@tanstack/react-query";
import { Mic } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { formatClock } from "#schema/rules/clock";
import { userQuery } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { useRecordingSent } from "../api/meetings";
import { failedText, showLimitToastIfReached } from "../components/limit-toast";
import { useRecorderWords } from "../words/recorder";
import { isRecording, onRecordingOutcome, stopRecording, useLiveRecording } from "./live-state";

export default function RecordingKeeper() {
  const { state, elapsed } = useLiveRecording();
  const qc = useQueryClient();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const refresh = useRecordingSent();
  const recording = state === "recording";
  const t = useRecorderWords();

  // The screen's own recorder panel (on /meetings) takes precedence while it is shown; this one hears the rest.
  useEffect(
    () =>
      onRecordingOutcome(
        (outcome) => {
          if (outcome.kind === "sent") {
            toast.success(t("recorded"), {
              description: t("uploaded", { title: outcome.meeting.title }),
              action: { label: t("open"), onClick: () => navigate(`/meetings/${outcome.meeting.id}`) },
            });
            void refresh();
          } else if (outcome.kind === "queued") {
            toast.success(t("recorded"), { description: t("queued") });
          } else if (!showLimitToastIfReached(outcome.error, navigate, t)) {
            toast.error(failedText(outcome.error, t));
          }
        },
        { fallback: true },
      ),
    [navigate, refresh, t],
  );

  // Signing out takes the shell away: the microphone must not stay on for nobody. What was captured stays on this
  // device (its upload waits for a session), as with a closed tab.
  useEffect(
    () => () => {
      if (isRecording() && qc.getQueryData(userQuery.queryKey) === null) stopRecording();
    },
    [qc],
  );

  // A reload or a closed tab would end the recording (what was captured is kept and sent later): ask first.
  useEffect(() => {
    if (!recording) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [recording]);

  if (!recording || pathname === "/meetings") return null;
  return (
    <Link
      to="/meetings"
      className="fixed inset-x-4 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-30 mr-16 flex items-center gap-2 rounded-full bg-red-700 px-4 py-3 text-sm font-semibold text-white shadow-lg lg:right-auto lg:bottom-6 lg:left-60 lg:mr-0"
    >
      <span className="inline-flex h-2.5 w-2.5 animate-pulse rounded-full bg-white" aria-hidden="true" />
      <Mic className="h-4 w-4" aria-hidden="true" />
      <span>
        {t("recording")} <span className="font-mono tabular-nums">{formatClock(elapsed)}</span>
      </span>
      <span className="ml-auto underline underline-offset-2">{t("backToRecording")}</span>
    </Link>
  );
}
