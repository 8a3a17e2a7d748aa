// Badges earned from real events: each rule at its threshold and not below, awarded in the event's own batch,
// check-achievement that re-evaluates and never trusts the caller, mark-read, tenancy, and the catalogue sync.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BADGE_CATALOGUE, type CheckAchievement } from "#schema/contracts/badges";
import { awardStatements } from "#worker/db/achievements";
import { insertClient } from "#worker/db/clients";
import { getDb, schema } from "#worker/lib/db";
import { EARNED_BY } from "#worker/services/achievements/rules";
import { todayIn } from "../factories/api";
import { approvedProgress, makeClient, makeProgress, makeProject, uploadPhoto } from "../factories/billing";
import { Browser, failure, ok, signedUp } from "./http";

const TODAY = todayIn();
const DAY = 24 * 60 * 60 * 1000;

async function badgesOf(browser: Browser) {
  const body = await ok(browser.api.badges.$get());
  const byCode = new Map(body.badges.map((b) => [b.code, b.id]));
  /** The user's achievement of `code`, or undefined when nothing is recorded. */
  const of = (code: string) => body.achievements.find((a) => a.badgeId === byCode.get(code));
  return { ...body, of };
}

/** A progress approved in person for `amount` cents, and its id. */
const approvedFor = async (browser: Browser, projectId: number, amount: number) =>
  (await approvedProgress(browser, { projectId, completionPercentage: 10, amount })).id;

const markPaid = (browser: Browser, id: number) =>
  ok(
    browser.api.progress[":id"]["mark-paid"].$post({
      param: { id: String(id) },
      json: { paidOn: TODAY, method: "check" },
    }),
    200,
  );

const checkAchievement = (browser: Browser, json: CheckAchievement) =>
  browser.api.user["check-achievement"].$post({ json });

const readAchievement = (browser: Browser, id: number | string) =>
  browser.api.user.achievements[":id"].read.$post({ param: { id: String(id) } });

describe("client badges", () => {
  it("first client unlocks on the first client, with the five-client level counting up and not unlocked", async () => {
    const { browser } = await signedUp();
    const before = await badgesOf(browser);
    expect(before.achievements).toEqual([]);
    expect(before.badges.map((b) => b.code)).toEqual(BADGE_CATALOGUE.map((b) => b.code));

    await makeClient(browser);
    const after = await badgesOf(browser);
    expect(after.of("first_client")).toMatchObject({ progress: 100, isNew: true });
    expect(after.of("first_client")!.awardedAt).not.toBeNull();
    expect(after.of("clients_5")).toMatchObject({ progress: 20, isNew: false, awardedAt: null });
    expect(after.of("first_project")).toBeUndefined();

    for (let i = 0; i < 3; i++) await makeClient(browser);
    expect((await badgesOf(browser)).of("clients_5")).toMatchObject({ progress: 80, isNew: false });
    await makeClient(browser);
    expect((await badgesOf(browser)).of("clients_5")).toMatchObject({ progress: 100, isNew: true });
  });
});

describe("project badges", () => {
  it("first project at one project, ten projects at ten and not at nine", async () => {
    const { browser } = await signedUp();
    const client = await makeClient(browser);
    expect((await badgesOf(browser)).of("first_project")).toBeUndefined();
    for (let i = 0; i < 9; i++) await makeProject(browser, { clientId: client.id });
    const nine = await badgesOf(browser);
    expect(nine.of("first_project")).toMatchObject({ progress: 100 });
    expect(nine.of("projects_10")).toMatchObject({ progress: 90, isNew: false });
    await makeProject(browser, { clientId: client.id });
    expect((await badgesOf(browser)).of("projects_10")).toMatchObject({ progress: 100, isNew: true });
  });
});

