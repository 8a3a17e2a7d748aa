// Deleting a company's account (issue 35, ADR 0226): the owner alone may, with the typed word and a recent sign-in;
// the company's personal data goes from its own shard, bucket and link namespace, and its issued invoices stay there,
// as printed, until its country's period ends, when the retention job purges them. A run killed at any point resumes
// to the same end and keeps each invoice once. The accounting connection is ended at the provider, which may fail a
// bounded number of times; a request whose job was never queued is queued by the relay pass (ADR 0236). The periods
// come from one table, and the FAQ states the same numbers (ADR 0237).
import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AccountingProvider } from "#schema/contracts/accounting";
import { DELETE_COMPANY_CONFIRMATION_WRONG } from "#schema/contracts/company";
import { COUNTRIES, type Country } from "#schema/contracts/countries";
import type { Job } from "#schema/contracts/jobs";
import type { CompanyId } from "#schema/db/companies";
import { INVOICE_RETENTION } from "#schema/rules/invoice-retention";
import { app } from "#worker/app";
import { findIntegration } from "#worker/db/accounting";
import { markErasure } from "#worker/db/company-erasure";
import { companyRowsAfter, companyTables } from "#worker/db/company-move";
import { shareTokens } from "#worker/durable-objects/share-tokens";
import { RELAY_CRON, sweep } from "#worker/jobs/cron";
import { getDb } from "#worker/lib/db";
import { shardEnv } from "#worker/lib/shard-env";
import { shardNamed } from "#worker/lib/shards";
import { accountingApi } from "#worker/providers/accounting";
import { cancelledForDeletion } from "#worker/providers/stripe-local";
import { armFaults } from "#worker/services/accounting/local-books";
import { openToken } from "#worker/services/accounting/tokens";
import {
  ERASE_STALE_MS,
  type ErasePoint,
  PROVIDER_TRIES,
  resumeErasures,
  runErasure,
} from "#worker/services/company-erasure";
import { runRetentionChunk } from "#worker/services/retention";
import {
  approvalLink,
  approvedProgress,
  makeClient,
  makeProgress,
  makeProject,
  uploadPhoto,
} from "../factories/billing";
import { tinyPng } from "../factories/images";
import { logIn } from "../factories/sign-in";
import { Browser, failure, ORIGIN, ok, signedUp, uniqueName } from "./http";

const EU = shardNamed("eu")!;
const DEFAULT = shardNamed("default")!;
const PASSWORD = "ladder-jobsite-42";

const deleteCompany = (browser: Browser, confirm = "DELETE") => browser.api.company.delete.$post({ json: { confirm } });

/** A company with a client, a photo, a billing approved in person (so a signature image), and a sent one with its link. */
async function companyWithInvoices(country: "IE" | "US") {
  const owner = await signedUp(country === "IE" ? { country, timezone: "Europe/Dublin" } : { country });
  const client = await makeClient(owner.browser, { name: "Aoife Byrne", companyName: "Byrne Builders" });
  const project = await makeProject(owner.browser, { clientId: client.id });
  const photo = await uploadPhoto(owner.browser, tinyPng());
  const issued = await approvedProgress(owner.browser, { projectId: project.id, photos: [photo.url] });
  const pending = await makeProgress(owner.browser, { projectId: project.id });
  const link = await approvalLink(owner.browser, pending.id);
  return { ...owner, companyId: owner.member.companyId as number, issued, pending, link };
}

/** Every row of the company left on `db`, by table, but the kept invoices. */
async function rowsLeft(db: D1Database, companyId: number) {
  const left: Record<string, number> = {};
  for (const table of await companyTables(db)) {
    if (table.name === "kept_invoices") continue;
    const rows = await companyRowsAfter(db, table, companyId, 0, 1000);
    if (rows.length > 0) left[table.name] = rows.length;
  }
  return left;
}

