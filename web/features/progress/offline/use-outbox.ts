// The signed-in user's billings waiting on this device, kept current as they are queued, sent or fail.
import { useCallback, useEffect, useState } from "react";
import { listQueued, onOutboxChange, type QueuedSubmission, removeQueued, saveQueued } from "./outbox-store";

export function useOutbox(userId: number | null) {
  const [items, setItems] = useState<QueuedSubmission[]>([]);
  useEffect(() => {
    if (userId === null || typeof indexedDB === "undefined") return;
    let live = true;
    const load = () =>
      void listQueued(userId)
        .then((list) => {
          if (live) setItems(list);
        })
        .catch(() => {});
    load();
    const off = onOutboxChange(load);
    return () => {
      live = false;
      off();
    };
  }, [userId]);

  /** A refused billing, sent again now (after the person fixed what the server named, e.g. reopened the project). */
  const retry = useCallback(
    (item: QueuedSubmission) => saveQueued({ ...item, state: "queued", nextAttemptAt: 0, error: null }),
    [],
  );
  const discard = useCallback((item: QueuedSubmission) => removeQueued(item.key), []);
  return { items, retry, discard };
}
