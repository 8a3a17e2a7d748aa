// One company's own reminder sweep, queued by a change that can make a reminder due today after its zone's sweep
// already ran today (ADR 0128): a billing submitted, a template added or edited, a new time zone. The hourly sweep
// skips a zone already swept today, so without this such a reminder would wait for tomorrow's day (and be lost for
// "on the due date" and "N days before"). Sends are keyed by (billing, template, day), so nothing goes twice.
import type { CompanyId } from "#schema/db/companies";
import { forgetSweptZoneOf } from "../../db/reminder-sweep";
import type { Db } from "../../lib/db";
import { log } from "../../lib/log";
import { enqueue, type JobQueue } from "../../lib/queue";

export async function sweepCompanyNow(env: { JOBS: JobQueue }, db: Db, companyId: CompanyId, now = new Date()) {
  try {
    await enqueue(env.JOBS, { type: "reminder-sweep", at: now.getTime(), phase: "submission", after: null, companyId });
  } catch (err) {
    // The queue refused: the next hourly sweep sweeps the whole zone again instead, so the reminder is at most an
    // hour late, never lost.
    log("warn", "company reminder sweep not queued; its zone is swept again next hour", { companyId }, err);
    // The change itself is saved: a failure here is logged, not answered as the change's failure.
    await forgetSweptZoneOf(db, companyId).catch((e) =>
      log("error", "company reminder sweep neither queued nor its zone reopened", { companyId }, e),
    );
  }
}
