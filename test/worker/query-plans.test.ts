// Every hot statement reads an index range, never a whole big table (ADR 0128). The plans are SQLite's own
// (EXPLAIN QUERY PLAN) over the real migrations, for the SQL the real query functions build: a new statement that
// scans `messages` or `progress`, or an index dropped by a migration, fails here before it meets a million rows.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { InvoiceListQuerySchema } from "#schema/contracts/pagination";
import type { CompanyId, Member } from "#schema/db/companies";
import { deleteExpiredChallenges } from "#worker/db/auth-challenges";
import { deleteOldCspReports } from "#worker/db/csp-reports";
import { deleteOldDeadLetters } from "#worker/db/dead-letters";
import { listInvoices } from "#worker/db/invoices";
import { countMessagesSince, countOutbox, findMessageIdsByKeys, listMessagesDueForRelay } from "#worker/db/messages";
import { listHistory } from "#worker/db/nudges";
import {
  listBillingsMissingApprovalLink,
  listDecisionsMissingEmail,
  listPaymentClaimsMissingEmail,
} from "#worker/db/outbox-relay";
import { deleteStaleCounters } from "#worker/db/rate-limits";
import {
  forgetSweptZoneOf,
  listSweptZones,
  recordSweptZones,
  selectDueCandidates,
  selectSubmissionCandidates,
} from "#worker/db/reminder-sweep";
import {
  clearOldMessageBodies,
  deleteExpiredApprovalLinks,
  deleteExpiredKeptInvoices,
  deleteOldMessages,
  deleteOldReadNotifications,
  deleteOldRelayClaims,
  deleteOldStripeEvents,
} from "#worker/db/retention";
import { deleteDeadSessions, findLiveSession } from "#worker/db/sessions";
import { findCompanyByStripeCustomer } from "#worker/db/subscriptions";
import { clearD1TranscriptsStatements, meetingTranscriptsInD1, segmentTranscriptsInD1 } from "#worker/db/transcripts";
import { type Db, getDb } from "#worker/lib/db";
import { sweepWindow } from "#worker/services/reminders/sweep";

/** Tables that grow with billings, messages or people: a SCAN of any of them is a full read at scale. */
const BIG_TABLES = [
  "messages",
  "progress",
  "approvals",
  "approval_links",
  "nudge_history",
  "notifications",
  "session",
  "users",
  "companies",
  "uploads",
  "relay_claims",
  "stripe_events",
  "rate_limits",
  "auth_challenges",
  "csp_reports",
  "dead_letters",
  "projects",
  "clients",
  "meetings",
  "meeting_segments",
  "meeting_recordings",
];

type Built = { sql: string; params: unknown[] };

/**
 * The statements a query function sends, without running them: it is handed a D1 stand-in that records each
 * prepared statement and its bindings and answers no rows. Builders are awaited, so `.get()` and async functions
 * that await several statements are all recorded.
 */
async function built(make: (db: Db) => unknown): Promise<Built[]> {
  const sent: Built[] = [];
  const statement = (query: string, params: unknown[] = []) => {
    const stmt = {
      bind: (...values: unknown[]) => statement(query, values),
      all: async () => {
        sent.push({ sql: query, params });
        return { results: [], success: true, meta: {} };
      },
      raw: async () => {
        sent.push({ sql: query, params });
        return [];
      },
      first: async () => {
        sent.push({ sql: query, params });
        return null;
      },
      run: async () => {
        sent.push({ sql: query, params });
        return { results: [], success: true, meta: {} };
      },
    };
    return stmt;
  };
  const recorder = {
    prepare: (query: string) => statement(query),
    batch: async (stmts: { all: () => Promise<unknown> }[]) => Promise.all(stmts.map((s) => s.all())),
  } as unknown as D1Database;
  await make(getDb({ DB: recorder }));
  if (sent.length === 0) throw new Error("the query function sent no statement");
  return sent;
}

