// Keeps the outbox sending for this user and says so when a billing goes out (ADR 0097). Loaded by the shell's
// outbox-watch.tsx once a billing is queued on this device.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useCommonWords } from "#web/lib/common-words";
import { queryKeys } from "#web/lib/query-keys";
import { toast } from "#web/lib/toast";
import { uploadPhoto } from "../api/uploads";
import { postQueued } from "./outbox-api";
import { OUTBOX_SYNC_TAG } from "./outbox-drain";
import { startOutbox } from "./outbox-runner";
import { saveQueued } from "./outbox-store";
import { useOutboxWords } from "./words";

/**
 * Asks the browser to fire the service worker's sync event once the signal is back (Chromium; elsewhere the
 * billing goes when the app is next open). Registering the same tag again while one is pending is a no-op.
 */
function requestBackgroundSync() {
  if (!("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as BackgroundSyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => {
      // Not allowed (a private window, a browser setting): the open app still sends when the signal returns.
    });
}

type BackgroundSyncRegistration = ServiceWorkerRegistration & {
  sync?: { register: (tag: string) => Promise<void> };
};

export default function OutboxSync({ userId }: { userId: number }) {
  const qc = useQueryClient();
  const t = useOutboxWords();
  const common = useCommonWords();
  // Read when a billing goes out, so the words arriving does not restart the outbox.
  const words = useRef({ t, common });
  words.current = { t, common };
  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    const stop = startOutbox(userId, {
      upload: (blob, name) => uploadPhoto(blob, name, () => {}),
      post: postQueued,
      save: saveQueued,
      now: Date.now,
      requestBackgroundSync,
      onSent: (s) => {
        const { t, common } = words.current;
        const billing = s.sent ? common("progressNumber", { number: s.sent.progressNumber }) : "";
        toast.success(t("sentToast"), {
          description: t("sentToClient", { billing: `${s.projectName}${billing && ` · ${billing}`}` }),
        });
        // As after any submission (spec section 7): the progress and projects lists refresh.
        void qc.invalidateQueries({ queryKey: queryKeys.progress });
        void qc.invalidateQueries({ queryKey: queryKeys.projects });
      },
    });
    return stop;
  }, [userId, qc]);
  return null;
}
