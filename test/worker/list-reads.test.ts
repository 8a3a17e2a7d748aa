// Authenticated reads in one D1 round trip (a counting D1 wrapper) and cursor pages at their edges (ADR 0099, 0100).
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { encodeCursor, INVALID_CURSOR, INVALID_LIMIT, NEXT_CURSOR_HEADER } from "#schema/contracts/pagination";
import { app } from "#worker/app";
import { makeClient, makeProgress, makeProject } from "../factories/billing";
import { Browser, failure, ok, signedUp } from "./http";

type Calls = { batch: number; direct: number };

/**
 * env.DB wrapped: counts db.batch calls and every statement run outside one (all / raw / first / run, exec).
 * While `hold` is set, a `run` (a write outside a batch) waits for it: a request that awaited such a write could not answer.
 */
function countingDb() {
  const calls: Calls = { batch: 0, direct: 0 };
  const gate: { hold?: Promise<void> } = {};
  const statement: ProxyHandler<D1PreparedStatement> = {
    get(stmt, key) {
      const value = Reflect.get(stmt, key, stmt);
      if (typeof value !== "function") return value;
      if (key === "all" || key === "raw" || key === "first" || key === "run")
        return async (...args: unknown[]) => {
          calls.direct++;
          if (key === "run" && gate.hold) await gate.hold;
          return value.apply(stmt, args);
        };
      if (key === "bind") return (...args: unknown[]) => new Proxy(value.apply(stmt, args), statement);
      return value.bind(stmt);
    },
  };
  const DB = new Proxy(env.DB, {
    get(db, key) {
      if (key === "batch")
        return (statements: D1PreparedStatement[]) => {
          calls.batch++;
          return db.batch(statements);
        };
      if (key === "exec")
        return (query: string) => {
          calls.direct++;
          return db.exec(query);
        };
      if (key === "prepare") return (query: string) => new Proxy(db.prepare(query), statement);
      // The app's per-request D1 session (ADR 0128) runs over this wrapper, so its calls are counted too.
      if (key === "withSession")
        return () => ({
          prepare: (q: string) => DB.prepare(q),
          batch: (s: D1PreparedStatement[]) => DB.batch(s),
          getBookmark: () => null,
        });
      const value = Reflect.get(db, key, db);
      return typeof value === "function" ? value.bind(db) : value;
    },
  });
  return { DB, calls, gate };
}

/**
 * The browser's requests now go through the app over the counting D1. `total` is what one request cost, including
 * what ran after its answer (waitUntil), e.g. the hourly last-seen write. `holdWrites` parks such writes until
 * `releaseWrites`, and `answered` says the answer came while they were parked.
 */