describe("progress, approval and payment badges", () => {
  it("a progress without photos earns nothing; the first with photos unlocks Show Your Work", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const progress = { projectId: project.id, completionPercentage: 25, amount: 500_000 };
    await ok(browser.api.progress.$post({ json: { ...progress, photos: [] } }), 201);
    expect((await badgesOf(browser)).of("first_progress_photos")).toBeUndefined();
    const photo = await uploadPhoto(browser);
    await ok(browser.api.progress.$post({ json: { ...progress, completionPercentage: 50, photos: [photo.url] } }), 201);
    expect((await badgesOf(browser)).of("first_progress_photos")).toMatchObject({ progress: 100, isNew: true });
  });

  it("a rejection earns nothing; the first approval unlocks Signed Off", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const first = await makeProgress(browser, { projectId: project.id });
    await ok(
      browser.api.progress[":id"].reject.$patch({ param: { id: String(first.id) }, json: { reason: "Not yet" } }),
      200,
    );
    expect((await badgesOf(browser)).of("first_approval")).toBeUndefined();
    await approvedFor(browser, project.id, 10_000);
    expect((await badgesOf(browser)).of("first_approval")).toMatchObject({ progress: 100 });
  });

  it("payments: first payment, quick turnaround, five payments at five, $10,000 at exactly 1,000,000 cents and not a dollar below", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    // Approved 10 days ago: paid today is not within 7 days of approval.
    const slow = await approvedFor(browser, project.id, 199_900);
    await env.DB.prepare("update progress set approved_at = ? where id = ?")
      .bind(Date.now() - 10 * DAY, slow)
      .run();
    expect((await badgesOf(browser)).of("first_payment")).toBeUndefined();
    await markPaid(browser, slow);
    let list = await badgesOf(browser);
    expect(list.of("first_payment")).toMatchObject({ progress: 100, isNew: true });
    expect(list.of("paid_within_7_days")).toBeUndefined();
    expect(list.of("payments_5")).toMatchObject({ progress: 20 });
    expect(list.of("collected_10k")).toMatchObject({ progress: 19 });

    for (let i = 0; i < 3; i++) {
      const id = await approvedFor(browser, project.id, 200_000);
      await markPaid(browser, id);
    }
    list = await badgesOf(browser);
    expect(list.of("paid_within_7_days")).toMatchObject({ progress: 100 });
    expect(list.of("payments_5")).toMatchObject({ progress: 80, isNew: false });
    // 799,900 cents collected: a dollar short of 80%, and far below $10,000.
    expect(list.of("collected_10k")).toMatchObject({ progress: 79, isNew: false });

    const fifth = await approvedFor(browser, project.id, 200_000);
    await markPaid(browser, fifth);
    list = await badgesOf(browser);
    expect(list.of("payments_5")).toMatchObject({ progress: 100, isNew: true });
    expect(list.of("collected_10k")).toMatchObject({ progress: 99, isNew: false });

    const sixth = await approvedFor(browser, project.id, 100);
    await markPaid(browser, sixth);
    list = await badgesOf(browser);
    expect(list.of("collected_10k")).toMatchObject({ progress: 100, isNew: true });
    expect(list.of("collected_50k")).toMatchObject({ progress: 20 });
  });
});

describe("reminder badges", () => {
  it("the first reminder sent by hand unlocks First Nudge", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const progress = await makeProgress(browser, { projectId: project.id });
    const templates = await ok(browser.api["nudge-templates"].$get());
    expect((await badgesOf(browser)).of("first_reminder")).toBeUndefined();
    await ok(
      browser.api["send-nudge"].$post({
        json: { progressId: progress.id, templateId: templates[0]!.id, channels: ["email"] },
      }),
      201,
    );
    const list = await badgesOf(browser);
    expect(list.of("first_reminder")).toMatchObject({ progress: 100, isNew: true });
    expect(list.of("reminders_25")).toMatchObject({ progress: 4 });
  });
});

