// Shards and the directory (ADR 0129, 0185): a European company is placed on the `eu` shard and its rows, files and
// links stay there; sign-in finds the shard through the directory and the cookie names it; a company never sees
// another shard's data; cron runs one relay pass and one reminder sweep per shard, each exactly once.
import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { shareTokens } from "#worker/durable-objects/share-tokens";
import { sweep } from "#worker/jobs/cron";
import { getDb } from "#worker/lib/db";
import { shardEnv } from "#worker/lib/shard-env";
import { SHARDS, shardNamed } from "#worker/lib/shards";
import { queueMessages } from "#worker/services/messages";
import { approvalLink, makeClient, makeProgress, makeProject, uploadPhoto } from "../factories/billing";
import { tinyPng } from "../factories/images";
import { Browser, failure, ok, signedUp, uniqueName } from "./http";

const EU = shardNamed("eu")!;
const DEFAULT = shardNamed("default")!;

const count = (db: D1Database, sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .bind(...args)
    .first<{ n: number }>()
    .then((r) => r?.n ?? 0);

/** The tables a billing with a photo and a link writes to, each scoped by company_id. */
const COMPANY_TABLES = ["users", "clients", "projects", "progress", "uploads", "nudge_templates", "messages"];

/** A company's rows on one database. */
async function rowsOf(db: D1Database, companyId: number) {
  const tables = COMPANY_TABLES;
  let total = await count(db, "select count(*) n from companies where id = ?", companyId);
  for (const table of tables)
    total += await count(db, `select count(*) n from "${table}" where company_id = ?`, companyId);
  return total;
}

async function europeanWithBilling() {
  const eu = await signedUp({ country: "IE", timezone: "Europe/Dublin" });
  const client = await makeClient(eu.browser);
  const project = await makeProject(eu.browser, { clientId: client.id });
  const photo = await uploadPhoto(eu.browser, tinyPng());
  const billing = await makeProgress(eu.browser, { projectId: project.id, photos: [photo.url] });
  const link = await approvalLink(eu.browser, billing.id);
  return { ...eu, client, project, photo, billing, link };
}

describe("placement and residency", () => {
  it("places an Irish company on the eu shard: its rows, photos and links exist only there", async () => {
    const eu = await europeanWithBilling();
    const companyId = eu.member.companyId;
    // Its id is from the eu shard's range, unique across shards; the directory names its shard and jurisdiction.
    expect(companyId).toBeGreaterThan(EU.companyIdBase);
    expect(
      await env.DIRECTORY.prepare("select shard, jurisdiction from companies where id = ?").bind(companyId).first(),
    ).toEqual({ shard: "eu", jurisdiction: "eu" });
    expect(await rowsOf(env.DB_EU, companyId)).toBeGreaterThan(5);
    expect(await rowsOf(env.DB, companyId)).toBe(0);
    expect(await count(env.DB, "select count(*) n from users where username = ?", eu.data.username)).toBe(0);

    // Its photo is in the EU bucket only.
    const key = (await env.DB_EU.prepare("select key from uploads where company_id = ?")
      .bind(companyId)
      .first<{ key: string }>())!.key;
    expect(await env.MEDIA_EU.head(key)).not.toBeNull();
    expect(await env.MEDIA.head(key)).toBeNull();

    // Its link names the eu shard and lives in the eu namespace's instances only.
    const token = new URL(eu.link.url).pathname.split("/").pop()!;
    expect(token.startsWith(EU.tokenCode)).toBe(true);
    expect((await shareTokens(shardEnv(env, EU)).redeem(token)).status).toBe("ok");
    expect((await shareTokens(env).redeem(token)).status).toBe("unknown");

    // The client opens it with no cookie and no directory: the token's letter finds the shard.
    const client = new Browser();
    const view = await client.json<{ status?: string }>(`/api/a/${token}`);
    expect(view.status).toBe(200);
  });

  it("keeps an American company on the default shard with ids as before", async () => {
    const us = await signedUp({ country: "US" });
    expect(us.member.companyId).toBeLessThan(EU.companyIdBase);
    expect(await rowsOf(env.DB, us.member.companyId)).toBeGreaterThan(0);
    expect(await rowsOf(env.DB_EU, us.member.companyId)).toBe(0);
    expect(
      await env.DIRECTORY.prepare("select shard, jurisdiction from companies where id = ?")
        .bind(us.member.companyId)
        .first(),
    ).toEqual({ shard: "default", jurisdiction: null });
  });
});

describe("routing", () => {
  it("signs a European in through the directory, and usernames are unique across shards", async () => {
    const eu = await signedUp({ country: "GB" });
    const again = new Browser();
    const user = await ok(again.api.login.$post({ json: { username: eu.data.username, password: eu.data.password } }));
    expect(user).toMatchObject({ username: eu.data.username, country: "GB" });
    expect(await ok(again.api.user.$get())).toMatchObject({ username: eu.data.username });
    // The same name cannot be registered by an American company on the other shard.
    const taken = await failure(new Browser().api.register.$post({ json: { ...eu.data, country: "US" } }));
    expect(taken.status).toBe(400);
  });

  it("never shows one shard's company another shard's data, even by id", async () => {
    const eu = await europeanWithBilling();
    const us = await signedUp({ country: "US" });
    const usClient = await makeClient(us.browser);
    // Ids of the other shard's rows are unknown here: 404, never another company's row.
    expect((await us.browser.fetch(`/api/clients/${eu.client.id}`)).status).toBe(404);
    expect((await us.browser.fetch(`/api/progress/${eu.billing.id}`)).status).toBe(404);
    expect((await eu.browser.fetch(`/api/clients/${usClient.id}`)).status).toBe(404);
    const euClients = await ok(eu.browser.api.clients.$get({ query: {} }));
    expect(JSON.stringify(euClients)).not.toContain(usClient.name);
  });

  it("gives a member invited to a European company a login on the eu shard", async () => {
    const eu = await signedUp({ country: "IE", timezone: "Europe/Dublin" });
    const invite = await ok(
      eu.browser.api.team.invites.$post({ json: { fullName: "Ana Field", email: "ana@example.com", role: "field" } }),
      201,
    );
    const token = await inviteTokenFromOutbox(eu.member.companyId);
    expect(token.startsWith(`${EU.tokenCode}0_`)).toBe(true);
    const username = uniqueName("ana");
    const member = new Browser();
    await ok(
      member.api.invites[":token"].accept.$post({
        param: { token },
        json: { username, password: "a long field password 42", fullName: "Ana Field", email: "ana@example.com" },
      }),
      201,
    );
    expect(invite).toBeTruthy();
    expect(await count(env.DB_EU, "select count(*) n from users where username = ?", username)).toBe(1);
    expect(await count(env.DB, "select count(*) n from users where username = ?", username)).toBe(0);
    const back = new Browser();
    await ok(back.api.login.$post({ json: { username, password: "a long field password 42" } }));
  });
});

async function inviteTokenFromOutbox(companyId: number) {
  const row = await env.DB_EU.prepare("select body from messages where company_id = ? order by id desc")
    .bind(companyId)
    .first<{ body: string }>();
  return /\/invite\/([A-Za-z0-9_-]+)/.exec(row!.body)![1]!;
}

/** A queue that records what it is handed. */
function recordingQueue() {
  const jobs: Record<string, unknown>[] = [];
  const queue = {
    send: async (body: Record<string, unknown>) => void jobs.push(body),
    sendBatch: async (messages: Iterable<{ body: Record<string, unknown> }>) => {
      for (const m of messages) jobs.push(m.body);
    },
  };
  return { jobs, queue: queue as unknown as Queue };
}

describe("cron per shard", () => {
  it("enqueues one reminder sweep, retention and session cleanup per shard, each naming its shard", async () => {
    const { jobs, queue } = recordingQueue();
    await sweep(createScheduledController({ scheduledTime: Date.now(), cron: "0 * * * *" }), { ...env, JOBS: queue });
    for (const type of [
      "reminder-sweep",
      "retention",
      "cleanup-sessions",
      "lien-waiver-deadlines",
      "accounting-reconcile",
    ]) {
      const of = jobs.filter((j) => j.type === type);
      expect(of.map((j) => j.shard).sort()).toEqual(SHARDS.map((s) => s.name).sort());
    }
  });

  it("relays a stuck message on each shard exactly once, however often the relay runs", async () => {
    const t0 = new Date();
    const stuck: Record<string, number> = {};
    for (const shard of SHARDS) {
      const on = shardEnv({ ...env, JOBS: recordingQueue().queue }, shard);
      // Written, but its delivery job never queued (the isolate died after the commit): the relay's to find.
      const dead = {
        ...on,
        JOBS: {
          // Both refuse rather than never answer: a promise left pending forever outlives this file in the shared
          // workerd (isolate: false) and the next file, or the run's end, waits on it for ever.
          send: async () => {
            throw new Error("gone");
          },
          sendBatch: async () => {
            throw new Error("gone");
          },
        } as unknown as Queue,
      };
      const [m] = await queueMessages(
        dead,
        getDb(on),
        [
          {
            companyId: null,
            userId: null,
            channel: "email",
            to: "c@example.com",
            subject: "s",
            body: "b",
            dedupeKey: uniqueName(shard.name),
          },
        ],
        t0,
      ).catch(() => [undefined]);
      const row = await getDb(on).$client.prepare("select id from messages order by id desc").first<{ id: number }>();
      stuck[shard.name] = m?.id ?? row!.id;
    }
    const { jobs, queue } = recordingQueue();
    const later = t0.getTime() + 30 * 60_000;
    for (let run = 0; run < 2; run++) {
      await sweep(createScheduledController({ scheduledTime: later, cron: "*/5 * * * *" }), { ...env, JOBS: queue });
    }
    for (const shard of SHARDS) {
      const handed = jobs.filter(
        (j) => j.type === "deliver-message" && j.shard === shard.name && j.messageId === stuck[shard.name],
      );
      expect(handed, shard.name).toHaveLength(1);
    }
    expect(DEFAULT.name).toBe("default");
  });

  it("hands a stalled Peppol delivery to the queue from its own shard, naming it, once per pass", async () => {
    const stalled: Record<string, number> = {};
    for (const [shard, country] of [
      [DEFAULT, "US"],
      [EU, "BE"],
    ] as const) {
      const { browser, member } = await signedUp({ country });
      const project = await makeProject(browser, { clientId: (await makeClient(browser)).id });
      const billing = await makeProgress(browser, { projectId: project.id });
      // Recorded as queued long ago, its job never run: the relay's to find (ADR 0204).
      await env[shard.db]
        .prepare(
          "insert into peppol_deliveries (billing_id, company_id, provider, idempotency_key, status, updated_at) values (?, ?, 'local', ?, 'queued', 0)",
        )
        .bind(billing.id, member.companyId, uniqueName("peppol"))
        .run();
      stalled[shard.name] = billing.id;
    }
    const { jobs, queue } = recordingQueue();
    await sweep(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), { ...env, JOBS: queue });
    for (const shard of [DEFAULT, EU]) {
      const handed = jobs.filter((j) => j.type === "peppol-send" && j.progressId === stalled[shard.name]);
      expect(
        handed.map((j) => j.shard),
        shard.name,
      ).toEqual([shard.name]);
    }
  });
});
