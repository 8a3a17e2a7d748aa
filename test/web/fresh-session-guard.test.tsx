// A fresh session is honoured on the very next full load (issue 23): a "signed out" restored from the device copy
// is never saved, and when one is there (an older copy) the guard waits for the server instead of going to /auth.
import { dehydrate, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProtectedBare } from "#web/app/guards";
import { persistOptions } from "#web/lib/query-persistence";

afterEach(() => vi.unstubAllGlobals());

const ME = { id: 7, username: "pike", fullName: "Jordan Pike", role: "owner" };

describe("a fresh session on the next load", () => {
  it("never keeps 'nobody is signed in' in the device copy", () => {
    const client = new QueryClient();
    client.setQueryData(["user"], null);
    client.setQueryData(["projects"], []);
    const kept = dehydrate(client, persistOptions.dehydrateOptions).queries.map((q) => q.queryHash);
    expect(kept).toEqual([JSON.stringify(["projects"])]);
    client.setQueryData(["user"], ME);
    const again = dehydrate(client, persistOptions.dehydrateOptions).queries.map((q) => q.queryHash);
    expect(again).toContain(JSON.stringify(["user"]));
  });

  it("a restored 'signed out' being asked again waits for the answer and opens the page asked for", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(ME)),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // As the persister restores an old copy: successful, stale.
    client.setQueryData(["user"], null, { updatedAt: Date.now() - 60_000 });
    const router = createMemoryRouter(
      [
        { element: <ProtectedBare />, children: [{ path: "/profile", element: <h1>Profile page</h1> }] },
        { path: "/auth", element: <h1>Sign in page</h1> },
      ],
      { initialEntries: ["/profile"] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // What refreshAfterRestore does once the copy is back.
    void client.invalidateQueries();
    expect(await screen.findByRole("heading", { name: "Profile page" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/profile");
  });
});
