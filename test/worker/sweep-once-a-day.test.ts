// A zone is swept once a day (ADR 0128): the hourly sweep leaves out a zone whose sweep already completed on its
// local day, and a change that makes a reminder due later that day queues its company's own sweep, so that reminder
// still goes out, exactly once.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Job, ReminderSweepJob } from "#schema/contracts/jobs";
import type { CompanyId } from "#schema/db/companies";
import { getDb } from "#worker/lib/db";
import type { JobQueue } from "#worker/lib/queue";
import { sweepCompanyNow } from "#worker/services/reminders/catch-up";
import { sendAutomaticReminder } from "#worker/services/reminders/send";
import { sweepRemindersPage } from "#worker/services/reminders/sweep";
import { insertOwner } from "../factories/rows";
import { uniqueName } from "./http";

/** A queue that keeps what it is given. */
function recordingQueue() {
  const jobs: Job[] = [];
  const queue = {
    async send(body: unknown) {
      jobs.push((body as { job?: Job }).job ?? (body as Job));
    },
    async sendBatch(messages: { body: unknown }[]) {
      for (const m of messages) jobs.push((m.body as { job?: Job }).job ?? (m.body as Job));
    },
  } as unknown as JobQueue;
  return { jobs, queue };
}

const sendsOf = (jobs: Job[], progressIds: number[]) =>
  jobs.filter((j) => j.type === "send-reminder" && progressIds.includes(j.progressId));

/** Runs a whole sweep (every page of both phases) from its first job; answers the jobs it queued. */
async function sweep(first: ReminderSweepJob) {
  const { jobs, queue } = recordingQueue();
  let job: ReminderSweepJob | null = first;
  while (job) {
    job = (await sweepRemindersPage({ JOBS: queue }, getDb(env), job)).next;
  }
  return jobs;
}
const hourly = (at: number) => sweep({ type: "reminder-sweep", at, phase: "submission", after: null });

/** Runs the sends as the consumer would, and counts the automatic reminders each billing got. */
async function deliver(jobs: Job[], now: number) {
  for (const j of jobs) {
    if (j.type === "send-reminder")
      await sendAutomaticReminder(env, getDb(env), j, "https://paystage.test", new Date(now));
  }
}
const remindersOf = async (progressId: number) =>
  (
    await env.DB.prepare("select count(*) as n from nudge_history where progress_id = ? and automatic = 1")
      .bind(progressId)
      .first<{ n: number }>()
  )?.n;

async function company(timezone: string) {
  const name = uniqueName("once");
  const owner = await insertOwner(env.DB, { username: name, email: `${name}@example.com`, timezone });
  const { id: clientId } = (await env.DB.prepare(
    "insert into clients (user_id, company_id, name, email, company_name) values (?, ?, 'A', 'a@example.com', 'A Co') returning id",
  )
    .bind(owner.userId, owner.companyId)
    .first<{ id: number }>())!;
  const { id: projectId } = (await env.DB.prepare(
    "insert into projects (user_id, company_id, client_id, name) values (?, ?, ?, 'P') returning id",
  )
    .bind(owner.userId, owner.companyId, clientId)
    .first<{ id: number }>())!;
  await env.DB.prepare(
    "insert into nudge_templates (user_id, company_id, name, email_subject, email_body, sms_body, trigger_type, active) values (?, ?, 'On the day', 's', 'b', 't', 'on_due_date', 1)",
  )
    .bind(owner.userId, owner.companyId)
    .run();
  let n = 0;
  const billing = async (dueDate: string, createdAt: number) =>
    (await env.DB.prepare(
      "insert into progress (project_id, submitted_by, company_id, progress_number, completion_percentage, amount, due_date, created_at) values (?, ?, ?, ?, 50, 1000, ?, ?) returning id",
    )
      .bind(projectId, owner.userId, owner.companyId, ++n, dueDate, createdAt)
      .first<{ id: number }>())!.id;
  return { companyId: owner.companyId as CompanyId, billing };
}

const sweptDay = async (zone: string) =>
  (await env.DB.prepare("select day from reminder_zone_sweeps where zone = ?").bind(zone).first<{ day: string }>())
    ?.day;

