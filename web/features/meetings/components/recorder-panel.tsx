// The record button and its states: idle -> recording (mm:ss) -> stopped -> upload -> /meetings/{id}.
// A recording made without a connection waits on the device and is sent when the connection returns.
import { Mic, Square } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#web/components/ui/button";
import { toast } from "#web/lib/toast";
import { useRecordingSent } from "../api/meetings";
import { localRecordings } from "../recording/recording-store";
import { sendPendingRecordings } from "../recording/uploader";
import { formatElapsed, useRecorder } from "../recording/use-recorder";
import { showLimitToastIfReached } from "./limit-toast";

export function RecorderPanel({ label = "Record Meeting" }: { label?: string }) {
  const navigate = useNavigate();
  const refresh = useRecordingSent();
  const [waiting, setWaiting] = useState(0);
  const [online, setOnline] = useState(() => navigator.onLine);

  const countWaiting = useCallback(
    async () => setWaiting((await localRecordings()).filter((r) => r.state === "ready").length),
    [],
  );

  /** Sends what waits on the device; `asked` (the Send now button) also says why one was refused. */
  const sendWaiting = useCallback(
    async (asked = false) => {
      let sent = 0;
      await sendPendingRecordings(
        (meeting) => {
          sent += 1;
          toast.success("Meeting recorded", { description: `"${meeting.title}" was uploaded.` });
        },
        (err) => {
          if (asked && !showLimitToastIfReached(err, navigate))
            toast.error("Failed to save meeting recording. Please try again.");
        },
      );
      await countWaiting();
      // Only when something arrived: a needless refetch of the user could fail on a signal that just dropped.
      if (sent > 0) await refresh();
    },
    [countWaiting, refresh, navigate],
  );

  // Recordings left on the device (no signal, closed tab) go out now and whenever the connection returns.
  useEffect(() => {
    if (navigator.onLine) void sendWaiting();
    else void countWaiting();
    const back = () => {
      setOnline(true);
      void sendWaiting();
    };
    const gone = () => setOnline(false);
    window.addEventListener("online", back);
    window.addEventListener("offline", gone);
    return () => {
      window.removeEventListener("online", back);
      window.removeEventListener("offline", gone);
    };
  }, [sendWaiting, countWaiting]);

  const { state, elapsed, error, start, stop } = useRecorder((outcome) => {
    if (outcome.kind === "sent") {
      toast.success("Meeting recorded");
      void refresh();
      navigate(`/meetings/${outcome.meeting.id}`);
    } else if (outcome.kind === "queued") {
      toast.success("Meeting recorded", {
        description: "Saved on this device. It uploads when you're back online.",
      });
      void countWaiting();
    } else if (!showLimitToastIfReached(outcome.error, navigate)) {
      toast.error("Failed to save meeting recording. Please try again.");
      void countWaiting();
    }
  });

  useEffect(() => {
    if (error) toast.error(error);
  }, [error]);

  return (
    <div className="space-y-2">
      {state === "recording" ? (
        <div className="flex items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-3 dark:border-red-900 dark:bg-red-950/40">
          <span className="inline-flex h-3 w-3 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
          <span className="font-mono text-lg font-semibold tabular-nums" role="timer" aria-label="Recording time">
            {formatElapsed(elapsed)}
          </span>
          <span className="sr-only" aria-live="polite">
            Recording
          </span>
          <Button variant="danger" className="ml-auto" onClick={stop}>
            <Square className="h-4 w-4" aria-hidden="true" />
            Stop Recording
          </Button>
        </div>
      ) : (
        <Button size="lg" className="w-full" onClick={start} disabled={state !== "idle"}>
          <Mic className="h-5 w-5" aria-hidden="true" />
          {state === "uploading" || state === "stopped" ? "Uploading recording..." : label}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {waiting > 0 &&
        (online ? (
          // Online but still here: the last try was refused (e.g. the month's limit) or failed; let the person retry.
          <div className="flex items-center justify-between gap-2 text-sm text-slate-700 dark:text-slate-300">
            <p aria-live="polite">
              {waiting === 1 ? "1 recording is" : `${waiting} recordings are`} saved on this device, not uploaded yet.
            </p>
            <Button variant="secondary" onClick={() => void sendWaiting(true)}>
              Send now
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
            {waiting === 1 ? "1 recording is" : `${waiting} recordings are`} saved on this device and will upload when
            you're back online.
          </p>
        ))}
    </div>
  );
}
