// The last data survives a reload with no signal: the query cache is saved to IndexedDB on this device (never to a
// service-worker or shared cache), for the signed-in user only, and thrown away on sign-out, when another user
// signs in, and with every new build (ADR 0096).
import { onlineManager, type QueryClient } from "@tanstack/react-query";
import type { PersistedClient, PersistQueryClientOptions } from "@tanstack/react-query-persist-client";
import { createStore, del, get, set, type UseStore } from "idb-keyval";
import { DAY_MS } from "#schema/rules/durations";

const CACHE_KEY = "queries";
/** Older data than this is not worth showing as "the last data". */
const MAX_AGE_MS = 7 * DAY_MS;
/** Device keys that belong to the signed-in person (the wizard's unsent draft); cleared when the person changes. */
const PERSONAL_KEY_PREFIX = "paystage:";
const USER_KEY = JSON.stringify(["user"]);

let store: UseStore | null = null;
/** Who the server says is signed in, when the page arrived with it (undefined: not known yet). */
let expectedUserId: number | null | undefined;

/** The restore keeps the device's copy only if it belongs to this user (null: nobody is signed in). */
export function expectRestoredUser(id: number | null) {
  expectedUserId = id;
}

const savedUserId = (saved: PersistedClient) => {
  const user = saved.clientState.queries.find((q) => q.queryHash === USER_KEY)?.state.data as
    | { id?: number }
    | null
    | undefined;
  return user?.id ?? null;
};
/** Null where IndexedDB does not exist (private modes of old browsers, test DOMs): then nothing is kept. */
const cacheStore = () => {
  if (typeof indexedDB === "undefined") return null;
  store ??= createStore("paystage-cache", "queries");
  return store;
};

/**
 * Saves are gathered: TanStack asks for one on every cache event (dozens while a screen loads), and each write
 * copies the whole cache into IndexedDB. The latest copy is written once the main thread is idle (within a second
 * at most), so a screen is not slowed by saving what it just drew; an edit is on the device a moment after it is on
 * screen. Leaving the page writes what is still waiting.
 */
let latest: PersistedClient | null = null;
let waiting = false;

function writeLatest() {
  waiting = false;
  const next = latest;
  latest = null;
  const s = cacheStore();
  if (next && s) void set(CACHE_KEY, next, s).catch(() => {});
}

function scheduleSave(client: PersistedClient) {
  latest = client;
  if (waiting) return;
  waiting = true;
  if (typeof requestIdleCallback === "function") requestIdleCallback(writeLatest, { timeout: 1000 });
  else setTimeout(writeLatest, 50);
}

if (typeof addEventListener === "function") addEventListener("pagehide", writeLatest);

/** A persister over IndexedDB that never throws: losing the offline copy must not break the app. */
export const queryPersister: PersistQueryClientOptions["persister"] = {
  persistClient: (client) => {
    scheduleSave(client);
  },
  restoreClient: async () => {
    const s = cacheStore();
    const saved = s ? await get<PersistedClient>(CACHE_KEY, s).catch(() => undefined) : undefined;
    // The page arrived knowing who is signed in (ADR 0110): another person's copy, or any copy after signing out,
    // is thrown away rather than shown beside the new session's data.
    if (saved && expectedUserId !== undefined && savedUserId(saved) !== expectedUserId) {
      if (s) await del(CACHE_KEY, s).catch(() => {});
      return undefined;
    }
    return saved;
  },
  removeClient: async () => {
    // A save still waiting holds the data being removed (signing out): it must never land after the removal.
    latest = null;
    const s = cacheStore();
    if (s) await del(CACHE_KEY, s).catch(() => {});
  },
};

export const persistOptions: Omit<PersistQueryClientOptions, "queryClient"> = {
  persister: queryPersister,
  maxAge: MAX_AGE_MS,
  // A new build may change what the API answers: data saved by another build is dropped, not misread.
  buster: typeof __PAYSTAGE_BUILD__ === "string" ? __PAYSTAGE_BUILD__ : "dev",
  dehydrateOptions: {
    // Queries may opt out of the device copy with `meta: { persist: false }` (e.g. one-time secrets).
    // "Nobody is signed in" is never kept: restored on the next load it sent a person who had just signed in to
    // /auth and then /dashboard, losing the page they opened (issue 23). Without it the session is asked for.
    shouldDehydrateQuery: (query) =>
      query.state.status === "success" &&
      query.meta?.persist !== false &&
      !(query.queryHash === USER_KEY && query.state.data === null),
  },
};

function clearPersonalDeviceKeys() {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PERSONAL_KEY_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/**
 * Keeps the device copy one person's. Signing in and out already reset the cache (the auth feature's mutations,
 * which write the user with setQueryData); here the saved copy goes on sign-out and the wizard's draft goes with
 * any change of person. When the server itself answers another user than the one restored from the device (the
 * session ended or changed while the app was closed), every other query is dropped too.
 */
export function scopeCacheToUser(client: QueryClient) {
  let current: number | null | undefined;
  const idOf = (data: unknown) => (data as { id?: number } | null | undefined)?.id ?? null;
  return client.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== USER_KEY) return;
    // The user restored from the device (hydration adds the query with its data).
    if (event.type === "added" && event.query.state.status === "success") {
      current ??= idOf(event.query.state.data);
      return;
    }
    if (event.type !== "updated" || event.action.type !== "success") return;
    const id = idOf(event.query.state.data);
    if (current === undefined || id === current) {
      current = id;
      return;
    }
    current = id;
    clearPersonalDeviceKeys();
    if (id === null) void queryPersister.removeClient();
    // Not after setQueryData (manual): sign-out removes queries itself once the signed-in screens are gone, so
    // no mounted query rebuilds and fires a 401.
    if (!event.action.manual) client.removeQueries({ predicate: (q) => q.queryHash !== USER_KEY });
  });
}

/**
 * After the saved data is back on screen: fetch it fresh where there is a connection (paused until then). Answers
 * newer than the page itself (those the document arrived with, ADR 0110) are already fresh.
 */
export function refreshAfterRestore(client: QueryClient, pageStartedAt = performance.timeOrigin) {
  void client.invalidateQueries({ predicate: (q) => q.state.dataUpdatedAt < pageStartedAt });
}

/**
 * TanStack assumes a connection until an `offline` event; a page opened with none must know at once, so its
 * fetches pause (keeping the saved data) instead of failing.
 */
export function syncOnlineState() {
  if (typeof navigator !== "undefined" && navigator.onLine === false) onlineManager.setOnline(false);
}