const kept = (db: D1Database, companyId: number) =>
  db
    .prepare("select * from kept_invoices where company_id = ? order by progress_id")
    .bind(companyId)
    .all<Record<string, unknown>>()
    .then((r) => r.results);

const killAt = (point: ErasePoint) => {
  let killed = false;
  return (at: ErasePoint) => {
    if (at === point && !killed) {
      killed = true;
      throw new Error(`killed at ${point}`);
    }
  };
};

/** An office member invited into the owner's company, signed in. */
async function officeMember(owner: Browser, db: D1Database) {
  const sent = await ok(
    owner.api.team.invites.$post({
      json: { fullName: "Orla Office", email: `${uniqueName("o")}@example.com`, role: "office" },
    }),
    201,
  );
  const body = (await db
    .prepare("select body from messages where dedupe_key like ? order by id limit 1")
    .bind(`invite:${sent.id}:%`)
    .first<{ body: string }>())!.body;
  const browser = new Browser();
  const username = uniqueName("crew");
  await ok(
    browser.api.invites[":token"].accept.$post({
      param: { token: /\/invite\/([A-Za-z0-9_-]+)/.exec(body)![1]! },
      json: { username, password: PASSWORD, fullName: "Orla Office", email: `${username}@example.com`, phone: null },
    }),
    201,
  );
  return browser;
}

