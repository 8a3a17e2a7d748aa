// The header bell's open menu (issue 34, ADR 0195): loaded with the menu's own chunk. The bell's own name is the shell's.
export const notifications = {
  title: "Notifications",
  caughtUp: "You're all caught up.",
  unread: "Unread: ",
} as const;
