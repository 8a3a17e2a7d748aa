// Toasts without sonner in the first load (12 KB gzip): the toaster arrives with the first toast
// (web/app/deferred-toaster.tsx); a toast asked for before that mounts it, waits until it listens, then shows.
import type { ExternalToast } from "sonner";

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let requested = false;
const requestListeners = new Set<() => void>();

/** The toaster mounts now rather than after first paint (a toast is waiting). */
export function requestToaster() {
  if (requested) return;
  requested = true;
  for (const listen of requestListeners) listen();
}

export function onToasterRequested(listen: () => void) {
  if (requested) listen();
  requestListeners.add(listen);
  return () => {
    requestListeners.delete(listen);
  };
}

/** Called by the toaster once it listens, so no toast is shown into the void. */
export function toasterMounted() {
  markMounted();
}

type Kind = "success" | "error" | "info" | "message";

function show(kind: Kind, title: string, options?: ExternalToast) {
  requestToaster();
  void Promise.all([import("sonner"), mounted])
    .then(([{ toast: sonner }]) => sonner[kind](title, options))
    // No signal for sonner's chunk: the message is lost, never the page.
    .catch((err) => console.warn("Toast not shown:", title, err));
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
  info: (title: string, options?: ExternalToast) => show("info", title, options),
  message: (title: string, options?: ExternalToast) => show("message", title, options),
};
