// The offline query cache stays one person's: a session that changed while the app was closed drops the previous
// person's data; sign-in and sign-out (which reset the cache themselves) are not raced.
import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it } from "vitest";
import { scopeCacheToUser } from "../../web/lib/query-persistence";

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
