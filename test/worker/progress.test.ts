// Progress submissions: numbering (also under races), the completion floor, cents, due dates, photos, isolation.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CreateProgress } from "#schema/contracts/progress";
import { getDb } from "#worker/lib/db";
import { createProgress } from "#worker/services/progress";
import { makeProgress, makeProject, uploadPhoto } from "../factories/billing";
import { Browser, failure, ok, signedUp } from "./http";

/**
 * A submission whose answer the test inspects, success or refusal alike: the typed call, with the form's usual
 * completion and amount where the test names none.
 */
const submit = (
  browser: Browser,
  body: Partial<CreateProgress> & { projectId: number },
  headers?: Record<string, string>,
) => browser.api.progress.$post({ json: { completionPercentage: 25, amount: 500_000, ...body } }, { headers });

const projectOf = (browser: Browser, id: number) => ok(browser.api.projects[":id"].$get({ param: { id: String(id) } }));
const progressOf = (browser: Browser, projectId: number) =>
  ok(browser.api.projects[":id"].progress.$get({ param: { id: String(projectId) } }));

describe("submit progress", () => {
  it("stores a pending progress #1 with amount in cents, completion and photos, and moves the project's completion", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser, { completionPercentage: 5 });
    const photo = await uploadPhoto(browser);
    const body = await ok(
      submit(browser, {
        projectId: project.id,
        completionPercentage: 30,
        amount: 555_050,
        description: "Panel upgrade and rough-in",
        photos: [{ url: photo.url, caption: "New 200A panel" }],
        status: "pending",
        dueDate: "2026-12-15",
      }),
      201,
    );
    expect(body).toMatchObject({
      projectId: project.id,
      progressNumber: 1,
      completionPercentage: 30,
      amount: 555_050,
      description: "Panel upgrade and rough-in",
      status: "pending",
      dueDate: "2026-12-15",
      photos: [{ url: photo.url, caption: "New 200A panel" }],
    });
    expect(body).not.toHaveProperty("idempotencyKey");
    expect((await projectOf(browser, project.id)).completionPercentage).toBe(30);
  });

  it("accepts photos as plain URL strings", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const photo = await uploadPhoto(browser);
    const body = await ok(submit(browser, { projectId: project.id, photos: [photo.url] }), 201);
    expect(body.photos).toEqual([{ url: photo.url, caption: null }]);
  });

  it("numbers progress per project: #1, #2 on one project, #1 on another", async () => {
    const { browser } = await signedUp();
    const a = await makeProject(browser);
    const b = await makeProject(browser);
    expect((await makeProgress(browser, { projectId: a.id, completionPercentage: 10 })).progressNumber).toBe(1);
    expect((await makeProgress(browser, { projectId: a.id, completionPercentage: 20 })).progressNumber).toBe(2);
    expect((await makeProgress(browser, { projectId: b.id, completionPercentage: 10 })).progressNumber).toBe(1);
  });

  it("gives two simultaneous submissions the numbers 1 and 2, never a 500 or a duplicate", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const results = await Promise.all([
      submit(browser, { projectId: project.id, completionPercentage: 10 }),
      submit(browser, { projectId: project.id, completionPercentage: 10 }),
      submit(browser, { projectId: project.id, completionPercentage: 10 }),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    const bodies = await Promise.all(results.map((r) => ok(r, 201)));
    expect(bodies.map((b) => b.progressNumber).sort()).toEqual([1, 2, 3]);
  });

  it("retries with the next number when another submission took it between the read and the write", async () => {
    const { browser, member } = await signedUp();
    const project = await makeProject(browser);
    const db = getDb(env);
    let collisions = 0;
    // The first batch loses the race: someone else's #1 lands just before it, as on a busy D1 (its insert and the
    // invoice number it takes, which its batch commits together).
    const racing = Object.assign(Object.create(db), {
      batch: async (queries: Parameters<typeof db.batch>[0]) => {
        if (collisions++ === 0) {
          await db.batch(queries.slice(0, 2) as unknown as Parameters<typeof db.batch>[0]);
          throw new Error(
            "D1_ERROR: UNIQUE constraint failed: progress.project_id, progress.progress_number: SQLITE_CONSTRAINT",
          );
        }
        return db.batch(queries);
      },
    }) as typeof db;
    const input = {
      projectId: project.id,
      completionPercentage: 10,
      amount: 100_00,
      description: null,
      photos: [],
      dueDate: null,
    };
    const usCompany = {
      country: "US",
      currency: "USD",
      locale: "en-US",
      taxMode: "none",
      defaultTaxRate: null,
    } as const;
    const { progress } = await createProgress(racing, { ...member, ...usCompany, timezone: "America/Chicago" }, input);
    expect(collisions).toBe(2);
    expect(progress.progressNumber).toBe(2);
  });

  it("accepts a sent progressNumber only when it is the next one", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const wrong = await failure(submit(browser, { projectId: project.id, progressNumber: 2 }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("The next progress number on this project is #1");
    const right = await ok(submit(browser, { projectId: project.id, progressNumber: 1 }), 201);
    expect(right.progressNumber).toBe(1);
    const repeated = await failure(submit(browser, { projectId: project.id, progressNumber: 1 }));
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toBe("The next progress number on this project is #2");
  });

  it("refuses a completion lower than the previous progress, but a rejected billing sets no floor", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const first = await makeProgress(browser, { projectId: project.id, completionPercentage: 60 });
    const lower = await failure(submit(browser, { projectId: project.id, completionPercentage: 50 }));
    expect(lower.status).toBe(400);
    expect(lower.body.message).toBe("Completion cannot be lower than the previous progress (60%)");
    expect(lower.body.errors?.completionPercentage).toBe("Completion cannot be lower than the previous progress (60%)");
    expect((await submit(browser, { projectId: project.id, completionPercentage: 60 })).status).toBe(201);

    await env.DB.prepare("update progress set status = 'rejected' where project_id = ?").bind(project.id).run();
    const corrected = await ok(submit(browser, { projectId: project.id, completionPercentage: 45 }), 201);
    expect(corrected.progressNumber).toBe(3);
    expect((await projectOf(browser, project.id)).completionPercentage).toBe(45);
    expect(first.progressNumber).toBe(1);
  });

  it("refuses a billing past the contract value unless a change of contract is confirmed, which raises the value", async () => {
    const { browser } = await signedUp();
    // $14,500.49 contract; $3,999.99 and $4,500.50 billed, a rejected $9,000 not counted: $6,000 left.
    const project = await makeProject(browser, { totalValue: 1_450_049 });
    await makeProgress(browser, { projectId: project.id, amount: 399_999, completionPercentage: 20 });
    const rejected = await makeProgress(browser, { projectId: project.id, amount: 900_000, completionPercentage: 30 });
    await env.DB.prepare("update progress set status = 'rejected' where id = ?").bind(rejected.id).run();
    await makeProgress(browser, { projectId: project.id, amount: 450_050, completionPercentage: 40 });
    // Exactly what is left is fine; one cent more is refused with a clear 400 that bills nothing.
    const over = await failure(submit(browser, { projectId: project.id, amount: 600_001, completionPercentage: 50 }));
    const message =
      "This billing takes the project past its contract value of $14,500.49 ($6,000.00 left to bill). Confirm a change of contract to bill more.";
    expect([over.status, over.body.message, over.body.errors?.amount]).toEqual([400, message, message]);
    expect(await progressOf(browser, project.id)).toHaveLength(3);
    expect((await projectOf(browser, project.id)).totalValue).toBe(1_450_049);

    const confirmed = await ok(
      submit(browser, {
        projectId: project.id,
        amount: 700_000,
        completionPercentage: 50,
        contractChangeConfirmed: true,
      }),
      201,
    );
    expect(confirmed.progressNumber).toBe(4);
    expect((await projectOf(browser, project.id)).totalValue).toBe(1_550_049);
    // Within the contract, the flag changes nothing; a project without a contract value has no limit.
    const open = await makeProject(browser, { totalValue: null as never });
    expect((await submit(browser, { projectId: open.id, amount: 99_000_000 })).status).toBe(201);
  });

  it.each([
    [{ completionPercentage: undefined }, "Progress completion percentage is required"],
    [{ completionPercentage: 0 }, "Progress completion percentage is required"],
    [{ completionPercentage: 101 }, "Progress completion cannot exceed 100%"],
    [{ amount: undefined }, "Amount is required"],
    [{ amount: 99 }, "Amount is required"],
    [{ amount: 100.5 }, "Amount must be in whole cents"],
    [{ dueDate: "2026-02-30" }, "Please enter a valid due date"],
    [{ dueDate: "next week" }, "Please enter a valid due date"],
    [{ status: "paid" }, "A new progress always starts as pending"],
  ])("refuses %o with a clear 400", async (overrides, message) => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const res = await failure(submit(browser, { projectId: project.id, ...(overrides as object) }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("stores a due date sent as a date-time as the calendar date in the contractor's timezone", async () => {
    const { browser } = await signedUp({ timezone: "Asia/Tokyo" });
    const project = await makeProject(browser);
    // Local midnight of Dec 15 in Tokyo is Dec 14 15:00 UTC.
    const res = await ok(submit(browser, { projectId: project.id, dueDate: "2026-12-14T15:00:00.000Z" }), 201);
    expect(res.dueDate).toBe("2026-12-15");
    const none = await makeProgress(browser, { projectId: project.id, completionPercentage: 30, dueDate: "" });
    expect(none.dueDate).toBeNull();
  });

  it("refuses photos that are not the user's uploads", async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const project = await makeProject(other.browser);
    const ownersPhoto = await uploadPhoto(owner.browser);
    for (const photos of [
      [ownersPhoto.url],
      ["https://example.com/cat.jpg"],
      ["/api/uploads/u/1/doesnotexist.jpg"],
      [{ url: "/etc/passwd" }],
    ]) {
      const res = await failure(submit(other.browser, { projectId: project.id, photos }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Every photo must be one of your uploads");
    }
    expect(await progressOf(other.browser, project.id)).toEqual([]);
  });

  it("answers another contractor's project with 404 and bills nothing", async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const project = await makeProject(owner.browser);
    const res = await failure(submit(other.browser, { projectId: project.id }));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Project not found");
    expect(await progressOf(owner.browser, project.id)).toEqual([]);
  });

  it("answers a retried submission with the same Idempotency-Key with the first progress, not a second bill", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const headers = { "Idempotency-Key": "3f1c2a9e-retry-key-01" };
    const [a, b] = await Promise.all([
      submit(browser, { projectId: project.id }, headers),
      submit(browser, { projectId: project.id }, headers),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const first = await ok(a);
    expect(first.id).toBe((await ok(b)).id);
    const later = await ok(submit(browser, { projectId: project.id }, headers), 200);
    expect(later.id).toBe(first.id);
    expect(await progressOf(browser, project.id)).toHaveLength(1);
    const bad = await failure(submit(browser, { projectId: project.id }, { "Idempotency-Key": "no" }));
    expect(bad.status).toBe(400);
  });

  it("needs a signed-in user", async () => {
    expect(
      (
        await failure(
          new Browser().api.progress.$post({ json: { projectId: 1, completionPercentage: 10, amount: 100 } }),
        )
      ).status,
    ).toBe(401);
  });
});

describe("read one progress", () => {
  it("returns the progress with its project name, project and client", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const created = await makeProgress(browser, {
      projectId: project.id,
      completionPercentage: 35,
      amount: 1_470_000,
      dueDate: "2027-01-10",
    });
    const read = await ok(browser.api.progress[":id"].$get({ param: { id: String(created.id) } }), 200);
    expect(read).toMatchObject({
      id: created.id,
      progressNumber: 1,
      amount: 1_470_000,
      status: "pending",
      projectId: project.id,
      dueDate: "2027-01-10",
      photos: [],
      projectName: project.name,
      project: { id: project.id, name: project.name, totalValue: 1_850_000, completionPercentage: 35 },
      client: { id: project.clientId, companyName: "Webb Family Homes" },
    });
  });

  it("answers another contractor's progress and unknown ids with 404 Progress not found", async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const project = await makeProject(owner.browser);
    const created = await makeProgress(owner.browser, { projectId: project.id });
    for (const id of [String(created.id), "999999"]) {
      const res = await failure(other.browser.api.progress[":id"].$get({ param: { id } }));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Progress not found");
    }
    expect((await failure(other.browser.api.progress[":id"].$get({ param: { id: "not-a-number" } }))).status).toBe(404);
  });
});
