// The reminder sweep leaves out companies in zones where 9:00 has not come yet (ADR 0128): nothing of theirs could be
// sent this hour, so their rows are not read; a zone name the runtime does not know is always swept, as before.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { zonesBeforeHour } from "#schema/rules/time";
import { selectDueCandidates } from "#worker/db/reminder-sweep";
import { getDb } from "#worker/lib/db";
import { sweepWindow } from "#worker/services/reminders/sweep";
import { insertOwner } from "../factories/rows";
import { uniqueName } from "./http";

// 14:00 UTC: 9:00 in New York, 6:00 in Los Angeles, 23:00 in Tokyo.
const AT = Date.parse("2026-11-24T14:00:00Z");
const TODAY = "2026-11-24";

async function companyWithDueBilling(timezone: string) {
  const name = uniqueName("tz");
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
  const { id } = (await env.DB.prepare(
    "insert into progress (project_id, submitted_by, company_id, progress_number, completion_percentage, amount, due_date) values (?, ?, ?, 1, 50, 1000, ?) returning id",
  )
    .bind(projectId, owner.userId, owner.companyId, TODAY)
    .first<{ id: number }>())!;
  return id;
}

describe("the sweep's zones", () => {
  it("knows which zones are still before 9:00", () => {
    const asleep = zonesBeforeHour(AT, 9);
    expect(asleep).toContain("America/Los_Angeles");
    expect(asleep).not.toContain("America/New_York");
    expect(asleep).not.toContain("Asia/Tokyo");
  });

  it("reads the billings of companies whose 9:00 has come, and of unknown zones, but not the others", async () => {
    const newYork = await companyWithDueBilling("America/New_York");
    const losAngeles = await companyWithDueBilling("America/Los_Angeles");
    const unknown = await companyWithDueBilling("Not/AZone");
    const rows = await selectDueCandidates(getDb(env), sweepWindow(AT).due, null, 1000, zonesBeforeHour(AT, 9));
    const ids = rows.map((r) => r.progressId);
    expect(ids).toContain(newYork);
    expect(ids).toContain(unknown);
    expect(ids).not.toContain(losAngeles);
  });
});
