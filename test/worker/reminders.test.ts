// The automatic reminder engine: due-day rules in two timezones, the cron -> sweep -> send pipeline, exactly-once
// sends under overlap and redelivery, retries and failures, and the rendering of every template variable.
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  NO_DUE_DATE_TEXT,
  renderReminder,
  renderTemplate,
  type TemplateValues,
  unknownVariables,
} from "#schema/contracts";
import { TRIGGER_TYPES, type TriggerType } from "#schema/contracts/enums";
import { JobSchema } from "#schema/contracts/jobs";
import { consumeJobs } from "#worker/jobs/consumer";
import { sweep } from "#worker/jobs/cron";
import { runJob } from "#worker/jobs/handlers";
import { getDb } from "#worker/lib/db";
import { relayOutbox } from "#worker/services/outbox-relay";
import { addDays, isDueOn, localClock, reminderDay, SEND_HOUR } from "#worker/services/reminders/due";
import { listReminderHistory, sendAutomaticReminder } from "#worker/services/reminders/send";
import { SWEEP_PAGE_SIZE, sweepRemindersPage } from "#worker/services/reminders/sweep";
import { nudgeHistoryOf } from "../factories/reads";
import { insertOwner, type OwnerRow } from "../factories/rows";
import { Browser, ORIGIN, ok, uniqueName } from "./http";

const db = getDb(env);
const LA = "America/Los_Angeles";
const TOKYO = "Asia/Tokyo";
const at = (iso: string) => Date.parse(iso);

afterEach(() => vi.restoreAllMocks());

// ---- fixtures written straight to D1, so creation times and timezones are exact ----

type Owner = OwnerRow & { clientId: number; projectId: number; tz: string };
let progressNumber = 0;

async function owner(tz: string, phone: string | null = "+15125550101"): Promise<Owner> {
  const username = uniqueName("rem");
  const o = await insertOwner(env.DB, { username, email: `${username}@example.com`, timezone: tz });
  const client = await env.DB.prepare(
    "insert into clients (company_id, user_id, name, email, phone, company_name) values (?, ?, 'Marcus Webb', 'marcus@webbhomes.example', ?, 'Webb Family Homes') returning id",
  )
    .bind(o.companyId, o.userId, phone)
    .first<{ id: number }>();
  const project = await env.DB.prepare(
    "insert into projects (company_id, user_id, client_id, name) values (?, ?, ?, 'Webb Kitchen Rewire') returning id",
  )
    .bind(o.companyId, o.userId, client!.id)
    .first<{ id: number }>();
  return { ...o, clientId: client!.id, projectId: project!.id, tz };
}

type ProgressSeed = {
  status?: string;
  dueDate?: string | null;
  createdAt?: number;
  claimed?: boolean;
  amount?: number;
};
async function addProgress(o: Owner, seed: ProgressSeed = {}) {
  const row = await env.DB.prepare(
    // A billing without tax: its total (what reminders ask for, ADR 0154) is its amount, as insertProgress sets it.
    `insert into progress (company_id, project_id, submitted_by, progress_number, completion_percentage, amount, status, due_date, created_at, payment_claimed_at, total_amount)
     values (?, ?, ?, ?, 40, ?, ?, ?, ?, ?, ?) returning id`,
  )
    .bind(
      o.companyId,
      o.projectId,
      o.userId,
      ++progressNumber,
      seed.amount ?? 555050,
      seed.status ?? "pending",
      seed.dueDate ?? null,
      seed.createdAt ?? at("2026-01-01T12:00:00Z"),
      seed.claimed ? Date.now() : null,
      seed.amount ?? 555050,
    )
    .first<{ id: number }>();
  return row!.id;
}

type TemplateSeed = {
  triggerType: string;
  triggerValue?: number | null;
  channels?: string[];
  active?: boolean;
  emailBody?: string;
};
async function addTemplate(o: Owner, seed: TemplateSeed) {
  const row = await env.DB.prepare(
    `insert into nudge_templates (company_id, user_id, name, email_subject, email_body, sms_body, trigger_type, trigger_value, channels, active)
     values (?, ?, ?, 'Reminder: {{projectName}} #{{progressNumber}}', ?, 'SMS {{clientName}} {{amount}} {{dueDate}} {{paymentLink}}', ?, ?, ?, ?) returning id`,
  )
    .bind(
      o.companyId,
      o.userId,
      uniqueName("tpl"),
      seed.emailBody ?? "Hi {{clientName}}, {{amount}} due {{dueDate}}: {{paymentLink}}",
      seed.triggerType,
      seed.triggerValue ?? null,
      JSON.stringify(seed.channels ?? ["email"]),
      seed.active === false ? 0 : 1,
    )
    .first<{ id: number }>();
  return row!.id;
}

