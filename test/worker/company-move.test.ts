// Moving a company between shards (issue 35, ADR 0213): a move killed at each of its steps resumes to the same end,
// or rolls back, and either way every row of the company is on exactly one shard, as it was. While it copies, the
// company's writes answer 503 with Retry-After and its reads go on; after the flip, a cookie naming the old shard is
// sent to the new one. The tests move US companies to the eu shard (the two local shards), so the owner asks.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "#worker/app";
import { companyRowsAfter, companyTables, comparableRows } from "#worker/db/company-move";
import { findCompanyEntry } from "#worker/db/directory";
import { shardNamed } from "#worker/lib/shards";
import {
  COMPANY_MOVING,
  MOVE_ACROSS_JURISDICTIONS,
  MOVE_BELOW_ITS_RANGE,
  type MovePoint,
  moveCompany,
  rollBackMove,
} from "#worker/services/company-move";
import { approvalLink, makeClient, makeProgress, makeProject, uploadPhoto } from "../factories/billing";
import { signedUp } from "./http";

const EU_SHARD = shardNamed("eu")!;

/**
 * A US company with clients and a project: rows in several tables, sessions among them. No billing: its messages'
 * delivery runs in the background and would change rows under the comparison.
 */
async function companyWithRows() {
  const owner = await signedUp({ country: "US" });
  const client = await makeClient(owner.browser);
  await makeClient(owner.browser);
  await makeProject(owner.browser, { clientId: client.id });
  return { ...owner, companyId: owner.member.companyId as number };
}

/** Every row of the company on `db`, table by table, without row ids. */
async function rowsOf(db: D1Database, companyId: number) {
  const all: Record<string, unknown[]> = {};
  for (const table of await companyTables(env.DB)) {
    // A badge is matched by its code on each shard (its id there may differ).
    const found = await companyRowsAfter(db, table, companyId, 0, 10_000);
    const rows = (await comparableRows(db, table, found)).map(({ __rowid: _, ...row }) => row);
    if (rows.length > 0) all[table.name] = rows;
  }
  return all;
}

/** The rows as they were, but for the pause and pointer columns a move sets and clears on the company's row. */
const settled = (rows: Record<string, unknown[]>) => ({
  ...rows,
  companies: rows.companies?.map((c) => ({ ...(c as object), moving_since: null, moved_to: null })),
});

const clientBody = (name: string) => ({
  name,
  companyName: "Webb Family Homes",
  email: "marcus@webbhomes.example",
  phone: "+1 512 555 0188",
});

const killAt = (point: MovePoint) => {
  let killed = false;
  return (at: MovePoint) => {
    if (at === point && !killed) {
      killed = true;
      throw new Error(`killed at ${point}`);
    }
  };
};

