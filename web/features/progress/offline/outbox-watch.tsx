// Mounted once in the signed-in shell. Nearly always nothing waits on the device, so only this small watch loads
// with every screen: the sender (outbox-sync.tsx) and the dashboard's card load once a billing is queued here, in
// another tab or by the service worker (ADR 0097, ADR 0131).
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { billableProjectsQuery } from "../api/progress";
import { listQueued, onOutboxChange, setOutboxOwner } from "./outbox-store";

const OutboxSync = lazy(() => import("./outbox-sync"));
const QueuedSubmissionsCard = lazy(() => import("./queued-submissions-card"));

/** Whether this user has a billing on the device, kept current; stays true once seen (its sender keeps running). */
function useAnyQueued(userId: number | null) {
  const [any, setAny] = useState(false);
  useEffect(() => {
    if (userId === null || any || typeof indexedDB === "undefined") return;
    let live = true;
    const check = () =>
      void listQueued(userId)
        .then((list) => {
          if (live && list.length > 0) setAny(true);
        })
        .catch(() => {});
    check();
    const off = onOutboxChange(check);
    return () => {
      live = false;
      off();
    };
  }, [userId, any]);
  return any;
}

export default function OutboxWatch({ userId }: { userId: number }) {
  const qc = useQueryClient();
  useEffect(() => {
    // The projects to bill are on the device before the signal goes: the wizard then works offline from any screen.
    void qc.prefetchQuery(billableProjectsQuery);
    // The wizard queues under this user when the signal is gone.
    setOutboxOwner(userId);
    return () => setOutboxOwner(null);
  }, [userId, qc]);
  const any = useAnyQueued(userId);
  if (!any) return null;
  return (
    <Suspense fallback={null}>
      <OutboxSync userId={userId} />
    </Suspense>
  );
}

/** The dashboard's "Progress on this device" card, loaded only when something waits. */
export function QueuedSubmissions({ userId }: { userId: number | null }) {
  return useAnyQueued(userId) ? <QueuedSubmissionsCard userId={userId} /> : null;
}