describe("awarding inside the event's batch", () => {
  it("the meeting rule counts meetings, for the meeting-creation batch to append", async () => {
    const { user, member } = await signedUp();
    const db = getDb(env);
    const [codes] = [EARNED_BY.meetingCreated];
    await db.batch([
      db
        .insert(schema.meetings)
        .values({ companyId: member.companyId, userId: user.id, title: "Site walk", meetingDate: new Date() }),
      ...awardStatements(db, user.id, codes),
    ]);
    const rows = await env.DB.prepare(
      "select b.code, ua.progress from user_achievements ua join badges b on b.id = ua.badge_id where ua.user_id = ? order by b.display_order",
    )
      .bind(user.id)
      .all();
    expect(rows.results).toEqual([
      { code: "first_meeting", progress: 100 },
      { code: "meetings_10", progress: 10 },
    ]);
  });

  it("a batch that fails after its award statements awards nothing (and adds no client)", async () => {
    const { browser, user, member } = await signedUp();
    const db = getDb(env);
    const failing = db
      .insert(schema.users)
      .values({ companyId: member.companyId, username: user.username, password: "x", fullName: "x", email: "x" });
    await expect(
      db.batch([
        insertClient(db, member, { name: "Ghost", companyName: "Ghost Co", email: "ghost@example.com", phone: null }),
        ...awardStatements(db, user.id, EARNED_BY.clientCreated),
        failing,
      ]),
    ).rejects.toThrow();
    const count = await env.DB.prepare("select count(*) as n from user_achievements where user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(count!.n).toBe(0);
    expect(await ok(browser.api.clients.$get({ query: {} }))).toEqual([]);
  });
});

describe("POST /api/user/check-achievement", () => {
  it("a forged call awards nothing the data does not justify", async () => {
    const { browser } = await signedUp();
    for (const category of ["payments", "clients", "onboarding", "meetings", "others", "projects"] as const) {
      expect(await ok(checkAchievement(browser, { category, actionValue: 1_000 }), 200)).toEqual({ awarded: false });
    }
    expect((await badgesOf(browser)).achievements).toEqual([]);
  });

  it("re-evaluates from the database: rows written outside an award batch are recognised once", async () => {
    const { browser, user } = await signedUp();
    await env.DB.prepare(
      "insert into clients (company_id, user_id, name, email, company_name) values ((select company_id from users where id = ?1), ?1, 'Imported', 'i@example.com', 'Imported Co')",
    )
      .bind(user.id)
      .run();
    expect(await ok(checkAchievement(browser, { category: "clients" }))).toEqual({ awarded: true });
    expect(await ok(checkAchievement(browser, { category: "clients" }))).toEqual({ awarded: false });
    expect((await badgesOf(browser)).of("first_client")).toMatchObject({ progress: 100, isNew: true });
  });

  it("never lowers progress when rows go away", async () => {
    const { browser, user } = await signedUp();
    await makeClient(browser);
    await env.DB.prepare("delete from clients where user_id = ?").bind(user.id).run();
    await ok(checkAchievement(browser, { category: "clients" }));
    const list = await badgesOf(browser);
    expect(list.of("first_client")).toMatchObject({ progress: 100 });
    expect(list.of("clients_5")).toMatchObject({ progress: 20 });
  });

  it("refuses an unknown category with a 400, and a signed-out caller with a 401", async () => {
    const { browser } = await signedUp();
    const bad = await failure(checkAchievement(browser, { category: "everything" as never }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Unknown badge category");
    const out = await new Browser().fetch("/api/user/check-achievement", {
      method: "POST",
      json: { category: "clients" },
    });
    expect(out.status).toBe(401);
  });
});

describe("POST /api/user/achievements/{id}/read", () => {
  it("clears isNew on my achievement; another user's id is a 404 and stays new", async () => {
    const a = await signedUp();
    const b = await signedUp();
    await makeClient(a.browser);
    const mine = (await badgesOf(a.browser)).of("first_client")!;
    const theirs = await failure(readAchievement(b.browser, mine.id));
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe("Achievement not found");
    expect((await badgesOf(a.browser)).of("first_client")!.isNew).toBe(true);

    await ok(readAchievement(a.browser, mine.id), 200);
    expect((await badgesOf(a.browser)).of("first_client")).toMatchObject({ progress: 100, isNew: false });
    expect((await a.browser.fetch("/api/user/achievements/abc/read", { method: "POST" })).status).toBe(404);
    expect((await new Browser().fetch(`/api/user/achievements/${mine.id}/read`, { method: "POST" })).status).toBe(401);
  });
});

describe("the catalogue in D1", () => {
  it("syncs by code: re-running never duplicates, and a changed badge is put back as the code says", async () => {
    const { browser } = await signedUp();
    await badgesOf(browser);
    await badgesOf(browser);
    await env.DB.prepare("update badges set name = 'Tampered', display_order = 999 where code = 'first_client'").run();
    const list = await badgesOf(browser);
    const counts = await env.DB.prepare("select code, count(*) as n from badges group by code having n > 1").all();
    expect(counts.results).toEqual([]);
    const total = await env.DB.prepare("select count(*) as n from badges").first<{ n: number }>();
    expect(total!.n).toBe(BADGE_CATALOGUE.length);
    const firstClient = list.badges.find((b) => b.code === "first_client") as unknown as { name: string };
    expect(firstClient.name).toBe("First Client");
    expect((await new Browser().fetch("/api/badges")).status).toBe(401);
  });
});
