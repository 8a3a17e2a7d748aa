// The ? button's look, shared by its stand-in (overlays.tsx) and the real popover trigger (help-button.tsx).
export const HELP_TRIGGER_CLASS =
  "fixed right-4 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-30 flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800";
