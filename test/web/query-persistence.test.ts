// The offline query cache stays one person's: a session that changed while the app was closed drops the previous
// person's data; sign-in and sign-out (which reset the cache themselves) are not raced. Saves of the device copy
// (ADR 0096, 0114) are gathered into one write when the page is idle, a sign-out drops a save still waiting, and
// leaving the page writes what is waiting.
import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import type { PersistedClient } from "@tanstack/react-query-persist-client";
import { createStore, get } from "idb-keyval";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryPersister, scopeCacheToUser } from "#web/lib/query-persistence";

const restoredAs = (id: number) => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  // As the persister hydrates them: the user and that user's data, already successful.
  client.setQueryData(["projects", "list", "all"], [{ id: 5, name: "Webb Kitchen Rewire" }]);
  const stop = scopeCacheToUser(client);
  client.setQueryData(["user"], { id });
  return { client, stop };
};

beforeEach(() => localStorage.clear());

describe("the offline cache belongs to one person", () => {
  it("drops the restored data when the server answers another person", async () => {
    const { client, stop } = restoredAs(1);
    localStorage.setItem("paystage:progress-draft", "{}");
    await client.fetchQuery({ queryKey: ["user"], queryFn: async () => ({ id: 2 }), staleTime: 0 });
    expect(client.getQueryData(["projects", "list", "all"])).toBeUndefined();
    expect(localStorage.getItem("paystage:progress-draft")).toBeNull();
    stop();
  });

  it("keeps everything when the server confirms the same person", async () => {
    const { client, stop } = restoredAs(1);
    localStorage.setItem("paystage:progress-draft", "{}");
    await client.fetchQuery({ queryKey: ["user"], queryFn: async () => ({ id: 1 }), staleTime: 0 });
    expect(client.getQueryData(["projects", "list", "all"])).toHaveLength(1);
    expect(localStorage.getItem("paystage:progress-draft")).toBe("{}");
    stop();
  });

  it("on sign-out forgets the draft but leaves removing queries to the sign-out itself", () => {
    const { client, stop } = restoredAs(1);
    localStorage.setItem("paystage:progress-draft", "{}");
    client.setQueryData(["user"], null);
    expect(localStorage.getItem("paystage:progress-draft")).toBeNull();
    expect(client.getQueryData(["projects", "list", "all"])).toHaveLength(1);
    stop();
  });
});

const saved = () => get<PersistedClient>("queries", createStore("paystage-cache", "queries"));
const copy = (timestamp: number): PersistedClient => ({
  timestamp,
  buster: "test",
  clientState: { queries: [], mutations: [] },
});
const settle = () => new Promise((done) => setTimeout(done, 200));

afterEach(async () => {
  await queryPersister.removeClient();
  vi.restoreAllMocks();
});

describe("saving the device copy", () => {
  it("writes the latest of many saves once, after the burst", async () => {
    const put = vi.spyOn(IDBObjectStore.prototype, "put");
    for (let i = 1; i <= 25; i++) await queryPersister.persistClient(copy(i));
    expect(put).not.toHaveBeenCalled();
    await settle();
    expect(put).toHaveBeenCalledTimes(1);
    expect((await saved())?.timestamp).toBe(25);
  });

  it("never lets a save that was waiting land after a sign-out removed the copy", async () => {
    await queryPersister.persistClient(copy(1));
    await settle();
    await queryPersister.persistClient(copy(2));
    await queryPersister.removeClient();
    await settle();
    expect(await saved()).toBeUndefined();
  });

  it("writes what is waiting when the page is left", async () => {
    const put = vi.spyOn(IDBObjectStore.prototype, "put");
    await queryPersister.persistClient(copy(7));
    dispatchEvent(new Event("pagehide"));
    // Read at once, well before the idle write would have run.
    expect((await saved())?.timestamp).toBe(7);
    expect(put).toHaveBeenCalledTimes(1);
    await settle();
    expect(put).toHaveBeenCalledTimes(1);
  });
});
