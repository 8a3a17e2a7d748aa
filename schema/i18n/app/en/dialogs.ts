// The dialogs' own words (issue 34, ADR 0195): the close button every dialog has and a confirmation's Cancel.
export const dialogs = {
  close: "Close",
  cancel: "Cancel",
} as const;