/** A US company connected to the local stand-in of `provider` through the browser's consent round trip. */
async function connectedTo(provider: AccountingProvider) {
  const owner = await signedUp({ country: "US" });
  const start = await owner.browser.json<{ url: string }>(`/api/integrations/${provider}/connect`, { method: "POST" });
  const authorize = new URL(start.body.url);
  const approve = await owner.browser.fetch(`${authorize.origin}${authorize.pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: authorize.searchParams.toString(),
    redirect: "manual",
  });
  const back = await owner.browser.fetch(approve.headers.get("Location")!, { redirect: "manual" });
  expect(back.headers.get("Location")).toBe("/profile?integration=connected#integrations");
  const companyId = owner.member.companyId as CompanyId;
  const row = (await findIntegration(getDb(env), companyId))!;
  await markErasure(env.DB, companyId, Date.now());
  return { ...owner, companyId, row, refresh: await openToken(env, row, "refresh") };
}

/** A queue that records what is sent (the test runs the jobs), or refuses everything. */
function recordingQueue(refuse = false) {
  const sent: Job[] = [];
  const queue = {
    send: async (body: unknown) => {
      if (refuse) throw new Error("Queue unavailable");
      sent.push(body as Job);
    },
    sendBatch: async (batch: Iterable<{ body: unknown }>) => {
      if (refuse) throw new Error("Queue unavailable");
      sent.push(...[...batch].map((m) => m.body as Job));
    },
  };
  return { queue: queue as unknown as Queue, sent };
}

/** Each country's period as a FAQ page states it: the years of the line naming the country, and where it counts from. */
function periodsIn(html: string, words: { years: string; issueYear: string }, nameOf: (c: Country) => string) {
  const text = html.replaceAll("&#39;", "'").replaceAll("&#x27;", "'");
  const lines = [...text.matchAll(new RegExp(`(\\d+) ${words.years} ([^:<]+): ([^<]+)\\.`, "g"))];
  return Object.fromEntries(
    (Object.keys(COUNTRIES) as Country[]).map((c) => {
      const line = lines.find((l) => l[3]!.split(", ").includes(nameOf(c)));
      return [
        c,
        line ? { years: Number(line[1]), from: line[2]!.includes(words.issueYear) ? "issue-year" : "next-year" } : null,
      ];
    }),
  );
}

describe("deleting a company's account", () => {
  it("is the owner's alone, with the typed word: another member gets 403 and nothing changes", async () => {
    const owner = await signedUp({ country: "US" });
    const office = await officeMember(owner.browser, env.DB);
    expect((await deleteCompany(office)).status).toBe(403);
    const wrong = await failure(deleteCompany(owner.browser, "delete it"));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(DELETE_COMPANY_CONFIRMATION_WRONG);
    const row = await env.DB.prepare("select erase_requested_at from companies where id = ?")
      .bind(owner.member.companyId)
      .first<{ erase_requested_at: number | null }>();
    expect(row?.erase_requested_at).toBeNull();
    expect((await owner.browser.api.user.$get()).status).toBe(200);
  });

  it("erases an Irish company on the eu shard, its objects in the EU bucket and its links, and keeps its invoice there", async () => {
    const eu = await companyWithInvoices("IE");
    const { companyId } = eu;
    const euEnv = shardEnv(env, EU);
    const photoKey = (await env.DB_EU.prepare("select key from uploads where company_id = ? and kind = 'photo'")
      .bind(companyId)
      .first<{ key: string }>())!.key;
    const signatureKey = (await env.DB_EU.prepare("select signature_key as k from approvals where progress_id = ?")
      .bind(eu.issued.id)
      .first<{ k: string }>())!.k;
    expect(await env.MEDIA_EU.head(photoKey)).not.toBeNull();
    expect(await env.MEDIA_EU.head(signatureKey)).not.toBeNull();
    const token = new URL(eu.link.url).pathname.split("/").pop()!;

    expect((await deleteCompany(eu.browser)).status).toBe(202);
    // Signed out at once, everywhere; the username no longer signs in.
    expect((await eu.browser.api.user.$get()).status).toBe(401);
    expect((await logIn(new Browser(), { username: eu.data.username, password: eu.data.password })).status).toBe(401);

    expect(await runErasure(euEnv, companyId, { budget: 1000 })).toEqual({ status: "done" });

    expect(await rowsLeft(env.DB_EU, companyId)).toEqual({});
    expect(await env.MEDIA_EU.head(photoKey)).toBeNull();
    expect(await env.MEDIA_EU.head(signatureKey)).toBeNull();
    expect((await shareTokens(euEnv).redeem(token)).status).toBe("unknown");
    expect((await new Browser().fetch(`/a/${token}`)).status).toBe(404);
    for (const table of ["companies", "usernames"]) {
      const column = table === "companies" ? "id" : "company_id";
      expect(
        await env.DIRECTORY.prepare(`select count(*) n from ${table} where ${column} = ?`).bind(companyId).first("n"),
      ).toBe(0);
    }

    // Both invoices stay on the eu shard, as printed (a billing is numbered, so issued, when it is sent).
    const keptRows = await kept(env.DB_EU, companyId);
    expect(keptRows.map((k) => k.progress_id)).toEqual([eu.issued.id, eu.pending.id]);
    const invoice = keptRows[0];
    expect(await kept(env.DB, companyId)).toEqual([]);
    expect(invoice).toMatchObject({ progress_id: eu.issued.id, country: "IE", currency: "EUR" });
    expect(JSON.parse(invoice!.customer as string)).toMatchObject({
      name: "Aoife Byrne",
      companyName: "Byrne Builders",
    });
    expect(JSON.parse(invoice!.approval as string)).toMatchObject({ decision: "approved", via: "in_person" });
    expect(keptRows[1]!.approval).toBeNull();
    const issuedYear = new Date(invoice!.issued_at as number).getUTCFullYear();
    // Ireland: 6 years from the latest transaction (VAT Consolidation Act 2010 s 84), which may be the next year's.
    expect(invoice!.purge_after).toBe(Date.UTC(issuedYear + 2 + 6, 0, 1));

    // The retention job on the eu shard keeps it until that instant and purges it then.
    const db = getDb(euEnv);
    await runRetentionChunk(db, new Date((invoice!.purge_after as number) - 1));
    expect(await kept(env.DB_EU, companyId)).toHaveLength(2);
    const pass = await runRetentionChunk(db, new Date(invoice!.purge_after as number));
    expect(pass.touched.keptInvoices).toBe(2);
    expect(await kept(env.DB_EU, companyId)).toEqual([]);
  });

  // Killed after the first invoice kept, and after the first chunk of rows deleted (objects and links with it).
  for (const point of ["keeping", "rows"] as const) {
    it(`resumes a run killed at ${point} to the same end, each invoice kept once and the subscription cancelled`, async () => {
      const us = await companyWithInvoices("US");
      await approvedProgress(us.browser, { projectId: us.issued.projectId });
      const subscription = `sub_erase_${point}_${us.companyId}`;
      await env.DB.prepare("update companies set stripe_subscription_id = ? where id = ?")
        .bind(subscription, us.companyId)
        .run();
      // Marked as the owner's request marks it, without queueing the job: the test runs it.
      await markErasure(env.DB, us.companyId, Date.now());
      // Before the job has run, the company's logins open nothing.
      expect((await logIn(new Browser(), { username: us.data.username, password: us.data.password })).status).toBe(401);
      const on = shardEnv(env, DEFAULT);
      await expect(runErasure(on, us.companyId, { budget: 1000, fault: killAt(point) })).rejects.toThrow(point);
      let result = await runErasure(on, us.companyId, { budget: 3 });
      while (result.status === "running") result = await runErasure(on, us.companyId, { budget: 3 });
      expect(result.status).toBe("done");
      // A redelivered job after the end changes nothing.
      expect(await runErasure(on, us.companyId)).toEqual({ status: "done" });
      expect(await rowsLeft(env.DB, us.companyId)).toEqual({});
      expect((await kept(env.DB, us.companyId)).map((k) => k.country)).toEqual(["US", "US", "US"]);
      expect(cancelledForDeletion.has(subscription)).toBe(true);
    });
  }

  it("keeps each country's invoices for its law's period, and the FAQ in English and Spanish states the same", async () => {
    // The periods as the tax authorities and statutes state them (ADR 0237).
    expect(
      Object.fromEntries(Object.entries(INVOICE_RETENTION).map(([c, rule]) => [c, `${rule.years} ${rule.from}`])),
    ).toEqual({
      US: "7 next-year",
      CA: "6 next-year",
      GB: "6 next-year",
      AU: "5 next-year",
      NZ: "7 next-year",
      IE: "6 next-year",
      DE: "8 issue-year",
      FR: "10 next-year",
      NL: "7 next-year",
      BE: "10 issue-year",
      ES: "6 next-year",
    });
    const english = await (await new Browser().fetch("/faq")).text();
    expect(english).toContain("What happens to my data if I delete my account?");
    const spanish = await (await new Browser().fetch("/es/faq")).text();
    const spanishName = new Intl.DisplayNames(["es"], { type: "region" });
    const table = Object.fromEntries(
      Object.entries(INVOICE_RETENTION).map(([c, r]) => [c, { years: r.years, from: r.from }]),
    );
    expect(periodsIn(english, { years: "years", issueYear: "the invoice's year" }, (c) => COUNTRIES[c])).toEqual(table);
    expect(
      periodsIn(spanish, { years: "años", issueYear: "del año de la factura" }, (c) => spanishName.of(c) ?? c),
    ).toEqual(table);
  });

  it("revokes a QuickBooks connection at Intuit, trying again after a failure, before its tokens go", async () => {
    const qb = await connectedTo("quickbooks");
    await armFaults(getDb(env), "quickbooks", qb.row.tenantId, [503]);
    const on = shardEnv(env, DEFAULT);
    // Intuit answered 503: the run stops and asks to be queued again after a wait; the tokens are kept for the retry.
    expect(await runErasure(on, qb.companyId)).toEqual({ status: "running", delaySeconds: 60 });
    expect(await findIntegration(getDb(env), qb.companyId)).toBeDefined();
    expect(await runErasure(on, qb.companyId)).toEqual({ status: "done" });
    expect(await rowsLeft(env.DB, qb.companyId)).toEqual({});
    // The refresh token is dead at the provider, not just deleted here.
    const api = accountingApi(env, "quickbooks", ORIGIN)!;
    await expect(api.refresh(qb.refresh)).rejects.toMatchObject({ kind: "revoked" });
  });

  it("removes a Xero connection at Xero, and records a provider that keeps failing without stopping the erasure", async () => {
    const xero = await connectedTo("xero");
    await armFaults(getDb(env), "xero", xero.row.tenantId, Array(PROVIDER_TRIES).fill(503));
    const on = shardEnv(env, DEFAULT);
    const waits: number[] = [];
    let result = await runErasure(on, xero.companyId);
    while (result.status === "running") {
      waits.push(result.delaySeconds!);
      result = await runErasure(on, xero.companyId);
    }
    expect(result.status).toBe("done");
    expect(waits).toEqual([60, 120, 240]);
    expect(await rowsLeft(env.DB, xero.companyId)).toEqual({});
    const recorded = await env.DB.prepare(
      "select data from audit_events where entity = 'company' and entity_id = ? and action = 'erasure_provider_failed'",
    )
      .bind(xero.companyId)
      .first<{ data: string }>();
    expect(JSON.parse(recorded!.data)).toMatchObject({ provider: "xero", failures: PROVIDER_TRIES });

    // With Xero answering, the organisation's connection is removed there: its tokens open nothing any more.
    const next = await connectedTo("xero");
    expect(await runErasure(on, next.companyId)).toEqual({ status: "done" });
    const api = accountingApi(env, "xero", ORIGIN)!;
    await expect(api.refresh(next.refresh)).rejects.toMatchObject({ kind: "revoked" });
  });

  it("queues the erasure from the relay pass when the request could not, once, and the erasure runs to its end", async () => {
    const owner = await signedUp({ country: "US" });
    const companyId = owner.member.companyId as number;
    const down = recordingQueue(true);
    owner.browser.handler = async (req) => app.fetch(req, { ...env, JOBS: down.queue } as Env);
    // The queue refused the job: the owner still gets the same answer and is signed out.
    expect((await deleteCompany(owner.browser)).status).toBe(202);
    expect((await owner.browser.api.user.$get()).status).toBe(401);

    // The 5-minute relay pass, on every shard, queues it on the company's shard.
    const up = recordingQueue();
    const now = Date.now();
    await sweep(createScheduledController({ scheduledTime: now, cron: RELAY_CRON }), { ...env, JOBS: up.queue });
    const queued = up.sent.filter((j) => j.type === "company-erase" && j.companyId === companyId);
    expect(queued.map((j) => (j as { shard?: string }).shard)).toEqual([DEFAULT.name]);
    const on = { ...shardEnv(env, DEFAULT), JOBS: up.queue };
    // Fresh, it is not queued again; stale (a job that stopped), it is.
    await resumeErasures(on, new Date(now + 60_000));
    expect(up.sent.filter((j) => j.type === "company-erase" && j.companyId === companyId)).toHaveLength(1);
    await resumeErasures(on, new Date(now + ERASE_STALE_MS + 1));
    expect(up.sent.filter((j) => j.type === "company-erase" && j.companyId === companyId)).toHaveLength(2);

    expect(await runErasure(on, companyId)).toEqual({ status: "done" });
    expect(await rowsLeft(env.DB, companyId)).toEqual({});
    // Erased, it is never queued again.
    await resumeErasures(on, new Date(now + 10 * ERASE_STALE_MS));
    expect(up.sent.filter((j) => j.type === "company-erase" && j.companyId === companyId)).toHaveLength(2);
  });

  it("does nothing for a company whose owner did not ask", async () => {
    const owner = await signedUp({ country: "US" });
    expect(await runErasure(shardEnv(env, DEFAULT), owner.member.companyId)).toEqual({ status: "refused" });
    expect((await owner.browser.api.user.$get()).status).toBe(200);
  });
});
