// What "Archived (restore)" says once opened (issue 34, ADR 0195): loaded with it, not with the list.
export const archived = {
  archivedFailed: "Couldn't load them. Close and open to try again.",
  restore: "Restore",
  restoreNamed: "Restore {title}",
  restoreFailed: "Couldn't restore",
} as const;
