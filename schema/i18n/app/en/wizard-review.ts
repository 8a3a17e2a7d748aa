// The wizard's Review step (issue 34, ADR 0195).
export const wizardReview = {
  title: "Review",
  reviewCompletion: "Completion",
  reviewAmount: "Amount",
  reviewDueDate: "Due date",
  noDueDate: "No due date",
  reviewDescription: "Description",
  noDescription: "No description",
  reviewPhotos: "Photos",
  photoCount: "{count, plural, one {# photo} other {# photos}}",
  photoThumbnails: "Photo thumbnails",
  photoN: "Photo {index}",
  offlineSubmit:
    "You're offline. Submit keeps this progress and its photos on this device and sends it automatically, once, when you're back online.",
  waitingFor: "Waiting for {count, plural, one {# photo} other {# photos}} to finish uploading...",
  failedUploads:
    "{count, plural, one {# photo failed to upload. Retry or remove it first.} other {# photos failed to upload. Retry or remove them first.}}",
  fixPhotos: "Fix photos",
  submitting: "Submitting...",
  submitProgress: "Submit Progress",
} as const;