describe("moving a company between shards", () => {
  it("refuses to move a company to another jurisdiction unless its owner asked", async () => {
    const { companyId } = await companyWithRows();
    await expect(moveCompany(env, companyId, "eu")).rejects.toThrow(MOVE_ACROSS_JURISDICTIONS);
    expect(Object.keys(await rowsOf(env.DB_EU, companyId))).toEqual([]);
  });

  for (const point of ["paused", "copying", "objects", "verified", "tokens", "flipped", "deleting"] as const) {
    it(`resumes a move killed at ${point} to the same end: every row on the new shard, none left behind`, async () => {
      const { companyId } = await companyWithRows();
      const before = await rowsOf(env.DB, companyId);
      expect(Object.keys(before).length).toBeGreaterThan(3);
      await expect(moveCompany(env, companyId, "eu", { ownerAsked: true, fault: killAt(point) })).rejects.toThrow(
        `killed at ${point}`,
      );
      // The resumed run may be cut short by its budget too, as a job's are.
      let result = await moveCompany(env, companyId, "eu", { budget: 20 });
      while (result.status === "running") result = await moveCompany(env, companyId, "eu", { budget: 20 });
      expect(result.status).toBe("done");
      expect(settled(await rowsOf(env.DB_EU, companyId))).toEqual(settled(before));
      expect(await rowsOf(env.DB, companyId)).toEqual({});
      expect(await findCompanyEntry(env.DIRECTORY, companyId)).toMatchObject({
        shard: "eu",
        moving_since: null,
        version: 2,
      });
    });
  }

  it("rolls back a move killed while copying: the source as it was, the copy gone, writes open again", async () => {
    const { browser, companyId } = await companyWithRows();
    const before = await rowsOf(env.DB, companyId);
    await expect(moveCompany(env, companyId, "eu", { ownerAsked: true, fault: killAt("copying") })).rejects.toThrow();
    // Paused: a write waits, a read goes on.
    const write = await browser.fetch("/api/clients", {
      method: "POST",
      json: clientBody("Late Client"),
    });
    expect(write.status).toBe(503);
    expect(write.headers.get("Retry-After")).toBeTruthy();
    expect(await write.json()).toMatchObject({ message: COMPANY_MOVING });
    expect((await browser.fetch("/api/clients")).status).toBe(200);

    expect(await rollBackMove(env, companyId)).toBe(true);
    expect(await rowsOf(env.DB_EU, companyId)).toEqual({});
    expect(settled(await rowsOf(env.DB, companyId))).toEqual(settled(before));
    expect(await findCompanyEntry(env.DIRECTORY, companyId)).toMatchObject({ shard: "default", moving_since: null });
    const again = await browser.fetch("/api/clients", {
      method: "POST",
      json: clientBody("Late Client"),
    });
    expect(again.status).toBe(201);
  });

  it("sends a session naming the old shard to the new one once the directory flipped", async () => {
    const { browser, companyId } = await companyWithRows();
    await expect(moveCompany(env, companyId, "eu", { ownerAsked: true, fault: killAt("flipped") })).rejects.toThrow();
    const write = await browser.fetch("/api/clients", {
      method: "POST",
      json: clientBody("After The Move"),
    });
    expect(write.status).toBe(201);
    expect((await moveCompany(env, companyId, "eu")).status).toBe("done");
    // The cookie now names the eu shard: the old one holds nothing of the company, and the new client is there.
    const clients = await browser.fetch("/api/clients");
    expect(clients.status).toBe(200);
    expect(JSON.stringify(await clients.json())).toContain("After The Move");
    expect(await rowsOf(env.DB, companyId)).toEqual({});
  });

  it("keeps every id and URL when the target shard already has rows of its own (each shard numbers in its range)", async () => {
    const resident = await signedUp({ country: "IE" });
    const theirClient = await makeClient(resident.browser);
    const theirProject = await makeProject(resident.browser, { clientId: theirClient.id });
    expect(theirClient.id).toBeGreaterThan(EU_SHARD.companyIdBase);
    const { browser, companyId } = await companyWithRows();
    const client = await makeClient(browser);
    const project = await makeProject(browser, { clientId: client.id });
    expect(client.id).toBeLessThan(EU_SHARD.companyIdBase);

    expect((await moveCompany(env, companyId, "eu", { ownerAsked: true })).status).toBe("done");
    for (const [who, path] of [
      [browser, `/api/clients/${client.id}`],
      [browser, `/api/projects/${project.id}`],
      [resident.browser, `/api/clients/${theirClient.id}`],
      [resident.browser, `/api/projects/${theirProject.id}`],
    ] as const) {
      expect((await who.fetch(path)).status, path).toBe(200);
    }
    // Rows from a higher range would pull the default shard's next ids into the eu range: that move is refused.
    await expect(
      moveCompany(env, resident.member.companyId as number, "default", { ownerAsked: true }),
    ).rejects.toThrow(MOVE_BELOW_ITS_RANGE);
  });

  it("carries the company's objects to its new bucket and its links to its new namespace: a sent link still opens", async () => {
    const { browser, companyId, member } = await companyWithRows();
    const project = await makeProject(browser);
    await uploadPhoto(browser);
    const progress = await makeProgress(browser, { projectId: project.id });
    const link = await approvalLink(browser, progress.id);
    const path = new URL(link.url).pathname;
    const sourceKeys = (await env.MEDIA.list({ prefix: `u/${member.id}/` })).objects.map((o) => o.key);
    expect(sourceKeys.length).toBeGreaterThan(0);
    expect((await browser.fetch(path)).status).toBe(200);

    // A write in the background (the billing's notices) may differ from the copy: the move is run again, as a job is.
    let result = await moveCompany(env, companyId, "eu", { ownerAsked: true, budget: 5 });
    for (let runs = 0; result.status !== "done" && runs < 50; runs++) {
      result = await moveCompany(env, companyId, "eu", { ownerAsked: true, budget: 5 });
    }
    expect(result.status).toBe("done");

    // Objects: in the eu bucket, byte for byte, and none left in the default one.
    expect((await env.MEDIA.list({ prefix: `u/${member.id}/` })).objects).toEqual([]);
    for (const key of sourceKeys) expect((await env.MEDIA_EU.head(key))?.size).toBeGreaterThan(0);
    // The link (its prefix still names the default shard) opens the billing from the eu shard.
    expect((await browser.fetch(path)).status).toBe(200);
    // A token nobody issued is still the one 404.
    expect((await app.fetch(new Request(`https://paystage.test/a/${"0_".padEnd(43, "x")}`), env)).status).toBe(404);
  });
});
