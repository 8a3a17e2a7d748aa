// GET /api/health: each binding probed, the outbox counted without data, 503 when a binding does not answer; and the
// request id that names a request's logs rides on the jobs it enqueues.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { consumeJobs } from "#worker/jobs/consumer";
import { resetQueueProbe } from "#worker/services/health";
import { queueMessages } from "#worker/services/messages";
import { makeClient, makeProject, uploadPhoto } from "../factories/billing";
import { tinyPng } from "../factories/images";
import { faultyWorld } from "./faults";
import { Browser, uniqueName } from "./http";

beforeEach(() => resetQueueProbe());

describe("GET /api/health", () => {
  it("answers 200 with every probe ok and the outbox counts, and nothing else", async () => {
    const world = faultyWorld();
    world.arm("dies-after-commit");
    await queueMessages(world.env, world.db, [
      {
        companyId: null,
        userId: null,
        channel: "email",
        to: "secret-client@example.com",
        body: "private",
        dedupeKey: uniqueName(),
      },
    ]);
    world.disarm();
    const res = await world.browser().api.health.$get();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      ok: true,
      checks: { d1: "ok", r2: "ok", queue: "ok", durableObject: "ok" },
      outbox: { queued: expect.any(Number), overdue: expect.any(Number), failedLast24h: expect.any(Number) },
    });
    expect(body.outbox?.queued).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(body)).not.toContain("secret-client");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    // The queue probe is one ping job, and its answer is reused for a minute.
    expect(world.jobs).toEqual([{ type: "health-ping", requestId: res.headers.get("x-request-id"), shard: "default" }]);
    await world.browser().api.health.$get();
    expect(world.jobs).toHaveLength(1);
    // The real Worker answers too (the e2e server waits on this).
    expect((await new Browser().fetch("/api/health")).status).toBe(200);
  });

  it.each(["d1-batch", "r2-put"] as const)("stays 200 when %s is armed (the probes do not use it)", async (fault) => {
    const world = faultyWorld();
    world.arm(fault);
    expect((await world.browser().api.health.$get()).status).toBe(200);
  });

  it("answers 503 naming the binding that does not answer", async () => {
    const world = faultyWorld();
    world.arm("durable-object", "send-batch");
    const res = await world.browser().api.health.$get();
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.ok).toBe(false);
    expect(body.checks).toEqual({ d1: "ok", r2: "ok", queue: "down", durableObject: "down" });
  });

  it("reports R2 down when the bucket does not answer", async () => {
    const world = faultyWorld();
    const broken = {
      ...world.env,
      MEDIA: { head: async () => Promise.reject(new Error("R2 unavailable")) },
    } as unknown as Env;
    const { app } = await import("#worker/app");
    const res = await app.fetch(new Request("https://paystage.test/api/health"), broken, {
      waitUntil() {},
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { checks: { r2: string } }).checks.r2).toBe("down");
  });
});

describe("request ids", () => {
  it("echoes a well-formed x-request-id, replaces a malformed one, and stamps it on the jobs the request enqueues", async () => {
    const world = faultyWorld();
    const browser = world.browser();
    const reg = await browser.fetch("/api/register", {
      method: "POST",
      headers: { "x-request-id": "req-abc12345" },
      json: {
        username: uniqueName(),
        password: "ladder-jobsite-42",
        fullName: "Dana Reyes",
        email: "d@example.com",
        companyName: "R",
      },
    });
    expect(reg.headers.get("x-request-id")).toBe("req-abc12345");
    const bad = await browser.fetch("/api/user", { headers: { "x-request-id": "<script>" } });
    expect(bad.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const client = await makeClient(browser, { name: "Marcus", email: `${uniqueName("c")}@example.com` });
    const project = await makeProject(browser, { clientId: client.id, totalValue: 100_000 });
    const upload = await uploadPhoto(browser, tinyPng());
    const logs = vi.spyOn(console, "log");
    const submitted = await browser.fetch("/api/progress", {
      method: "POST",
      headers: { "x-request-id": "submit-7f3a9c21" },
      json: {
        projectId: project.id,
        completionPercentage: 10,
        amount: 10_000,
        photos: [{ url: upload.url }],
      },
    });
    expect(submitted.status).toBe(201);
    const deliveries = world.jobs.filter((j) => (j as { type: string }).type === "deliver-message");
    expect(deliveries.length).toBeGreaterThan(0);
    for (const job of deliveries) expect(job).toMatchObject({ requestId: "submit-7f3a9c21" });
    // The consumer runs the job under the same id: its "message sent" line names the submission.
    const batch = createMessageBatch(
      "paystage-jobs",
      deliveries.map((body, i) => ({ id: `m-${i}`, timestamp: new Date(), attempts: 1, body })),
    );
    const ctx = createExecutionContext();
    await consumeJobs(batch, world.env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(deliveries.length);
    // Only this batch's lines: the runtime is shared with earlier files (ADR 0168), whose queued jobs may log too.
    const lines = logs.mock.calls
      .map(([line]) => String(line))
      .filter(
        (l) =>
          l.includes('"message sent"') &&
          deliveries.some((d) => l.includes(`"messageId":${(d as { messageId: number }).messageId},`)),
      );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.map((l) => JSON.parse(l))).toContainEqual(
      expect.objectContaining({ level: "info", msg: "message sent", requestId: "submit-7f3a9c21" }),
    );
    logs.mockRestore();
  });
});
