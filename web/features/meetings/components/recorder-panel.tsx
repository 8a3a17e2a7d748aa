// The record button and its states: idle -> recording (mm:ss) -> stopped -> upload -> /meetings/{id}.
// A recording made without a connection waits on the device and is sent when the connection returns.
// At the month's limit the button is off and says why before anything is recorded; a recording already captured
// that the server refused stays on the device until the person sends it later, discards it, or upgrades.
import { useQuery } from "@tanstack/react-query";
import { Mic, Square } from "lucide-react";
import {
  type ComponentProps,
  type ComponentType,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from "react";
import { useNavigate } from "react-router";
import type { meetingRecorder } from "#schema/i18n/app/en/meeting-recorder";
import { Button } from "#web/components/ui/button";
import { formatMonthDay } from "#web/lib/dates";
import { useCan } from "#web/lib/permissions";
import { toast } from "#web/lib/toast";
import type { Words } from "#web/lib/words";
import { usageQuery, useRecordingSent } from "../api/meetings";
import { type LocalRecording, localRecordings } from "../recording/recording-store";
import { sendPendingRecordings } from "../recording/sending";
import { formatElapsed, MIC_ERROR, onRecordingOutcome, useRecorder } from "../recording/use-recorder";
import { useRecorderWords } from "../words/recorder";
import { failedText, isMeetingLimit, showLimitToastIfReached } from "./limit-toast";
import type { WaitingRecordings as WaitingRecordingsList } from "./waiting-recordings";

type WaitingProps = ComponentProps<typeof WaitingRecordingsList>;

/** Recordings kept on this device until the connection returns. */
function SavedOnDevice({ count }: { count: number }) {
  const t = useRecorderWords();
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
      {t("savedOnDevice", { count })}
    </p>
  );
}

/**
 * What waits on the device after a refused or failed upload: rare, so its list and Discard load only when needed.
 * The signal can drop just as it is needed: then the plain line shows, and the list is fetched again once it is back.
 */
function useWaitingList() {
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is a new lazy component
  return useMemo(
    () =>
      lazy(() =>
        import("./waiting-recordings")
          .then((m): { default: ComponentType<WaitingProps> } => ({ default: m.WaitingRecordings }))
          .catch(() => {
            window.addEventListener("online", () => setAttempt((n) => n + 1), { once: true });
            return { default: ({ waiting }: WaitingProps) => <SavedOnDevice count={waiting.length} /> };
          }),
      ),
    [attempt],
  );
}

/** The month's recordings are used up (never on an unlimited plan); said before anyone starts recording. */
export function recordingLimitText(
  usage: { meetingsUsed: number; meetingsLimit: number | "unlimited" },
  resets: string,
  t: Words<typeof meetingRecorder> = useRecorderWords.english,
) {
  const { meetingsUsed: used, meetingsLimit: limit } = usage;
  if (limit === "unlimited" || used < limit) return null;
  return t("limitText", { used, limit, date: resets });
}

export function RecorderPanel({ label }: { label?: string }) {
  const t = useRecorderWords();
  const WaitingRecordings = useWaitingList();
  const navigate = useNavigate();
  const refresh = useRecordingSent();
  const { data: usage } = useQuery(usageQuery);
  const managesPlan = useCan("company:admin");
  const [waiting, setWaiting] = useState<LocalRecording[]>([]);
  const [refused, setRefused] = useState(false);
  const [online, setOnline] = useState(() => navigator.onLine);

  const countWaiting = useCallback(
    async () => setWaiting((await localRecordings()).filter((r) => r.state === "ready")),
    [],
  );

  /** Sends what waits on the device; `asked` (the Send now button) also says why one was refused. */
  const sendWaiting = useCallback(
    async (asked = false) => {
      let sent = 0;
      await sendPendingRecordings(
        (meeting) => {
          sent += 1;
          toast.success(t("recorded"), { description: t("uploaded", { title: meeting.title }) });
        },
        (err) => {
          if (isMeetingLimit(err)) setRefused(true);
          if (asked && !showLimitToastIfReached(err, navigate, t)) toast.error(failedText(err, t));
        },
      );
      await countWaiting();
      // Only when something arrived: a needless refetch of the user could fail on a signal that just dropped.
      if (sent > 0) await refresh();
    },
    [countWaiting, refresh, navigate, t],
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

  const { state, elapsed, error, start, stop } = useRecorder();

  // While this screen is shown it hears how the recording ended (elsewhere the app shell's keeper does).
  useEffect(
    () =>
      onRecordingOutcome((outcome) => {
        if (outcome.kind === "sent") {
          toast.success(t("recorded"));
          void refresh();
          navigate(`/meetings/${outcome.meeting.id}`);
        } else if (outcome.kind === "queued") {
          toast.success(t("recorded"), { description: t("queued") });
          void countWaiting();
        } else {
          if (isMeetingLimit(outcome.error)) setRefused(true);
          if (!showLimitToastIfReached(outcome.error, navigate, t)) toast.error(failedText(outcome.error, t));
          void countWaiting();
        }
      }),
    [navigate, refresh, countWaiting, t],
  );

  // The recorder's one error is the microphone's, kept in English by the recorder's module; said here in the reader's.
  const errorText = error === MIC_ERROR ? t("micError") : error;
  useEffect(() => {
    if (errorText) toast.error(errorText);
  }, [errorText]);

  const limitText = usage ? recordingLimitText(usage, formatMonthDay(usage.meetingsResetDate), t) : null;

  return (
    <div className="space-y-2">
      {state === "recording" ? (
        <div className="flex items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-3 dark:border-red-900 dark:bg-red-950/40">
          <span className="inline-flex h-3 w-3 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
          <span className="font-mono text-lg font-semibold tabular-nums" role="timer" aria-label={t("time")}>
            {formatElapsed(elapsed)}
          </span>
          <span className="sr-only" aria-live="polite">
            {t("recording")}
          </span>
          <Button variant="danger" className="ml-auto" onClick={stop}>
            <Square className="h-4 w-4" aria-hidden="true" />
            {t("stop")}
          </Button>
        </div>
      ) : (
        <Button
          size="lg"
          className="w-full"
          onClick={() => void start(usage?.timezone)}
          disabled={state !== "idle" || limitText !== null}
          aria-describedby={limitText ? "recording-limit" : undefined}
        >
          <Mic className="h-5 w-5" aria-hidden="true" />
          {state === "uploading" || state === "stopped" ? t("uploading") : (label ?? t("record"))}
        </Button>
      )}
      {/* The usage meter above already offers Upgrade Your Plan to the owner. */}
      {limitText && state === "idle" && (
        <p id="recording-limit" className="text-sm font-medium text-red-700 dark:text-red-400">
          {limitText}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {errorText}
        </p>
      )}
      {waiting.length > 0 &&
        (online ? (
          // Online but still here: the last try was refused (e.g. the month's limit) or failed. Loaded only then.
          <Suspense fallback={null}>
            <WaitingRecordings
              waiting={waiting}
              refused={refused}
              managesPlan={managesPlan}
              onSend={() => void sendWaiting(true)}
              onDiscarded={() => void countWaiting()}
            />
          </Suspense>
        ) : (
          <SavedOnDevice count={waiting.length} />
        ))}
    </div>
  );
}
