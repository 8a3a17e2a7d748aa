// Whether the browser has a connection, following the online and offline events.
import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};

/** navigator.onLine can say "online" on a dead network, never "offline" on a live one: offline is the sure signal. */
export const isOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);
