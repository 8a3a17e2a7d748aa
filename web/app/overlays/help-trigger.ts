// The ? button's look and place, shared by its stand-in (overlays.tsx) and the real popover trigger (help-button.tsx).
// It sits in the header's slot beside the bell, never floating over the page: at 390 px a floating button covered
// what was under it, the TOTP key on /profile among others (issue 38, ADR 0147).
export const HELP_TRIGGER_CLASS =
  "flex rounded-full p-2.5 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

/** The header's place for the button; it keeps the button's width before the overlays have loaded. */
export const HELP_SLOT_ID = "help-slot";
