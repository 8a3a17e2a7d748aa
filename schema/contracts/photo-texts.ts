// How a billing's photos are named wherever they are shown (the client's link page, the in-person approval and the
// progress page): a module of its own so a page with photos does not carry every approval sentence.
export const PHOTO_TEXTS = {
  enlargePhoto: (index: number, caption: string | null) => `Enlarge photo ${index + 1}${caption ? `: ${caption}` : ""}`,
  photoTitle: (index: number, count: number) => `Photo ${index + 1} of ${count}`,
  photoAlt: (index: number) => `Photo ${index + 1}`,
};
