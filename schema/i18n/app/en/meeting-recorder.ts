// The record button, its states, the recordings waiting on the device and the month's limit (issue 34, ADR 0195).
// The limit toast is the spec's MEETING_LIMIT_TOAST word for word (the catalogue test compares them).
export const meetingRecorder = {
  record: "Record Meeting",
  savedOnDevice:
    "{count, plural, one {1 recording is saved on this device and will upload when you're back online.} other {# recordings are saved on this device and will upload when you're back online.}}",
  limitText:
    "You've used {used} of {limit} recorded meetings this month. Recording is available again on {date}; you can still type a meeting by hand.",
  recorded: "Meeting recorded",
  uploaded: '"{title}" was uploaded.',
  open: "Open",
  queued: "Saved on this device. It uploads when you're back online.",
  saveFailed: "Failed to save meeting recording. Please try again.",
  goneFromDevice: "This recording is no longer on this device.",
  micError: "Recording failed: Could not access microphone. Please check permissions.",
  time: "Recording time",
  recording: "Recording",
  stop: "Stop Recording",
  uploading: "Uploading recording...",
  backToRecording: "Back to recording",
  limitTitle: "Meeting Limit Reached",
  limitDescription: "You've reached your monthly meeting recording limit.",
  upgrade: "Upgrade Your Plan",
  onDevice: "Recordings on this device",
  waiting:
    "{count, plural, one {1 recording is saved on this device, not uploaded yet.} other {# recordings are saved on this device, not uploaded yet.}}",
  refused:
    "This month's recordings are used up: it stays on this device until you send it next month, upgrade, or discard it.",
  discard: "Discard",
  sendNow: "Send now",
  discardTitle: "Discard this recording?",
  discardText: '"{title}" is deleted from this device. It was never uploaded, so it cannot be recovered.',
  discardConfirm: "Discard recording",
  keep: "Keep it",
} as const;
