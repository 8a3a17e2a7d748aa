// GET /api/dashboard: totals, overdue in the owner's timezone, turnaround, activity, active projects, isolation, one batch.
import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import * as schema from "#schema/db";
import { getDb } from "#worker/lib/db";
import { getDashboard } from "#worker/services/dashboard";
import { makeProgress, makeProject } from "../factories/billing";
import { Browser, memberOf, ok, signedUp } from "./http";

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 1, 2, 15, 0); // Feb 2, 2026 15:00 UTC

type Fixture = {
  status?: "pending" | "approved" | "paid" | "rejected";
  amount?: number;
  createdAt?: number;
  approvedAt?: number | null;
  paidAt?: number | null;
  dueDate?: string | null;
  reminderSent?: boolean;
};

const dashboardOf = (browser: Browser) => ok(browser.api.dashboard.$get(), 200);

/** Submits a progress through the API, then sets what the API cannot (status, clock times) directly. */
async function progressOn(browser: Browser, projectId: number, f: Fixture = {}) {
  const { id } = await makeProgress(browser, { projectId, amount: f.amount ?? 100_000, completionPercentage: 10 });
  await env.DB.prepare(
    "update progress set status = ?, created_at = ?, approved_at = ?, paid_at = ?, due_date = ?, reminder_sent = ? where id = ?",
  )
    .bind(
      f.status ?? "pending",
      f.createdAt ?? T0,
      f.approvedAt ?? null,
      f.paidAt ?? null,
      f.dueDate ?? null,
      f.reminderSent ? 1 : 0,
      id,
    )
    .run();
  return id;
}