function counted(browser: Browser) {
  const { DB, calls, gate } = countingDb();
  const world = { ...env, DB } as Env;
  let release = () => {};
  const log = {
    total: { batch: 0, direct: 0 } as Calls,
    answered: false,
    holdWrites: () => {
      gate.hold = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    releaseWrites: () => {
      gate.hold = undefined;
      release();
    },
  };
  browser.handler = async (req) => {
    calls.batch = 0;
    calls.direct = 0;
    const ctx = createExecutionContext();
    const res = await app.fetch(req, world, ctx);
    log.answered = true;
    log.releaseWrites();
    await waitOnExecutionContext(ctx);
    log.total = { ...calls };
    return res;
  };
  return log;
}

const sessionOf = async (userId: number) =>
  (await env.DB.prepare("select sid from session where user_id = ? order by created_at desc limit 1")
    .bind(userId)
    .first<{ sid: string }>())!.sid;

/** A cookie signed with the real secret: what only the server can make. */
const signedCookie = async (claims: Record<string, unknown>) =>
  `ps_session=${await new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setIssuer("paystage")
    .setExpirationTime("1d")
    .sign(new TextEncoder().encode(env.SESSION_SECRET))}`;

const READS = ["/api/user", "/api/progress", "/api/projects", "/api/clients", "/api/dashboard"] as const;

describe("authenticated reads answer in one D1 round trip", () => {
  it("reads the session and the data in one batch, and nothing else, on every list read", async () => {
    const { browser, user } = await signedUp();
    const project = await makeProject(browser);
    await makeProgress(browser, { projectId: project.id });
    const log = counted(browser);
    for (const path of [...READS, `/api/projects?clientId=${project.clientId}`, "/api/progress?limit=1"]) {
      const res = await browser.fetch(path);
      expect(res.status, path).toBe(200);
      expect(log.total, path).toEqual({ batch: 1, direct: 0 });
    }
    expect((await ok(browser.api.user.$get())).id).toBe(user.id);
    expect(await ok(browser.api.progress.$get({ query: {} }))).toHaveLength(1);
    expect((await ok(browser.api.dashboard.$get())).activeProjects[0]!.id).toBe(project.id);
  });

  it("moves last-seen at most hourly, after the answer, without a second round trip before it", async () => {
    const { browser, user } = await signedUp();
    const sid = await sessionOf(user.id);
    const twoHoursAgo = Date.now() - 2 * 60 * 60 * 1000;
    await env.DB.prepare("update session set last_seen_at = ? where sid = ?").bind(twoHoursAgo, sid).run();
    const log = counted(browser);
    // The write is parked until the answer exists: awaiting it before answering would never answer.
    log.holdWrites();
    expect((await browser.fetch("/api/clients")).status).toBe(200);
    expect(log.answered).toBe(true);
    expect(log.total).toEqual({ batch: 1, direct: 1 });
    const row = await env.DB.prepare("select last_seen_at as t from session where sid = ?")
      .bind(sid)
      .first<{ t: number }>();
    expect(row!.t).toBeGreaterThan(twoHoursAgo + 60 * 60 * 1000);
    // Fresh again: the next read writes nothing.
    await browser.fetch("/api/clients");
    expect(log.total).toEqual({ batch: 1, direct: 0 });
  });

  it("answers 401 and no data to a signed-out, forged, revoked, expired or idle session", async () => {
    const { browser, user } = await signedUp();
    await makeClient(browser);
    const sid = await sessionOf(user.id);
    const cookie = browser.cookie;
    const log = counted(browser);
    const expectRefused = async (why: string) => {
      for (const path of READS) {
        const { status, body } = await failure(browser.fetch(path));
        expect(status, `${why} ${path}`).toBe(401);
        expect(body.code, `${why} ${path}`).toBe("UNAUTHORIZED");
      }
    };

    browser.cookie = "";
    await expectRefused("signed out");
    expect(log.total).toEqual({ batch: 0, direct: 0 });
    browser.cookie = "ps_session=eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl";
    await expectRefused("forged");
    expect(log.total).toEqual({ batch: 0, direct: 0 });

    browser.cookie = cookie;
    await env.DB.prepare("update session set expire = ? where sid = ?")
      .bind(Date.now() - 1000, sid)
      .run();
    await expectRefused("expired");
    await env.DB.prepare("update session set expire = ?, last_seen_at = ? where sid = ?")
      .bind(Date.now() + 86_400_000, Date.now() - 8 * 86_400_000, sid)
      .run();
    await expectRefused("idle");
    await env.DB.prepare("update session set last_seen_at = ? where sid = ?").bind(Date.now(), sid).run();
    expect((await browser.fetch("/api/clients")).status).toBe(200);
    expect((await browser.fetch("/api/logout", { method: "POST" })).status).toBeLessThan(300);
    browser.cookie = cookie;
    await expectRefused("revoked");
  });

  it("refuses a signed cookie whose user is not its session's, even though the data read ran for that user", async () => {
    const victim = await signedUp();
    await makeClient(victim.browser, { name: "Victim Client" });
    const { browser, user } = await signedUp();
    // Only the secret can make this cookie; the session row in the same batch still says it is not the victim's.
    browser.cookie = await signedCookie({
      sid: await sessionOf(user.id),
      uid: victim.user.id,
      cid: victim.member.companyId,
    });
    const { status, body } = await failure(browser.api.clients.$get({ query: {} }));
    expect(status).toBe(401);
    expect(JSON.stringify(body)).not.toContain("Victim Client");
    // The same forgery in a cookie from before teams (no company id) takes the slow path, and is refused there too.
    browser.cookie = await signedCookie({ sid: await sessionOf(user.id), uid: victim.user.id });
    expect((await browser.fetch("/api/clients")).status).toBe(401);
  });

  it("reads a cookie from before the user id was signed in it the slow way once, then upgrades it", async () => {
    const { browser, user } = await signedUp();
    browser.cookie = await signedCookie({ sid: await sessionOf(user.id) });
    const log = counted(browser);
    const res = await browser.fetch("/api/progress");
    expect(res.status).toBe(200);
    expect(log.total).toEqual({ batch: 1, direct: 1 });
    expect(res.headers.getSetCookie().join()).toMatch(/^ps_session=/);
    expect((await browser.fetch("/api/progress")).status).toBe(200);
    expect(log.total).toEqual({ batch: 1, direct: 0 });
  });
});

/** Any list's page, read for its ids (the lists differ in everything else). */
const IdsPage = z.array(z.object({ id: z.number() }));

/**
 * Follows X-Next-Cursor from the first page to the last; checks the Link header says the same. By path, on purpose:
 * the next page is whatever URL the Link header names.
 */
async function allPages(browser: Browser, path: string, limit: number) {
  const pages: number[][] = [];
  let url = `${path}${path.includes("?") ? "&" : "?"}limit=${limit}`;
  for (;;) {
    const res = await browser.fetch(url);
    expect(res.status).toBe(200);
    const body = IdsPage.parse(await res.json());
    expect(body.length).toBeLessThanOrEqual(limit);
    pages.push(body.map((r) => r.id));
    const next = res.headers.get(NEXT_CURSOR_HEADER);
    if (!next) {
      expect(res.headers.get("Link")).toBeNull();
      return pages;
    }
    const link = /^<([^>]+)>; rel="next"$/.exec(res.headers.get("Link") ?? "")![1]!;
    expect(new URL(link, "https://x").searchParams.get("cursor")).toBe(next);
    url = link;
  }
}

describe("cursor pages of the long lists", () => {
  it("answers an empty list with [] and no next page", async () => {
    const { browser } = await signedUp();
    for (const path of ["/api/progress", "/api/projects", "/api/clients"]) {
      expect(await allPages(browser, path, 5), path).toEqual([[]]);
    }
  });

  it("serves exactly one page without a next cursor, and pages at the limit with none on the last page", async () => {
    const { browser } = await signedUp();
    for (const name of ["carla", "Ben", "alice"]) await makeClient(browser, { name });
    expect((await allPages(browser, "/api/clients", 3)).map((p) => p.length)).toEqual([3]);
    const byTwo = await allPages(browser, "/api/clients", 2);
    expect(byTwo.map((p) => p.length)).toEqual([2, 1]);
    const names = await ok(browser.api.clients.$get({ query: {} }));
    expect(names.map((c) => c.name)).toEqual(["alice", "Ben", "carla"]);
    expect(byTwo.flat()).toEqual(names.map((c) => c.id));
    expect((await allPages(browser, "/api/clients", 1)).map((p) => p.length)).toEqual([1, 1, 1]);
  });

  it("never serves a row twice or skips one when rows arrive between pages (ties on createdAt included)", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser, { totalValue: 10_000_000 });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await makeProgress(browser, { projectId: project.id })).id);
    // Two billings at the very same millisecond: the id breaks the tie.
    await env.DB.prepare("update progress set created_at = (select created_at from progress where id = ?) where id = ?")
      .bind(ids[2], ids[3])
      .run();

    const firstPage = await browser.api.progress.$get({ query: { limit: "2" } });
    const cursor = firstPage.headers.get(NEXT_CURSOR_HEADER)!;
    const first = await ok(firstPage);
    const added = (await makeProgress(browser, { projectId: project.id })).id;
    const rest: number[] = [];
    let next: string | null = cursor;
    while (next) {
      const page = await browser.api.progress.$get({ query: { limit: "2", cursor: next } });
      next = page.headers.get(NEXT_CURSOR_HEADER);
      rest.push(...(await ok(page)).map((r) => r.id));
    }
    const served = [...first.map((r) => r.id), ...rest];
    expect(new Set(served).size).toBe(served.length);
    expect([...served].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    // The newcomer is at the top of a fresh first page.
    expect((await ok(browser.api.progress.$get({ query: { limit: "2" } })))[0]!.id).toBe(added);

    // By name: a client added behind the cursor is not served; one added ahead of it is, once.
    for (const name of ["b-client", "d-client"]) await makeClient(browser, { name });
    const page1 = await browser.api.clients.$get({ query: { limit: "1" } });
    await makeClient(browser, { name: "a-client" });
    await makeClient(browser, { name: "c-client" });
    const after = (await allPages(browser, `/api/clients?cursor=${page1.headers.get(NEXT_CURSOR_HEADER)}`, 1))
      .flat()
      .map(String);
    const all = await ok(browser.api.clients.$get({ query: {} }));
    const names = all.map((c) => c.name);
    const nameOf = new Map(all.map((c) => [String(c.id), c.name]));
    // Everything after b-client by name (the project's own client too), c-client once, a-client not at all.
    expect(after.map((id) => nameOf.get(id))).toEqual(names.slice(names.indexOf("b-client") + 1));
    expect(after.map((id) => nameOf.get(id))).toContain("c-client");
  });

  it("keeps the filter in the next link and pages projects newest first", async () => {
    const { browser } = await signedUp();
    const client = await makeClient(browser);
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push((await makeProject(browser, { clientId: client.id })).id);
    await makeProject(browser);
    const pages = await allPages(browser, `/api/projects?clientId=${client.id}`, 2);
    expect(pages.flat()).toEqual([...mine].reverse());
  });

  it("narrows billings by tab and search on the server, across every page, keeping the filters in the next link", async () => {
    const { browser } = await signedUp();
    const kitchen = await makeProject(browser, { name: "Kitchen Rewire" });
    const dental = await makeProject(browser, {
      name: "Harbor 100% Fit-out",
      clientId: (await makeClient(browser, { companyName: "Harbor Dental" })).id,
    });
    const k = [];
    for (let i = 0; i < 3; i++) k.push((await makeProgress(browser, { projectId: kitchen.id })).id);
    const d = (await makeProgress(browser, { projectId: dental.id })).id;
    await env.DB.prepare("update progress set status = 'paid', paid_at = created_at where id in (?, ?)")
      .bind(k[0], d)
      .run();
    const ids = async (query: string) => (await allPages(browser, `/api/progress?${query}`, 1)).flat();

    expect(await ids("status=paid")).toEqual([d, k[0]]);
    expect(await ids("status=pending")).toEqual([k[2], k[1]]);
    expect(await ids("q=KITCHEN")).toEqual([k[2], k[1], k[0]]);
    expect(await ids("q=harbor%20dental")).toEqual([d]);
    expect(await ids(`q=${encodeURIComponent(`invoice #${k[1]}`)}`)).toEqual([k[1]]);
    expect(await ids("q=kitchen&status=paid")).toEqual([k[0]]);
    // % and _ are literal: "100%" finds the one project that says it, "_" finds nothing.
    expect(await ids("q=100%25")).toEqual([d]);
    expect(await ids("q=_")).toEqual([]);
    expect(await ids("q=%20%20")).toHaveLength(4);
    // A status the list does not have: the typed query cannot say it, so it goes by path.
    const bad = await failure(browser.fetch("/api/progress?status=overdue"));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Status must be pending, approved, paid or rejected");
  });

  it("answers a bad cursor or limit with 400 and the message, and caps the limit", async () => {
    const { browser } = await signedUp();
    for (let i = 0; i < 2; i++) await makeClient(browser);
    const bad = [
      "not a cursor!",
      "e30", // {}
      encodeCursor(["t", 1, 1]), // a billing cursor on the clients list
      btoa('["n","x",-1]').replace(/=+$/, ""),
    ];
    for (const cursor of bad) {
      const { status, body } = await failure(browser.api.clients.$get({ query: { cursor } }));
      expect(status, cursor).toBe(400);
      expect(body.message).toBe(INVALID_CURSOR);
    }
    const billingsByName = browser.api.progress.$get({ query: { cursor: encodeCursor(["n", "a", 1]) } });
    expect((await failure(billingsByName)).body.message).toBe(INVALID_CURSOR);
    for (const limit of ["0", "101", "2.5", "x", "-1"]) {
      const { status, body } = await failure(browser.api.projects.$get({ query: { limit } }));
      expect(status, limit).toBe(400);
      expect(body.message).toBe(INVALID_LIMIT);
    }
    expect((await browser.fetch("/api/clients?limit=100")).status).toBe(200);
    // Signed out, the session is refused before the query is read.
    expect((await new Browser().fetch("/api/clients?cursor=bad")).status).toBe(401);
  });

  it("never shows another contractor's rows, whoever's cursor is sent", async () => {
    const a = await signedUp();
    const b = await signedUp();
    const pa = await makeProject(a.browser);
    const pb = await makeProject(b.browser);
    const aIds: number[] = [];
    for (let i = 0; i < 3; i++) aIds.push((await makeProgress(a.browser, { projectId: pa.id })).id);
    const bIds: number[] = [];
    for (let i = 0; i < 2; i++) bIds.push((await makeProgress(b.browser, { projectId: pb.id })).id);
    const aCursor = (await a.browser.api.progress.$get({ query: { limit: "1" } })).headers.get(NEXT_CURSOR_HEADER)!;
    // B sends A's cursor: a position in B's own list, never A's rows.
    const body = await ok(b.browser.api.progress.$get({ query: { cursor: aCursor } }));
    expect(body.every((r) => bIds.includes(r.id))).toBe(true);
    expect((await allPages(b.browser, "/api/progress", 1)).flat().sort()).toEqual([...bIds].sort());
    const everything = [
      ...(await allPages(b.browser, "/api/projects", 1)).flat(),
      ...(await allPages(b.browser, "/api/clients", 1)).flat(),
    ];
    expect(everything).not.toContain(pa.id);
    expect(everything).not.toContain(pa.clientId);
  });
});
