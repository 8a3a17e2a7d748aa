// The recording's audio player (the Worker answers Range requests, so it seeks) and the processing status. A
// recording of several files plays through SegmentedPlayer, one file after another (ADR 0121).
import { PROCESSING_LABELS } from "./labels";
import { SegmentedPlayer } from "./segmented-player";

type Props = {
  meeting: {
    id: number;
    recordingUrl: string | null;
    transcriptUrl: string | null;
    processingStatus: string;
    recording?: { segmentCount: number; segmentDurationsMs: (number | null)[] } | null;
  };
};

const STATUS_TEXT: Record<string, string> = {
  processing: "The recording is being processed. The summary, key points and action items appear here when ready.",
  unavailable: "Processing unavailable: automatic notes are not set up here. Add the summary and notes by hand.",
  failed: "The notes could not be written automatically. Add the summary and notes by hand.",
  processed: "Summary, key points and action items were written from the recording. Check and edit them.",
};

export function RecordingPlayer({ meeting }: Props) {
  if (!meeting.recordingUrl) return null;
  const label = PROCESSING_LABELS[meeting.processingStatus];
  return (
    <section aria-labelledby="recording-title" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="recording-title" className="text-lg font-semibold">
          Recording
        </h2>
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
          controls
          preload="metadata"
          src={meeting.recordingUrl}
          className="w-full"
          aria-label="Meeting recording"
        />
      )}
      {STATUS_TEXT[meeting.processingStatus] && (
        <p className="text-sm text-slate-700 dark:text-slate-300" role="status">
          {STATUS_TEXT[meeting.processingStatus]}
        </p>
      )}
      {meeting.transcriptUrl && (
        <a href={meeting.transcriptUrl} className="text-sm font-semibold text-brand-700 underline dark:text-brand-300">
          Read the transcript
        </a>
      )}
    </section>
  );
}
