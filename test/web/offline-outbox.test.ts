// The offline outbox's one attempt (send-queued.ts) and the service worker's offline fallback rules (scripts/build/pwa-options.ts).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FIRST_SCREENS } from "#schema/contracts/first-screens";
import { NAVIGATE_FALLBACK_DENYLIST } from "#scripts/build/pwa-options";
import type { QueuedSubmission } from "#web/features/progress/offline/outbox-store";
import { isTransient, retryDelay, type SendDeps, sendQueued } from "#web/features/progress/offline/send-queued";
import { ApiError } from "#web/lib/api";

const queued = (): QueuedSubmission => ({
  key: "key-0123456789",
  userId: 7,
  queuedAt: 1,
  projectId: 5,
  projectName: "Webb Kitchen Rewire",
  completionPercentage: 30,
  amount: 420_000,
  description: "",
  dueDate: null,
  photos: [
    { id: "a", name: "a.jpg", caption: "Panel", blob: new Blob(["a"]), url: null },
    { id: "b", name: "b.jpg", caption: null, blob: new Blob(["b"]), url: null },
  ],
  state: "queued",
  attempts: 0,
  nextAttemptAt: 0,
  error: null,
  sent: null,
  sentAt: null,
});

function harness(fail: { uploadOf?: string; post?: ApiError[] } = {}) {
  const saved: QueuedSubmission[] = [];
  const uploads: string[] = [];
  const posts: { key: string; photos: (string | null)[] }[] = [];
  const postFailures = [...(fail.post ?? [])];
  const deps: SendDeps = {
    upload: async (_blob, name) => {
      if (name === fail.uploadOf) {
        fail.uploadOf = undefined;
        throw new ApiError(0, "No connection. Check your signal and try again.");
      }
      uploads.push(name);
      return { url: `/api/uploads/u/7/${name}` };
    },
    post: async (s) => {
      posts.push({ key: s.key, photos: s.photos.map((p) => p.url) });
      const failure = postFailures.shift();
      if (failure) throw failure;
      return { id: 41, progressNumber: 3, approval: { delivery: "queued" } };
    },
    save: async (s) => {
      saved.push(structuredClone(s));
    },
    now: () => 1_000_000,
  };
  return { deps, saved, uploads, posts };
}

describe("sending a queued billing", () => {
  it("uploads each photo once, keeps its URL across a dropped attempt, and posts every time under the same key", async () => {
    const h = harness({
      uploadOf: "b.jpg",
      post: [new ApiError(0, "No connection. Check your signal and try again.")],
    });

    const first = await sendQueued(queued(), h.deps);
    expect(first).toMatchObject({ state: "queued", attempts: 1, nextAttemptAt: 1_000_000 + retryDelay(1) });
    // The photo that went up is remembered without its bytes; the other keeps its bytes for the next try.
    expect(first.photos.map((p) => [p.url, p.blob === null])).toEqual([
      ["/api/uploads/u/7/a.jpg", true],
      [null, false],
    ]);

    const second = await sendQueued(first, h.deps);
    expect(second.state).toBe("queued");
    const third = await sendQueued(second, h.deps);
    expect(third).toMatchObject({ state: "sent", sent: { id: 41, progressNumber: 3, approvalDelivery: "queued" } });

    expect(h.uploads).toEqual(["a.jpg", "b.jpg"]);
    expect(h.posts.map((p) => p.key)).toEqual(["key-0123456789", "key-0123456789"]);
    expect(h.posts.at(-1)!.photos).toEqual(["/api/uploads/u/7/a.jpg", "/api/uploads/u/7/b.jpg"]);
    // "sending" is on the device before any network call, so a closed tab is recognised and resumed.
    expect(h.saved[0]).toMatchObject({ state: "sending", attempts: 1 });
  });

  it("stops and shows the server's words when the billing is refused for good", async () => {
    const h = harness({ post: [new ApiError(404, "Project information not found")] });
    const result = await sendQueued(queued(), h.deps);
    expect(result).toMatchObject({ state: "failed", error: "Project information not found", nextAttemptAt: 0 });
  });

  it("retries what a connection or a busy server explains, with growing waits", () => {
    expect([0, 401, 408, 429, 500, 503].every((s) => isTransient(new ApiError(s, "")))).toBe(true);
    expect([400, 403, 404, 409, 413].some((s) => isTransient(new ApiError(s, "")))).toBe(false);
    expect([1, 2, 3, 10].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 300_000]);
  });
});

describe("the service worker's offline fallback", () => {
  const denied = (path: string) => NAVIGATE_FALLBACK_DENYLIST.some((re) => re.test(path));

  it("never answers a path the Worker renders or answers (run_worker_first in wrangler.toml)", () => {
    const toml = readFileSync("wrangler.toml", "utf8");
    const list = /run_worker_first = \[([\s\S]*?)\]/.exec(toml)![1]!;
    // The app's own screens the Worker only enriches (ADR 0110) are still the app offline; "/" is marketing.
    const appScreens = FIRST_SCREENS.flatMap((s) => s.paths).filter((p) => p !== "/");
    const paths = [...list.matchAll(/"([^"]+)"/g)]
      .map((m) => m[1]!.replace("/*", "/x/y"))
      .filter((p) => !appScreens.includes(p));
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) expect(denied(path), path).toBe(true);
  });

  it("answers the app's own routes", () => {
    for (const path of ["/dashboard", "/progress/new", "/progress/submit/5", "/project/3", "/auth", "/blogger"]) {
      expect(denied(path), path).toBe(false);
    }
  });
});