async function planOf(q: Built) {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
    .bind(...q.params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

/**
 * Partial indexes that hold only rows still to be worked on (each row leaves the index when its chunk is done), so
 * a LIMITed scan of one reads the next chunk, never the done rows: a scan of these is bounded by the work left.
 */
const WORK_INDEXES = ["meetings_transcript_in_d1_idx", "meeting_segments_transcript_in_d1_idx"];

/** The plan's lines that read a big table whole (`SCAN t`, `SCAN t USING INDEX ...` without a range). */
const fullScans = (plan: string[]) =>
  plan.filter((line) => {
    const m = /^SCAN (\w+)(?: AS \w+)?(?: USING (?:COVERING )?INDEX (\w+))?/.exec(line);
    return m !== null && BIG_TABLES.includes(m[1] as string) && !WORK_INDEXES.includes(m[2] ?? "");
  });

const now = new Date("2026-11-24T09:00:00Z");
const dayAgo = new Date(now.getTime() - 86_400_000);
const window = { youngest: new Date(now.getTime() - 300_000), oldest: dayAgo };
const member: Member = { id: 1, companyId: 1 as CompanyId };
const sweep = sweepWindow(now.getTime());

const HOT: Record<string, (db: Db) => unknown> = {
  // The outbox relay, every 5 minutes over every company.
  "relay: stuck messages": (db) => listMessagesDueForRelay(db, now, 300_000, 500),
  "relay: billings missing a link": (db) => listBillingsMissingApprovalLink(db, window, 25),
  "relay: decisions missing an email": (db) => listDecisionsMissingEmail(db, window, 25),
  "relay: payment claims missing an email": (db) => listPaymentClaimsMissingEmail(db, window, 25),
  // The hourly reminder sweep's pages.
  "sweep: due-date page": (db) => selectDueCandidates(db, sweep.due, null, 1000),
  "sweep: submission page": (db) => selectSubmissionCandidates(db, sweep.submission, null, 1000),
  // One company's own sweep, queued by a change after its zone's sweep, and the per-zone record.
  "sweep: one company's due page": (db) => selectDueCandidates(db, sweep.due, null, 1000, [], member.companyId),
  "sweep: one company's submission page": (db) =>
    selectSubmissionCandidates(db, sweep.submission, null, 1000, [], member.companyId),
  "sweep: zones swept": (db) => listSweptZones(db),
  "sweep: record swept zones": (db) => recordSweptZones(db, [["America/New_York", "2026-11-24"]], now),
  "sweep: reopen a company's zone": (db) => forgetSweptZoneOf(db, member.companyId),
  // Send caps and the health probe.
  "send caps: today's count": (db) => countMessagesSince(db, member.companyId, "email", dayAgo),
  "send caps: known keys": (db) => findMessageIdsByKeys(db, ["a", "b"]),
  "health: outbox counts": (db) => countOutbox(db, now, dayAgo),
  // Webhooks and every signed-in request.
  "stripe: company by customer": (db) => findCompanyByStripeCustomer(db, "cus_1"),
  "session: live session": (db) => findLiveSession(db, "sid", now),
  // Housekeeping chunks.
  "housekeeping: dead sessions": (db) => db.batch(deleteDeadSessions(db, now, 86_400_000, 1000)),
  "housekeeping: stale counters": (db) => deleteStaleCounters(db, dayAgo, 1000),
  "housekeeping: expired challenges": (db) => deleteExpiredChallenges(db, now, 1000),
  "housekeeping: old CSP reports": (db) => deleteOldCspReports(db, dayAgo, 1000),
  "housekeeping: old dead letters": (db) => deleteOldDeadLetters(db, dayAgo, 1000),
  // Retention chunks.
  "retention: message bodies": (db) => clearOldMessageBodies(db, dayAgo, 1000),
  "retention: messages": (db) => deleteOldMessages(db, dayAgo, 1000),
  "retention: read notifications": (db) => deleteOldReadNotifications(db, dayAgo, 1000),
  "retention: approval links": (db) => deleteExpiredApprovalLinks(db, dayAgo, 1000),
  "retention: relay claims": (db) => deleteOldRelayClaims(db, dayAgo, 1000),
  "retention: stripe events": (db) => deleteOldStripeEvents(db, dayAgo, 1000),
  // A deleted company's invoices whose period has ended (ADR 0226).
  "retention: kept invoices": (db) => deleteExpiredKeptInvoices(db, now, 1000),
  // Transcripts still in D1, moved to R2 a chunk at a time by the retention job.
  "transcripts: meetings still in D1": (db) => meetingTranscriptsInD1(db, 40),
  "transcripts: segments still in D1": (db) => segmentTranscriptsInD1(db, 40),
  "transcripts: clear the D1 copies": (db) =>
    db.batch(
      clearD1TranscriptsStatements(
        db,
        [1, 2],
        [
          { meetingId: 1, seq: 0 },
          { meetingId: 2, seq: 1 },
        ],
      ) as never,
    ),
  // Tenant reads: one company's index range.
  "invoices: first page": (db) => listInvoices(db, member, InvoiceListQuerySchema.parse({})),
  "reminders: history": (db) => listHistory(db, member.companyId, 1),
};

describe("query plans of the hot statements (ADR 0128)", () => {
  for (const [name, make] of Object.entries(HOT)) {
    it(`${name} reads no big table whole`, async () => {
      for (const q of await built(make)) {
        const plan = await planOf(q);
        expect(plan.length).toBeGreaterThan(0);
        expect(fullScans(plan), `${name}:\n${q.sql}\n${plan.join("\n")}`).toEqual([]);
      }
    });
  }

  it("the probe itself catches a full scan", async () => {
    const plan = await planOf({ sql: "SELECT count(*) FROM messages WHERE body = ?", params: ["x"] });
    expect(fullScans(plan)).toHaveLength(1);
    // Meetings are big now too: only the partial index of rows still to move may be scanned.
    const meetings = await planOf({ sql: "SELECT id FROM meetings WHERE summary_text = ?", params: ["x"] });
    expect(fullScans(meetings)).toHaveLength(1);
  });
});