describe("GET /api/dashboard", () => {
  it("needs a signed-in user", async () => {
    expect((await new Browser().fetch("/api/dashboard")).status).toBe(401);
  });

  it("sums pending, approved and paid amounts in cents, leaving rejected out and other contractors' progress uncounted", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    await progressOn(browser, project.id, { status: "pending", amount: 10_050 });
    await progressOn(browser, project.id, { status: "pending", amount: 5_000 });
    await progressOn(browser, project.id, { status: "approved", amount: 20_000, approvedAt: T0 + DAY });
    await progressOn(browser, project.id, {
      status: "paid",
      amount: 30_001,
      approvedAt: T0 + DAY,
      paidAt: T0 + 2 * DAY,
    });
    await progressOn(browser, project.id, { status: "rejected", amount: 99_900 });

    const other = await signedUp();
    const theirs = await makeProject(other.browser);
    await progressOn(other.browser, theirs.id, {
      status: "paid",
      amount: 777_700,
      approvedAt: T0,
      paidAt: T0 + DAY,
      dueDate: "2020-01-01",
    });
    await progressOn(other.browser, theirs.id, { status: "pending", amount: 123_400, dueDate: "2020-01-01" });

    const body = await dashboardOf(browser);
    expect(body.cashFlow).toEqual({ pending: 15_050, approved: 20_000, paid: 30_001 });
    expect(body.overdue).toEqual({ count: 0, amount: 0 });
    expect(body.recentActivity.map((a) => a.projectId)).not.toContain(theirs.id);
    expect(body.activeProjects.map((p) => p.id)).toEqual([project.id]);
  });

  it("answers a new contractor with zeros, no averages, no activity and no projects", async () => {
    const { browser } = await signedUp();
    const body = await dashboardOf(browser);
    expect(body).toMatchObject({
      cashFlow: { pending: 0, approved: 0, paid: 0 },
      overdue: { count: 0, amount: 0 },
      turnaround: { avgDaysToApproval: null, avgDaysToPayment: null },
      recentActivity: [],
      activeProjects: [],
    });
  });

  it("counts unpaid, undecided-or-approved progress due before today in the contractor's own timezone", async () => {
    const { browser, data } = await signedUp({ timezone: "America/Los_Angeles" });
    const project = await makeProject(browser);
    await progressOn(browser, project.id, { status: "pending", amount: 1_000, dueDate: "2026-03-08" });
    await progressOn(browser, project.id, { status: "approved", amount: 2_000, dueDate: "2026-03-09" });
    await progressOn(browser, project.id, { status: "approved", amount: 4_000, dueDate: "2026-03-01" });
    await progressOn(browser, project.id, { status: "paid", amount: 8_000, dueDate: "2026-03-01", paidAt: T0 });
    await progressOn(browser, project.id, { status: "rejected", amount: 16_000, dueDate: "2026-03-01" });
    await progressOn(browser, project.id, { status: "pending", amount: 32_000, dueDate: null });

    const db = getDb(env);
    const member = await memberOf(data.username as string);
    // 06:00 UTC on Mar 10 is still Mar 9 in Los Angeles: the Mar 9 bill is due today, not overdue.
    const now = new Date("2026-03-10T06:00:00Z");
    const la = await getDashboard(db, { ...member, timezone: "America/Los_Angeles" }, now);
    expect(la.today).toBe("2026-03-09");
    expect(la.overdue).toEqual({ count: 2, amount: 5_000 });
    // The same instant is Mar 10 in Tokyo: now the Mar 9 bill is overdue too.
    const tokyo = await getDashboard(db, { ...member, timezone: "Asia/Tokyo" }, now);
    expect(tokyo.overdue).toEqual({ count: 3, amount: 7_000 });
  });

  it("reads the timezone from the user's profile", async () => {
    // Kiritimati (UTC+14) is always at least a day ahead of Pago Pago (UTC-11).
    const ahead = await signedUp({ timezone: "Pacific/Kiritimati" });
    const behind = await signedUp({ timezone: "Pacific/Pago_Pago" });
    const aheadToday = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(new Date());
    const yesterdayAhead = new Date(Date.parse(`${aheadToday}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
    for (const { browser } of [ahead, behind]) {
      const project = await makeProject(browser);
      await progressOn(browser, project.id, { status: "approved", amount: 5_000, dueDate: yesterdayAhead });
    }
    expect((await dashboardOf(ahead.browser)).overdue).toEqual({ count: 1, amount: 5_000 });
    expect((await dashboardOf(behind.browser)).overdue).toEqual({ count: 0, amount: 0 });
  });

  it("averages days from submission to approval and to payment over the contractor's own decided progress", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    await progressOn(browser, project.id, {
      status: "paid",
      createdAt: T0,
      approvedAt: T0 + 2 * DAY,
      paidAt: T0 + 5 * DAY,
    });
    await progressOn(browser, project.id, { status: "approved", createdAt: T0, approvedAt: T0 + 3.5 * DAY });
    await progressOn(browser, project.id, { status: "pending", createdAt: T0 });
    await progressOn(browser, project.id, { status: "rejected", createdAt: T0 });
    const other = await signedUp();
    const theirs = await makeProject(other.browser);
    await progressOn(other.browser, theirs.id, {
      status: "paid",
      createdAt: T0,
      approvedAt: T0 + 30 * DAY,
      paidAt: T0 + 90 * DAY,
    });

    const body = await dashboardOf(browser);
    expect(body.turnaround).toEqual({ avgDaysToApproval: 2.8, avgDaysToPayment: 5 });
  });

  it("lists the 5 newest activity items, ordered by the instant each shows, with the spec's activity type", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser, { name: "Alvarez Duplex Repipe" });
    const ids = [
      await progressOn(browser, project.id, { createdAt: T0 + 1 * DAY, status: "pending" }),
      await progressOn(browser, project.id, { createdAt: T0 + 2 * DAY, status: "pending", reminderSent: true }),
      await progressOn(browser, project.id, {
        createdAt: T0 + 3 * DAY,
        status: "approved",
        approvedAt: T0 + 4 * DAY,
        reminderSent: true,
      }),
      await progressOn(browser, project.id, {
        createdAt: T0 + 4 * DAY,
        status: "paid",
        approvedAt: T0 + 5 * DAY,
        paidAt: T0 + 6 * DAY,
        reminderSent: true,
      }),
      await progressOn(browser, project.id, { createdAt: T0 + 5 * DAY, status: "rejected" }),
      await progressOn(browser, project.id, { createdAt: T0 + 6 * DAY, status: "pending" }),
      // Created first of all but paid on day 1, inserted last: order is by the instant shown, not by id.
      await progressOn(browser, project.id, { createdAt: T0, status: "paid", paidAt: T0 + DAY }),
    ];
    const body = await dashboardOf(browser);
    expect(body.recentActivity).toHaveLength(5);
    // Day 6 (submitted; ties newest id first), day 6 (paid), day 5, day 4 (approved), day 2.
    expect(body.recentActivity.map((a) => a.id)).toEqual([ids[5], ids[3], ids[4], ids[2], ids[1]]);
    expect(body.recentActivity.map((a) => a.type)).toEqual([
      "Progress Submitted",
      "Payment Received",
      "Progress Submitted",
      "Approval Received",
      "Reminder Sent",
    ]);
    const shown = body.recentActivity.map((a) => a.occurredAt);
    expect([...shown].sort().reverse()).toEqual(shown);
    expect(body.recentActivity[1]).toMatchObject({
      projectName: "Alvarez Duplex Repipe",
      status: "paid",
      occurredAt: new Date(T0 + 6 * DAY).toISOString(),
    });
  });

  it("shows active projects with their latest progress by creation time, and the dashboard's defaults without progress", async () => {
    const { browser } = await signedUp();
    const clientProject = await makeProject(browser, { name: "Northgate Dental HVAC" });
    const billed = await makeProject(browser, { name: "Webb Kitchen Rewire", clientId: clientProject.clientId });
    const first = await progressOn(browser, billed.id, {
      createdAt: T0 + 2 * DAY,
      status: "approved",
      amount: 555_000,
      dueDate: "2026-03-15",
    });
    // #2 was created earlier than #1 (clock skew on a device): the latest is #1, by createdAt.
    await progressOn(browser, billed.id, { createdAt: T0, status: "pending", amount: 1_000 });
    const done = await makeProject(browser, { name: "Finished Job", clientId: clientProject.clientId });
    await env.DB.prepare("update projects set status = 'completed' where id = ?").bind(done.id).run();

    const body = await dashboardOf(browser);
    const byName = Object.fromEntries(body.activeProjects.map((p) => [p.name, p]));
    expect(Object.keys(byName).sort()).toEqual(["Northgate Dental HVAC", "Webb Kitchen Rewire"]);
    expect(byName["Webb Kitchen Rewire"]).toMatchObject({
      id: billed.id,
      latestProgressId: first,
      status: "approved",
      amount: 555_000,
      progressNumber: 1,
      dueDate: "2026-03-15",
      clientCompany: "Webb Family Homes",
    });
    expect(byName["Northgate Dental HVAC"]).toMatchObject({
      latestProgressId: null,
      status: "pending",
      amount: 0,
      progressNumber: 1,
      dueDate: null,
    });
  });

  it("answers from a single D1 batch", async () => {
    const { browser, data } = await signedUp();
    const project = await makeProject(browser);
    await progressOn(browser, project.id, { status: "approved", amount: 1_000 });
    const calls = { batch: 0, direct: 0 };
    // Counts round trips: batch() is one; any statement run on its own is another.
    const counted = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "batch")
          return (stmts: D1PreparedStatement[]) => {
            calls.batch++;
            return target.batch(stmts);
          };
        if (prop === "prepare")
          return (query: string) =>
            new Proxy(target.prepare(query), {
              get(stmt, key) {
                const value = Reflect.get(stmt, key, stmt);
                if (typeof value !== "function") return value;
                if (["all", "raw", "first", "run"].includes(key as string))
                  return (...args: unknown[]) => {
                    calls.direct++;
                    return value.apply(stmt, args);
                  };
                if (key === "bind")
                  return (...args: unknown[]) => {
                    const bound = value.apply(stmt, args);
                    return new Proxy(bound, this);
                  };
                return value.bind(stmt);
              },
            });
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const result = await getDashboard(drizzle(counted, { schema }), {
      ...(await memberOf(data.username as string)),
      timezone: "America/Chicago",
    });
    expect(result.cashFlow.approved).toBe(1_000);
    expect(calls).toEqual({ batch: 1, direct: 0 });
  });
});