/** A queue that records what is sent instead of delivering it in the background. */
function recordingEnv(sendBatch?: (batch: { body: unknown }[]) => Promise<void>) {
  const sent: unknown[] = [];
  const fake = {
    ...env,
    JOBS: {
      sendBatch: vi.fn(
        sendBatch ?? (async (batch: { body: unknown }[]) => void sent.push(...batch.map((m) => m.body))),
      ),
    },
    JOBS_DLQ: { send: vi.fn(async () => {}) },
  } as unknown as Env;
  return { env: fake, sent };
}

/** Fires the hourly cron at `time` and runs every job it leads to (sweep pages, sends, deliveries) at that time. */
async function fireCron(time: number) {
  const { env: queueEnv, sent } = recordingEnv();
  await sweep(createScheduledController({ scheduledTime: time, cron: "0 * * * *" }), queueEnv);
  let jobs = 0;
  while (sent.length > 0) {
    const job = JobSchema.parse(sent.shift());
    if (job.type === "send-reminder") jobs++;
    await runJob(job, { db, env: queueEnv }, new Date(time));
  }
  return { sendJobs: jobs };
}

type MessageRow = {
  id: number;
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  status: string;
  error: string | null;
};
const messagesOf = (progressId: number) =>
  env.DB.prepare(
    `select m.* from messages m join nudge_history h on m.dedupe_key in ('nudge:' || h.id || ':email', 'nudge:' || h.id || ':sms')
     where h.progress_id = ? order by m.id`,
  )
    .bind(progressId)
    .all<MessageRow>()
    .then((r) => r.results);

// ---------------------------------------------------------------------------------------------------------

describe("local days and hours", () => {
  it("sends from 9:00 local time, never before, in Los Angeles and Tokyo", () => {
    expect(SEND_HOUR).toBe(9);
    // Los Angeles in June is UTC-7.
    expect(reminderDay(LA, at("2026-06-15T15:59:00Z"))).toBeNull();
    expect(reminderDay(LA, at("2026-06-15T16:00:00Z"))).toBe("2026-06-15");
    expect(reminderDay(LA, at("2026-06-16T06:59:00Z"))).toBe("2026-06-15");
    expect(localClock(LA, at("2026-06-16T07:00:00Z"))).toEqual({ day: "2026-06-16", hour: 0 });
    expect(reminderDay(LA, at("2026-06-16T07:00:00Z"))).toBeNull();
    // Tokyo is UTC+9 all year: 9:00 local is midnight UTC, and its day starts 15:00 UTC the day before.
    expect(reminderDay(TOKYO, at("2026-06-14T23:59:00Z"))).toBeNull();
    expect(reminderDay(TOKYO, at("2026-06-15T00:00:00Z"))).toBe("2026-06-15");
    expect(reminderDay(TOKYO, at("2026-06-15T14:59:00Z"))).toBe("2026-06-15");
    expect(localClock(TOKYO, at("2026-06-15T15:00:00Z"))).toEqual({ day: "2026-06-16", hour: 0 });
  });

  it("follows daylight-saving changes: 9:00 local moves an hour in UTC, the calendar does not", () => {
    // Spring forward on Sunday 2026-03-08: 16:00 UTC is 8:00 PST the day before and 9:00 PDT that day.
    expect(reminderDay(LA, at("2026-03-07T16:00:00Z"))).toBeNull();
    expect(reminderDay(LA, at("2026-03-07T17:00:00Z"))).toBe("2026-03-07");
    expect(reminderDay(LA, at("2026-03-08T16:00:00Z"))).toBe("2026-03-08");
    // Fall back on 2026-11-01: 16:00 UTC is 8:00 PST, 17:00 UTC is 9:00.
    expect(reminderDay(LA, at("2026-11-01T16:00:00Z"))).toBeNull();
    expect(reminderDay(LA, at("2026-11-01T17:00:00Z"))).toBe("2026-11-01");
    // A day is a calendar day even when it has 23 hours: "1 day after" a Saturday evening is the Sunday.
    const trigger = { triggerType: "days_after_submission" as const, triggerValue: 1 };
    const p = {
      status: "pending" as const,
      paymentClaimedAt: null,
      dueDate: null,
      createdAt: at("2026-03-08T07:30:00Z"),
    }; // 23:30 PST Sat
    expect(isDueOn(trigger, p, "2026-03-08", LA)).toBe(true);
    expect(isDueOn(trigger, p, "2026-03-09", LA)).toBe(false);
  });

  it("does calendar arithmetic across months, years and leap days", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-03-08", 0)).toBe("2026-03-08");
  });
});

