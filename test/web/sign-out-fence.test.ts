// Signing out never leaves a read to be answered 401: reads already sent finish first, and reads that start while
// the sign-out is answered are held, then dropped once the session has ended (or let go if it has not).
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, fenceSignOut } from "#web/lib/api";

type Pending = { url: string; answer: (status: number) => void };

function stubNetwork() {
  const sent: Pending[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => {
          sent.push({ url: String(input), answer: (status) => resolve(new Response("{}", { status })) });
        }),
    ),
  );
  return sent;
}

const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => vi.unstubAllGlobals());

describe("fenceSignOut", () => {
  it("waits for reads on the wire, holds new ones, and drops them once signed out", async () => {
    const sent = stubNetwork();
    const before = api.badges.$get();
    await tick();
    let signedOut = false;
    const signOut = fenceSignOut(async (unfenced) => {
      await unfenced("/api/logout", { method: "POST" });
      signedOut = true;
    });
    const during = api.projects.$get({ query: {} });
    await tick();
    // Only the read sent before: the sign-out waits for its answer.
    expect(sent.map((p) => p.url)).toEqual(["/api/badges"]);
    sent[0]!.answer(200);
    await before;
    await tick();
    expect(sent.map((p) => p.url)).toEqual(["/api/badges", "/api/logout"]);
    sent[1]!.answer(200);
    await signOut;
    expect(signedOut).toBe(true);
    await expect(during).rejects.toThrow("Signed out");
    expect(sent).toHaveLength(2);
  });

  it("lets held reads go when the sign-out fails", async () => {
    const sent = stubNetwork();
    const signOut = fenceSignOut(async (unfenced) => {
      await unfenced("/api/logout", { method: "POST" });
      throw new Error("No connection");
    });
    const during = api.badges.$get();
    await tick();
    sent[0]!.answer(200);
    await expect(signOut).rejects.toThrow("No connection");
    await tick();
    expect(sent.map((p) => p.url)).toEqual(["/api/logout", "/api/badges"]);
    sent[1]!.answer(200);
    expect((await during).status).toBe(200);
  });
});
