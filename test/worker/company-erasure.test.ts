// Deleting a company's account (issue 35, ADR 0226): the owner alone may, with the typed word and a recent sign-in;
// the company's personal data goes from its own shard, bucket and link namespace, and its issued invoices stay there,
// as printed, until its country's period ends, when the retention job purges them. A run killed at any point resumes
// to the same end and keeps each invoice once.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DELETE_COMPANY_CONFIRMATION_WRONG } from "#schema/contracts/company";
import { markErasure } from "#worker/db/company-erasure";
import { companyRowsAfter, companyTables } from "#worker/db/company-move";
import { shareTokens } from "#worker/durable-objects/share-tokens";
import { getDb } from "#worker/lib/db";
import { shardEnv } from "#worker/lib/shard-env";
import { shardNamed } from "#worker/lib/shards";
import { cancelledForDeletion } from "#worker/providers/stripe-local";
import { type ErasePoint, runErasure } from "#worker/services/company-erasure";
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
import { Browser, failure, ok, signedUp, uniqueName } from "./http";

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
    // Ireland has no period in the research: the longest it gives (8 years) applies.
    expect(invoice!.purge_after).toBe(Date.UTC(issuedYear + 1 + 8, 0, 1));

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

  it("states what is kept and for how long in the FAQ, in English and Spanish, from the table the purge uses", async () => {
    const english = await (await new Browser().fetch("/faq")).text();
    expect(english).toContain("What happens to my data if I delete my account?");
    expect(english).toContain("6 years: United Kingdom.");
    expect(english).toContain("8 years: United States, Canada, Australia, New Zealand, Ireland, Germany");
    const spanish = await (await new Browser().fetch("/es/faq")).text();
    expect(spanish).toContain("6 años: Reino Unido.");
    expect(spanish).toContain("8 años: Estados Unidos, Canadá");
  });

  it("does nothing for a company whose owner did not ask", async () => {
    const owner = await signedUp({ country: "US" });
    expect(await runErasure(shardEnv(env, DEFAULT), owner.member.companyId)).toEqual({ status: "refused" });
    expect((await owner.browser.api.user.$get()).status).toBe(200);
  });
});
