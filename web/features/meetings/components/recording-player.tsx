// The recording's audio player (the Worker answers Range requests, so it seeks) and the processing status. A
// recording of several files plays through SegmentedPlayer, one file after another (ADR 0121).
import { type RefObject, useEffect, useRef } from "react";
import { formatClock } from "#schema/rules/clock";
import { useMeetingDetailWords } from "../words/detail";
import { useMeetingLabels } from "../words/labels";
import { completedByHand, processingLabel } from "./labels";
import { SegmentedPlayer } from "./segmented-player";

type Props = {
  meeting: {
    id: number;
    recordingUrl: string | null;
    transcriptUrl: string | null;
    processingStatus: string;
    status?: string;
    recording?: { segmentCount: number; segmentDurationsMs: (number | null)[] } | null;
  };
};

/** The line under the player for each processing status (its key in the detail catalogue). */
const STATUS_TEXT: Record<string, "statusProcessing" | "statusUnavailable" | "statusFailed" | "statusProcessed"> = {
  processing: "statusProcessing",
  unavailable: "statusUnavailable",
  failed: "statusFailed",
  processed: "statusProcessed",
};

/**
 * A browser's MediaRecorder writes WebM without a duration, so the player reads Infinity and shows no length. Seeking
 * far past the end makes the browser read to the end and learn it (issue 38); then the player goes back to the start.
 */
function useKnownDuration(audio: RefObject<HTMLAudioElement | null>) {
  useEffect(() => {
    const a = audio.current;
    if (!a) return;
    let probing = false;
    const onMetadata = () => {
      if (a.duration !== Number.POSITIVE_INFINITY) return;
      probing = true;
      a.currentTime = Number.MAX_SAFE_INTEGER;
    };
    const onDuration = () => {
      if (!probing || !Number.isFinite(a.duration)) return;
      probing = false;
      a.currentTime = 0;
    };
    a.addEventListener("loadedmetadata", onMetadata);
    a.addEventListener("durationchange", onDuration);
    if (a.readyState >= 1) onMetadata();
    return () => {
      a.removeEventListener("loadedmetadata", onMetadata);
      a.removeEventListener("durationchange", onDuration);
    };
  }, [audio]);
}

export function RecordingPlayer({ meeting }: Props) {
  const audio = useRef<HTMLAudioElement>(null);
  useKnownDuration(audio);
  const t = useMeetingDetailWords();
  const l = useMeetingLabels();
  if (!meeting.recordingUrl) return null;
  const label = processingLabel(l, meeting);
  const statusKey = completedByHand(meeting) ? undefined : STATUS_TEXT[meeting.processingStatus];
  const statusText = statusKey && t(statusKey);
  // The length the recorder measured, shown whatever the file says about itself.
  const storedMs = meeting.recording?.segmentDurationsMs.reduce<number | null>(
    (sum, ms) => (sum === null || ms === null ? null : sum + ms),
    0,
  );
  return (
    <section aria-labelledby="recording-title" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-baseline gap-2">
          <h2 id="recording-title" className="text-lg font-semibold">
            {t("recording")}
          </h2>
          {storedMs ? (
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {t("length", { time: formatClock(Math.round(storedMs / 1000)) })}
            </span>
          ) : null}
        </div>
        {label && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            {label}
          </span>
        )}
      </div>
      {(meeting.recording?.segmentCount ?? 1) > 1 ? (
        <SegmentedPlayer url={meeting.recordingUrl} durationsMs={meeting.recording?.segmentDurationsMs ?? []} />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a site recording has no captions; the transcript link is the text version.
        <audio
          ref={audio}
          controls
          preload="metadata"
          src={meeting.recordingUrl}
          className="w-full"
          aria-label={t("audio")}
        />
      )}
      {statusText && (
        <p className="text-sm text-slate-700 dark:text-slate-300" role="status">
          {statusText}
        </p>
      )}
      {meeting.transcriptUrl && (
        <a href={meeting.transcriptUrl} className="text-sm font-semibold text-brand-700 underline dark:text-brand-300">
          {t("transcript")}
        </a>
      )}
    </section>
  );
}