describe("trigger rules", () => {
  const pending = {
    status: "pending" as const,
    paymentClaimedAt: null,
    dueDate: "2026-06-15",
    createdAt: at("2026-06-14T06:30:00Z"),
  };

  it("days_after_submission counts from the local creation day, which differs by timezone", () => {
    const t = { triggerType: "days_after_submission" as const, triggerValue: 1 };
    // 06:30 UTC on Jun 14 is 23:30 Jun 13 in Los Angeles and 15:30 Jun 14 in Tokyo.
    expect(isDueOn(t, pending, "2026-06-14", LA)).toBe(true);
    expect(isDueOn(t, pending, "2026-06-15", LA)).toBe(false);
    expect(isDueOn(t, pending, "2026-06-15", TOKYO)).toBe(true);
    expect(isDueOn(t, pending, "2026-06-14", TOKYO)).toBe(false);
    expect(isDueOn({ ...t, triggerValue: 3 }, pending, "2026-06-16", LA)).toBe(true);
  });

  it("days_before_due, on_due_date and days_after_due fall on exactly one local day", () => {
    const cases = [
      [{ triggerType: "days_before_due" as const, triggerValue: 3 }, "2026-06-12"],
      [{ triggerType: "on_due_date" as const, triggerValue: null }, "2026-06-15"],
      [{ triggerType: "days_after_due" as const, triggerValue: 3 }, "2026-06-18"],
    ] as const;
    for (const [trigger, day] of cases) {
      for (let d = -5; d <= 5; d++) {
        const candidate = addDays(day, d);
        expect(isDueOn(trigger, pending, candidate, LA), `${trigger.triggerType} on ${candidate}`).toBe(d === 0);
      }
    }
  });

  it("never fires a due-date trigger when the progress has no due date", () => {
    const noDue = { ...pending, dueDate: null };
    for (const triggerType of ["days_before_due", "on_due_date", "days_after_due"] as const) {
      for (let d = -40; d <= 40; d++) {
        expect(isDueOn({ triggerType, triggerValue: 3 }, noDue, addDays("2026-06-15", d), TOKYO)).toBe(false);
      }
    }
    // "days after submission" needs no due date.
    expect(isDueOn({ triggerType: "days_after_submission", triggerValue: 1 }, noDue, "2026-06-15", TOKYO)).toBe(true);
  });

  it("never nudges paid, rejected or payment-claimed progress; approval chasing stops once approved", () => {
    const onDue = { triggerType: "on_due_date" as const, triggerValue: null };
    expect(isDueOn(onDue, { ...pending, status: "approved" }, "2026-06-15", LA)).toBe(true);
    expect(isDueOn(onDue, { ...pending, status: "paid" }, "2026-06-15", LA)).toBe(false);
    expect(isDueOn(onDue, { ...pending, status: "rejected" }, "2026-06-15", LA)).toBe(false);
    expect(isDueOn(onDue, { ...pending, status: "approved", paymentClaimedAt: Date.now() }, "2026-06-15", LA)).toBe(
      false,
    );
    const afterSubmission = { triggerType: "days_after_submission" as const, triggerValue: 1 };
    expect(isDueOn(afterSubmission, { ...pending, status: "approved" }, "2026-06-14", LA)).toBe(false);
  });
});