// Each test uses its own days, so one test's record of a zone does not decide another's.
describe("a zone is swept once a day", () => {
  it("sweeps New York at its 9:00, leaves it out the rest of its day, and sweeps it again the next day", async () => {
    const ny = await company("America/New_York");
    const today = await ny.billing("2026-11-24", Date.parse("2026-11-20T15:00:00Z"));
    const tomorrow = await ny.billing("2026-11-25", Date.parse("2026-11-20T15:00:00Z"));

    // 14:00 UTC is 9:00 in New York.
    expect(sendsOf(await hourly(Date.parse("2026-11-24T14:00:00Z")), [today, tomorrow])).toEqual([
      expect.objectContaining({ progressId: today, day: "2026-11-24" }),
    ]);
    expect(await sweptDay("America/New_York")).toBe("2026-11-24");
    // Nothing was delivered, so only the zone record keeps the next hours from queueing it again.
    for (const hour of ["15", "18", "23"]) {
      expect(sendsOf(await hourly(Date.parse(`2026-11-24T${hour}:00:00Z`)), [today, tomorrow])).toEqual([]);
    }
    // The next local day: before 9:00 it waits, at 9:00 it is swept.
    expect(sendsOf(await hourly(Date.parse("2026-11-25T13:00:00Z")), [today, tomorrow])).toEqual([]);
    expect(sendsOf(await hourly(Date.parse("2026-11-25T14:00:00Z")), [today, tomorrow])).toEqual([
      expect.objectContaining({ progressId: tomorrow, day: "2026-11-25" }),
    ]);
    expect(await sweptDay("America/New_York")).toBe("2026-11-25");
  });

  it("does not record a zone when the sweep did not finish", async () => {
    const tokyo = await company("Asia/Tokyo");
    const due = await tokyo.billing("2026-12-02", Date.parse("2026-11-20T15:00:00Z"));
    // 0:00 UTC is 9:00 in Tokyo. Only the first page runs (the next is "lost").
    const { jobs, queue } = recordingQueue();
    await sweepRemindersPage({ JOBS: queue }, getDb(env), {
      type: "reminder-sweep",
      at: Date.parse("2026-12-02T00:00:00Z"),
      phase: "submission",
      after: null,
    });
    expect(sendsOf(jobs, [due])).toEqual([]);
    expect(await sweptDay("Asia/Tokyo")).not.toBe("2026-12-02");
    // The next hour's sweep covers it.
    expect(sendsOf(await hourly(Date.parse("2026-12-02T01:00:00Z")), [due])).toHaveLength(1);
    expect(await sweptDay("Asia/Tokyo")).toBe("2026-12-02");
  });

  it("a reminder that becomes due after the zone's sweep still goes out, exactly once", async () => {
    const chicago = await company("America/Chicago");
    const early = await chicago.billing("2026-12-09", Date.parse("2026-12-01T15:00:00Z"));
    // 15:00 UTC is 9:00 in Chicago: the zone is swept, the early billing's reminder goes.
    const nine = Date.parse("2026-12-09T15:00:00Z");
    const first = await hourly(nine);
    expect(sendsOf(first, [early])).toHaveLength(1);
    await deliver(sendsOf(first, [early]), nine);
    expect(await sweptDay("America/Chicago")).toBe("2026-12-09");

    // 11:00 in Chicago: a billing due today is submitted. The hourly sweep no longer reads the zone...
    const eleven = Date.parse("2026-12-09T17:00:00Z");
    const late = await chicago.billing("2026-12-09", eleven);
    expect(sendsOf(await hourly(eleven + 3_600_000), [late])).toEqual([]);

    // ...but the submission queued the company's own sweep, which sends it.
    const { jobs, queue } = recordingQueue();
    await sweepCompanyNow({ JOBS: queue }, getDb(env), chicago.companyId, new Date(eleven));
    expect(jobs).toEqual([expect.objectContaining({ type: "reminder-sweep", companyId: chicago.companyId })]);
    const catchUp = await sweep(jobs[0] as ReminderSweepJob);
    // Only this company is read; the early billing was already sent (its key is in the history).
    expect(sendsOf(catchUp, [early, late])).toEqual([expect.objectContaining({ progressId: late, day: "2026-12-09" })]);
    expect(catchUp.every((j) => j.type !== "send-reminder" || [early, late].includes(j.progressId))).toBe(true);
    await deliver(catchUp, eleven);
    // A second change the same day sweeps the company again, and a redelivered send job lands on the same key.
    const again = await sweep({
      type: "reminder-sweep",
      at: eleven + 60_000,
      phase: "submission",
      after: null,
      companyId: chicago.companyId,
    });
    expect(sendsOf(again, [early, late])).toEqual([]);
    await deliver(catchUp, eleven + 120_000);
    expect(await remindersOf(early)).toBe(1);
    expect(await remindersOf(late)).toBe(1);
    // The company sweep does not mark the zone (it read one company).
    expect(await sweptDay("America/Chicago")).toBe("2026-12-09");
  });

  it("when the company's sweep cannot be queued, its zone is swept again in full the next hour", async () => {
    const denver = await company("America/Denver");
    const nine = Date.parse("2026-12-16T16:00:00Z"); // 9:00 in Denver
    await hourly(nine);
    expect(await sweptDay("America/Denver")).toBe("2026-12-16");
    const late = await denver.billing("2026-12-16", nine + 3_600_000);
    const refusing = {
      send: async () => {
        throw new Error("queue down");
      },
      sendBatch: async () => {
        throw new Error("queue down");
      },
    } as unknown as JobQueue;
    await sweepCompanyNow({ JOBS: refusing }, getDb(env), denver.companyId, new Date(nine + 3_600_000));
    expect(await sweptDay("America/Denver")).toBeUndefined();
    expect(sendsOf(await hourly(nine + 2 * 3_600_000), [late])).toHaveLength(1);
  });
});
