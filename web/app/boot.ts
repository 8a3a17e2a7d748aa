// The answers a cold screen's document arrived with (ADR 0110): put in the query cache before the first render, so
// the screen draws once, with its data, instead of spinner -> session -> data. Each answer is the API's own,
// from the moment the page was built; everything else is fetched as usual.
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { BOOT_ELEMENT_ID, type BootPayload } from "#schema/contracts/first-screens";
// Keys only (lib/query-keys.ts): the features' query modules stay off the entry chunk.
import { queryKeys } from "../lib/query-keys";
import { expectRestoredUser } from "../lib/query-persistence";
import { userQuery } from "../lib/session";

type Answer = BootPayload["reads"][string];
/** What a read's answer means for its query: the data, or undefined when the query should ask for itself. */
const ok = (key: QueryKey) => (a: Answer) => (a.status === 200 ? ([key, a.body] as const) : undefined);

const SEEDS: Record<string, (a: Answer) => readonly [QueryKey, unknown] | undefined> = {
  // The spec: a 401 on the current-user call means "not signed in" (lib/session.ts).
  "/api/user": (a) =>
    a.status === 200 ? [userQuery.queryKey, a.body] : a.status === 401 ? [userQuery.queryKey, null] : undefined,
  "/api/dashboard": ok(queryKeys.dashboard),
  "/api/subscription-status": ok(queryKeys.subscriptionStatus),
  "/api/notifications": ok(queryKeys.notifications),
};

/** The document's embedded answers, taken out of the page (read once). */
export function readBoot(): BootPayload | null {
  const element = typeof document === "undefined" ? null : document.getElementById(BOOT_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const boot = JSON.parse(element.textContent ?? "") as BootPayload;
    return boot && typeof boot.reads === "object" ? boot : null;
  } catch {
    return null;
  }
}

/** Seeds `client` with the answers it knows; returns how many it used. */
export function seedFromBoot(client: QueryClient, boot: BootPayload) {
  let seeded = 0;
  for (const [path, answer] of Object.entries(boot.reads)) {
    const entry = SEEDS[path]?.(answer);
    if (!entry) continue;
    client.setQueryData(entry[0], entry[1], { updatedAt: Date.now() });
    seeded++;
    // The device's saved copy is only restored when it is this same person's (query-persistence.ts).
    if (path === "/api/user") expectRestoredUser((entry[1] as { id?: number } | null)?.id ?? null);
  }
  return seeded;
}