describe("the hourly sweep", () => {
  it("sends each trigger type at its first 9:00 sweep in the owner's timezone, once, in Los Angeles and Tokyo", async () => {
    const day = "2026-09-10";
    const ids: Record<string, { progressId: number; templateId: number; nine: number; tz: string }> = {};
    for (const tz of [LA, TOKYO]) {
      const o = await owner(tz);
      // 9:00 local on `day` as an instant: Los Angeles is on daylight time (UTC-7) in September, Tokyo is UTC+9.
      const nine = at(`${day}T09:00:00${tz === LA ? "-07:00" : "+09:00"}`);
      const seeds: [TemplateSeed, ProgressSeed][] = [
        [
          { triggerType: "days_after_submission", triggerValue: 2 },
          { createdAt: at(`${addDays(day, -2)}T20:00:00${tz === LA ? "-07:00" : "+09:00"}`) },
        ],
        [
          { triggerType: "days_before_due", triggerValue: 3 },
          { dueDate: addDays(day, 3), status: "approved" },
        ],
        [{ triggerType: "on_due_date" }, { dueDate: day }],
        [
          { triggerType: "days_after_due", triggerValue: 7 },
          { dueDate: addDays(day, -7), status: "approved" },
        ],
      ];
      for (const [template, progress] of seeds) {
        const templateId = await addTemplate(o, template);
        ids[`${tz} ${template.triggerType}`] = { progressId: await addProgress(o, progress), templateId, nine, tz };
      }
    }
    const HOUR = 3600_000;
    const sendsOf = async (id: number) => (await nudgeHistoryOf(id)).filter((h) => h.automatic === 1).length;

    // The hour before 9:00 local: nothing yet in that zone.
    for (const { progressId, nine } of Object.values(ids)) {
      await fireCron(nine - HOUR);
      expect(await sendsOf(progressId)).toBe(0);
    }
    // 9:00 local: one reminder each.
    for (const [name, { progressId, nine }] of Object.entries(ids)) {
      await fireCron(nine);
      expect(await sendsOf(progressId), name).toBe(1);
    }
    // The rest of that local day (through 23:00) sends nothing more, and neither does the next day.
    for (const [name, { progressId, nine }] of Object.entries(ids)) {
      await fireCron(nine + 14 * HOUR);
      await fireCron(nine + 24 * HOUR);
      expect(await sendsOf(progressId), name).toBe(1);
    }
    for (const { progressId, templateId, tz } of Object.values(ids)) {
      const [h] = await nudgeHistoryOf(progressId);
      expect(h!.dedupe_key).toBe(`${progressId}:${templateId}:${day}`);
      expect(h!.success).toBe(1);
      const [m] = await messagesOf(progressId);
      expect(m, tz).toMatchObject({ channel: "email", to: "marcus@webbhomes.example", status: "sent" });
    }
  });

  it("judges the local day of each owner: at one instant Tokyo is due while Los Angeles is still on the day before", async () => {
    const la = await owner(LA);
    const tokyo = await owner(TOKYO);
    await addTemplate(la, { triggerType: "on_due_date" });
    await addTemplate(tokyo, { triggerType: "on_due_date" });
    const laDueTomorrow = await addProgress(la, { dueDate: "2026-10-21" });
    const laDueToday = await addProgress(la, { dueDate: "2026-10-20" });
    const tokyoDueToday = await addProgress(tokyo, { dueDate: "2026-10-21" });
    // 02:00 UTC Oct 21: 11:00 Oct 21 in Tokyo, 19:00 Oct 20 in Los Angeles.
    await fireCron(at("2026-10-21T02:00:00Z"));
    expect(await nudgeHistoryOf(tokyoDueToday)).toHaveLength(1);
    expect(await nudgeHistoryOf(laDueToday)).toHaveLength(1);
    expect(await nudgeHistoryOf(laDueTomorrow)).toHaveLength(0);
  });

  it("sweeps every trigger in TRIGGER_TYPES: one billing per trigger, each reminded exactly once", async () => {
    const day = "2026-11-18";
    // Los Angeles is on standard time (UTC-8) in November.
    const local = (d: string, time: string) => at(`${d}T${time}-08:00`);
    // A billing that is due today under each trigger. A new trigger does not compile until it has one here, and
    // then this test fails until the sweep reads it.
    const dueToday: Record<TriggerType, [Omit<TemplateSeed, "triggerType">, ProgressSeed]> = {
      days_after_submission: [{ triggerValue: 2 }, { createdAt: local(addDays(day, -2), "12:00:00") }],
      days_before_due: [{ triggerValue: 3 }, { dueDate: addDays(day, 3) }],
      on_due_date: [{}, { dueDate: day, status: "approved" }],
      days_after_due: [{ triggerValue: 7 }, { dueDate: addDays(day, -7), status: "approved" }],
    };
    const o = await owner(LA);
    const billings: [TriggerType, number][] = [];
    for (const triggerType of TRIGGER_TYPES) {
      const [template, progress] = dueToday[triggerType];
      await addTemplate(o, { triggerType, ...template });
      billings.push([triggerType, await addProgress(o, progress)]);
    }
    await fireCron(local(day, "09:00:00"));
    await fireCron(local(day, "10:00:00"));
    for (const [triggerType, progressId] of billings) {
      const automatic = (await nudgeHistoryOf(progressId)).filter((h) => h.automatic === 1);
      expect(automatic, triggerType).toHaveLength(1);
    }
  });

  it("skips paid, rejected, payment-claimed and undated progress, paused templates, and other owners' progress", async () => {
    const o = await owner(TOKYO);
    const other = await owner(TOKYO);
    await addTemplate(o, { triggerType: "on_due_date" });
    await addTemplate(o, { triggerType: "days_after_due", triggerValue: 1, active: false });
    const day = "2026-11-05";
    const paid = await addProgress(o, { dueDate: day, status: "paid" });
    const rejected = await addProgress(o, { dueDate: day, status: "rejected" });
    const claimed = await addProgress(o, { dueDate: day, status: "approved", claimed: true });
    const undated = await addProgress(o, { dueDate: null, status: "approved" });
    const pausedOnly = await addProgress(o, { dueDate: addDays(day, -1), status: "approved" });
    const othersProgress = await addProgress(other, { dueDate: day });
    const due = await addProgress(o, { dueDate: day, status: "approved" });
    await fireCron(at(`${day}T10:00:00+09:00`));
    for (const id of [paid, rejected, claimed, undated, pausedOnly, othersProgress])
      expect(await nudgeHistoryOf(id)).toHaveLength(0);
    expect(await nudgeHistoryOf(due)).toHaveLength(1);
  });

  it("re-checks at send time: progress paid after the sweep is not nudged", async () => {
    const o = await owner(TOKYO);
    const templateId = await addTemplate(o, { triggerType: "on_due_date" });
    const progressId = await addProgress(o, { dueDate: "2026-11-06", status: "approved" });
    await env.DB.prepare("update progress set status = 'paid' where id = ?").bind(progressId).run();
    const outcome = await sendAutomaticReminder(
      env,
      db,
      { type: "send-reminder", progressId, templateId, day: "2026-11-06" },
      "https://paystage.test",
      new Date(at("2026-11-06T10:00:00+09:00")),
    );
    expect(outcome).toBe("not-due");
    expect(await nudgeHistoryOf(progressId)).toHaveLength(0);
  });

  it("never applies a template to another contractor's progress, even in a forged job", async () => {
    const a = await owner(TOKYO);
    const b = await owner(TOKYO);
    const templateId = await addTemplate(a, { triggerType: "on_due_date" });
    const progressId = await addProgress(b, { dueDate: "2026-11-07" });
    const outcome = await sendAutomaticReminder(
      env,
      db,
      { type: "send-reminder", progressId, templateId, day: "2026-11-07" },
      "https://paystage.test",
      new Date(at("2026-11-07T10:00:00+09:00")),
    );
    expect(outcome).toBe("gone");
    expect(await nudgeHistoryOf(progressId)).toHaveLength(0);
  });

  it("sends one reminder when two sweeps of the same hour run at once", async () => {
    const o = await owner(LA);
    await addTemplate(o, { triggerType: "on_due_date", channels: ["email", "sms"] });
    const progressId = await addProgress(o, { dueDate: "2026-12-01", status: "approved" });
    const time = at("2026-12-01T10:00:00-08:00");
    const runs = await Promise.all([fireCron(time), fireCron(time), fireCron(time)]);
    expect(runs.every((r) => r.sendJobs >= 1)).toBe(true);
    expect(await nudgeHistoryOf(progressId)).toHaveLength(1);
    const messages = await messagesOf(progressId);
    expect(messages.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
  });

  it("pages through more candidates than fit in one query, and hands each page on as a queue message", async () => {
    const o = await owner(TOKYO);
    const templateId = await addTemplate(o, { triggerType: "on_due_date" });
    const day = "2027-01-15";
    const count = SWEEP_PAGE_SIZE + 7;
    // One multi-row insert per 20 rows (5 parameters each) keeps each statement within D1's 100 bound parameters.
    for (let i = 0; i < count; i += 20) {
      const n = Math.min(20, count - i);
      const values = Array.from({ length: n }, () => "(?, ?, ?, ?, 10, 1000, 'pending', ?)").join(", ");
      const params = Array.from({ length: n }, (_, j) => [
        o.companyId,
        o.projectId,
        o.userId,
        100_000 + i + j,
        day,
      ]).flat();
      await env.DB.prepare(
        `insert into progress (company_id, project_id, submitted_by, progress_number, completion_percentage, amount, status, due_date) values ${values}`,
      )
        .bind(...params)
        .run();
    }
    const { env: queueEnv, sent } = recordingEnv();
    const time = at(`${day}T09:00:00+09:00`);
    let page = await sweepRemindersPage(queueEnv, db, { type: "reminder-sweep", at: time, phase: "due", after: null });
    const pages = [page];
    while (page.next && page.next.phase === "due") {
      page = await sweepRemindersPage(queueEnv, db, page.next);
      pages.push(page);
    }
    expect(pages[0]!.scanned).toBe(SWEEP_PAGE_SIZE);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const sends = sent.filter(
      (j) =>
        (j as { type: string }).type === "send-reminder" && (j as { templateId: number }).templateId === templateId,
    );
    expect(sends).toHaveLength(count);
    expect(new Set(sends.map((j) => (j as { progressId: number }).progressId)).size).toBe(count);
    // Each sendBatch call carries at most 100 messages (the Queues limit).
    const calls = (queueEnv.JOBS.sendBatch as unknown as { mock: { calls: [unknown[]][] } }).mock.calls;
    expect(calls.every(([batch]) => batch.length <= 100)).toBe(true);
  });
});

describe("send-reminder job on the queue", () => {
  /** A send-reminder due today, now, in Tokyo, so the consumer's own clock agrees with the job's day. */
  async function dueNow(channels: string[] = ["email"]) {
    const o = await owner(TOKYO);
    const day = localClock(TOKYO, Date.now()).day;
    const templateId = await addTemplate(o, { triggerType: "on_due_date", channels });
    const progressId = await addProgress(o, { dueDate: day, status: "approved" });
    return { o, job: { type: "send-reminder", progressId, templateId, day }, progressId };
  }

  let seq = 0;
  async function deliver(body: unknown, runEnv: Env, attempts = 1) {
    const batch = createMessageBatch("paystage-jobs", [
      { id: `rem-${seq++}`, timestamp: new Date(), attempts, body },
      { id: `rem-${seq++}`, timestamp: new Date(), attempts, body },
    ]);
    const ctx = createExecutionContext();
    await consumeJobs(batch, runEnv);
    return getQueueResult(batch, ctx);
  }

  it("sends once when the same message is delivered twice, in one batch and again later", async () => {
    const { job, progressId } = await dueNow(["email"]);
    const { env: queueEnv, sent } = recordingEnv();
    const first = await deliver(job, queueEnv);
    expect(first.explicitAcks).toHaveLength(2);
    const again = await deliver(job, queueEnv);
    expect(again.explicitAcks).toHaveLength(2);
    expect(await nudgeHistoryOf(progressId)).toHaveLength(1);
    expect(await messagesOf(progressId)).toHaveLength(1);
    expect(sent.filter((j) => (j as { type: string }).type === "deliver-message")).toHaveLength(1);
  });

  it("keeps the reminder delivering when the queue refuses its message, and the relay hands it over once", async () => {
    const { job, progressId, o } = await dueNow(["email"]);
    const broken = recordingEnv(async () => {
      throw new Error("Queue send failed: 503");
    });
    const first = await deliver(job, broken.env);
    // The reminder is recorded and its message committed: nothing for the queue to retry.
    expect(first.explicitAcks).toHaveLength(2);
    const [row] = await nudgeHistoryOf(progressId);
    expect(row).toMatchObject({ success: 1, automatic: 1 });
    const seen = await listReminderHistory(db, { id: o.userId, companyId: o.companyId }, progressId);
    expect(seen[0]).toMatchObject({ status: "delivering", success: true, automatic: true });
    expect(seen[0]!.errorMessage).toContain("Waiting for the delivery queue");

    const [waiting] = await messagesOf(progressId);
    expect(waiting).toMatchObject({ status: "queued" });

    const { env: working, sent } = recordingEnv();
    const later = new Date(Date.now() + 10 * 60_000);
    await relayOutbox(working, db, later);
    await relayOutbox(working, db, later);
    expect(await nudgeHistoryOf(progressId)).toHaveLength(1);
    const messages = await messagesOf(progressId);
    expect(messages).toHaveLength(1);
    // Storage is shared by the file: other tests' messages may be relayed too; this one goes over exactly once.
    expect(sent.filter((j) => (j as { messageId?: number }).messageId === waiting!.id)).toEqual([
      { type: "deliver-message", messageId: waiting!.id },
    ]);
  });

  it("records a provider failure: the delivery is retried, then given up, and the history shows it failed", async () => {
    const { job, progressId, o } = await dueNow(["email"]);
    const { env: queueEnv, sent } = recordingEnv();
    await deliver(job, queueEnv);
    const deliverJob = sent.find((j) => (j as { type: string }).type === "deliver-message");
    expect(deliverJob).toBeDefined();

    // The email provider is down for every attempt.
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("upstream unavailable", { status: 503 }));
    const withProvider = { ...queueEnv, RESEND_API_KEY: "re_test" } as Env;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const batch = createMessageBatch("paystage-jobs", [
        { id: `d-${attempt}`, timestamp: new Date(), attempts: attempt, body: deliverJob },
      ]);
      const ctx = createExecutionContext();
      await consumeJobs(batch, withProvider);
      expect((await getQueueResult(batch, ctx)).retryMessages).toHaveLength(1);
    }
    expect((await listReminderHistory(db, { id: o.userId, companyId: o.companyId }, progressId))[0]).toMatchObject({
      status: "delivering",
      success: true,
    });

    // Retries exhausted: the dead-letter consumer gives up on the message.
    const dead = createMessageBatch("paystage-jobs-dlq", [
      { id: "dlq-1", timestamp: new Date(), attempts: 1, body: deliverJob },
    ]);
    await consumeJobs(dead, withProvider);
    const [item] = await listReminderHistory(db, { id: o.userId, companyId: o.companyId }, progressId);
    expect(item).toMatchObject({ status: "failed", success: false, automatic: true, channels: ["email"] });
    expect(item!.errorMessage).toContain("upstream unavailable");
    expect(item!.deliveries).toEqual([
      { channel: "email", status: "failed", error: expect.stringContaining("Gave up after 3 attempt(s)") },
    ]);
  });

  it("sends email only, and says so, when the template wants SMS but the client has no phone", async () => {
    const o = await owner(TOKYO, null);
    const day = localClock(TOKYO, Date.now()).day;
    const templateId = await addTemplate(o, { triggerType: "on_due_date", channels: ["email", "sms"] });
    const progressId = await addProgress(o, { dueDate: day });
    await deliver({ type: "send-reminder", progressId, templateId, day }, recordingEnv().env);
    const [row] = await nudgeHistoryOf(progressId);
    expect(row).toMatchObject({ success: 1, channels: '["email"]' });
    expect(row!.error_message).toBe("This client has no phone number, so a text message cannot be sent.");
    expect((await messagesOf(progressId)).map((m) => m.channel)).toEqual(["email"]);
  });
});

