// A billing's photo grid and its viewer (web/components/ui/photo-grid.tsx; issue 34, ADR 0195): PHOTO_TEXTS word for
// word, which the client's link page keeps.
export const photoGrid = {
  enlarge: "Enlarge photo {number}",
  enlargeCaptioned: "Enlarge photo {number}: {caption}",
  title: "Photo {number} of {count}",
  alt: "Photo {number}",
} as const;
