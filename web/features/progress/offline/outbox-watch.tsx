// Mounted once in the signed-in shell. Nearly always nothing waits on the device, so only this small watch loads
// with every screen: the sender (outbox-sync.tsx) and the dashboard's card load once a billing is queued here, in
// another tab or by the service worker (ADR 0097, ADR 0131). A billing is usually queued with no signal: their code
// then comes from the service worker's precache, and should that fail (the worker not yet in control), the load is
// tried again when the connection returns, never shown as a broken page.
import { useQueryClient } from "@tanstack/react-query";
import { type ComponentType, useEffect, useState } from "react";
import { billableProjectsQuery } from "../api/progress";
import { listQueued, onOutboxChange, setOutboxOwner } from "./outbox-store";

/** The module's component once `needed`; a failed load is tried again when the connection returns. */
function useLoadedWhen<P>(needed: boolean, load: () => Promise<{ default: ComponentType<P> }>) {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!needed || component) return;
    let live = true;
    const attempt = () =>
      void load()
        .then((m) => {
          if (live) setComponent(() => m.default);
        })
        .catch(() => {});
    attempt();
    window.addEventListener("online", attempt);
    return () => {
      live = false;
      window.removeEventListener("online", attempt);
    };
  }, [needed, component, load]);
  return component;
}

const loadSync = () => import("./outbox-sync");
const loadCard = () => import("./queued-submissions-card");

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
  const Sync = useLoadedWhen(useAnyQueued(userId), loadSync);
  return Sync ? <Sync userId={userId} /> : null;
}

/** The dashboard's "Progress on this device" card, loaded only when something waits. */
export function QueuedSubmissions({ userId }: { userId: number | null }) {
  const Card = useLoadedWhen(useAnyQueued(userId), loadCard);
  return Card ? <Card userId={userId} /> : null;
}