describe("template rendering", () => {
  const values: TemplateValues = {
    clientName: "Marcus Webb",
    projectName: "Webb Kitchen Rewire",
    progressNumber: "2",
    amount: "$5,550.50",
    dueDate: "Nov 21, 2026",
    userName: "Dana Reyes",
    companyName: "Reyes Electric",
    approvalLink: "https://paystage.test/a/tok",
    paymentLink: "https://paystage.test/a/tok",
  };

  it("fills every variable in both its {{camelCase}} and {snake_case} form", () => {
    const camel = renderTemplate(
      "{{clientName}}|{{projectName}}|{{progressNumber}}|{{amount}}|{{dueDate}}|{{userName}}|{{companyName}}|{{approvalLink}}|{{paymentLink}}",
      values,
    );
    expect(camel).toEqual({
      text: "Marcus Webb|Webb Kitchen Rewire|2|$5,550.50|Nov 21, 2026|Dana Reyes|Reyes Electric|https://paystage.test/a/tok|https://paystage.test/a/tok",
      unknown: [],
    });
    const snake = renderTemplate(
      "{client_name}|{project_name}|{progress_number}|{amount}|{due_date}|{user_name}|{approval_link}|{payment_link}",
      values,
    );
    expect(snake.text).toBe(
      "Marcus Webb|Webb Kitchen Rewire|2|$5,550.50|Nov 21, 2026|Dana Reyes|https://paystage.test/a/tok|https://paystage.test/a/tok",
    );
    expect(renderTemplate("{{ clientName }} and {{client_name}}", values).text).toBe("Marcus Webb and Marcus Webb");
  });

  it("leaves unknown variables visible and reports them", () => {
    const r = renderTemplate("Hi {{clientNmae}}, {{amount}} for {job_site} {{clientNmae}}", values);
    expect(r.text).toBe("Hi {{clientNmae}}, $5,550.50 for {job_site} {{clientNmae}}");
    expect(r.unknown).toEqual(["{{clientNmae}}", "{job_site}"]);
    expect(unknownVariables("{{amount}}", "{{oops}}", "{nope} {{oops}}")).toEqual(["{{oops}}", "{nope}"]);
  });

  it("formats the facts the way a client pays from them: exact cents, a calendar due date, a link", () => {
    const facts = {
      clientName: "Marcus Webb",
      projectName: "Webb Kitchen Rewire",
      progressNumber: 2,
      amount: 555050,
      dueDate: "2026-11-21",
      userName: "Dana Reyes",
      companyName: null,
      link: "https://paystage.test/a/tok",
    };
    const r = renderReminder(
      {
        emailSubject: "#{{progressNumber}} {{projectName}}",
        emailBody: "{{amount}} due {{due_date}} {{companyName}}",
        smsBody: "{{paymentLink}}",
      },
      facts,
    );
    expect(r).toEqual({
      subject: "#2 Webb Kitchen Rewire",
      emailBody: "$5,550.50 due Nov 21, 2026 Dana Reyes",
      smsBody: "https://paystage.test/a/tok",
      unknown: [],
    });
    expect(
      renderReminder({ emailSubject: "", emailBody: "due {{dueDate}}", smsBody: "" }, { ...facts, dueDate: null })
        .emailBody,
    ).toBe(`due ${NO_DUE_DATE_TEXT}`);
  });

  it("puts the filled template and a working client link in the automatic email", async () => {
    // Links are built on APP_URL (the cron has no request to take a host from); the tests' APP_URL is their origin.
    const APP_LINK = ORIGIN.replaceAll(".", "\\.");
    const o = await owner(TOKYO);
    await addTemplate(o, {
      triggerType: "on_due_date",
      channels: ["email", "sms"],
      emailBody:
        "{{clientName}}/{client_name} {{projectName}} #{{progressNumber}} {{amount}} {{dueDate}} {{userName}} {{companyName}} {{paymentLink}}",
    });
    const progressId = await addProgress(o, { dueDate: "2027-02-03", amount: 1234567 });
    await fireCron(at("2027-02-03T09:00:00+09:00"));
    const [email, sms] = await messagesOf(progressId);
    expect(email!.subject).toBe(`Reminder: Webb Kitchen Rewire #${progressNumber}`);
    expect(email!.body).toMatch(
      new RegExp(
        `^Marcus Webb/Marcus Webb Webb Kitchen Rewire #${progressNumber} \\$12,345\\.67 Feb 3, 2027 Dana Reyes Reyes Electric ${APP_LINK}/a/[A-Za-z0-9_-]{40,}$`,
      ),
    );
    expect(sms).toMatchObject({ channel: "sms", to: "+15125550101" });
    expect(sms!.body).toMatch(
      new RegExp(`^SMS Marcus Webb \\$12,345\\.67 Feb 3, 2027 ${APP_LINK}/a/[A-Za-z0-9_-]{40,}$`),
    );
    const link = /\/a\/([A-Za-z0-9_-]+)$/.exec(email!.body)![1]!;
    await ok(new Browser().api.a[":token"].$get({ param: { token: link } }), 200);
  });
});
