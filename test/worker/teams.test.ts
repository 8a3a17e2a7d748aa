// Teams (ADR 0115, decisions.md "Teams"): one company, many people. The route table is swept against the one
// permission table for every role; invites, seats, removal and ownership are walked as people would use them.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { can, FORBIDDEN_MESSAGE, OWN_MEETINGS_ONLY } from "#schema/contracts/permissions";
import { type Role, TEAM_TEXTS } from "#schema/contracts/team";
import type { CompanyId } from "#schema/db/companies";
import { ROUTE_PERMISSIONS } from "#worker/middleware/permissions";
import { todayIn } from "../factories/api";
import { approvedProgress, makeClient, makeProgress, makeProject, uploadPhoto } from "../factories/billing";
import { makeMeeting } from "../factories/meetings";
import { updateCompanyOf } from "../factories/rows";
import { Browser, failure, ok, signedUp, uniqueName } from "./http";
import { readPdf } from "./pdf-text";
import { API_ROUTES, PUBLIC, splitRoute, UNSAFE_METHODS } from "./route-table";

const PASSWORD = "ladder-jobsite-42";

/** The invite link's token, read from the message the outbox holds for it (as the invitee would tap it). */
async function inviteToken(inviteId: number) {
  const row = await env.DB.prepare("select body from messages where dedupe_key like ? order by id limit 1")
    .bind(`invite:${inviteId}:%`)
    .first<{ body: string }>();
  return /\/invite\/([A-Za-z0-9_-]+)/.exec(row!.body)![1]!;
}

const invite = (by: Browser, role: "office" | "field", fullName = `${role} person`) =>
  by.api.team.invites.$post({ json: { fullName, email: `${uniqueName(role)}@example.com`, role } });

const acceptAs = (browser: Browser, token: string, fullName: string) => {
  const username = uniqueName("crew");
  return browser.api.invites[":token"].accept.$post({
    param: { token },
    json: { username, password: PASSWORD, fullName, email: `${username}@example.com`, phone: null },
  });
};

/** Invites a person and has them accept on a phone of their own: their browser (signed in) and public user. */
async function join(owner: Browser, role: "office" | "field", fullName: string) {
  const sent = await ok(invite(owner, role, fullName), 201);
  const browser = new Browser();
  const user = await ok(acceptAs(browser, await inviteToken(sent.id), fullName), 201);
  return { browser, user, username: user.username };
}

type Crew = Awaited<ReturnType<typeof makeCrew>>;

/** A company with an owner, an office manager and a field tech, and one of each thing a route can name. */
async function makeCrew() {
  const owner = await signedUp({ fullName: "Dana Reyes", companyName: uniqueName("Reyes Electric ") });
  const office = await join(owner.browser, "office", "Maya Chen");
  const field = await join(owner.browser, "field", "Luis Ortega");
  await ok(
    owner.browser.api.user["payment-details"].$put({
      json: { preferredPaymentMethod: "paypal", paypalUsername: "reyespay" },
    }),
  );
  const client = await makeClient(owner.browser);
  const project = await makeProject(owner.browser, { clientId: client.id });
  const ownerBilling = await makeProgress(owner.browser, { projectId: project.id, completionPercentage: 20 });
  const approved = await approvedProgress(owner.browser, { projectId: project.id, completionPercentage: 40 });
  const photo = await uploadPhoto(field.browser);
  const fieldBilling = await makeProgress(field.browser, {
    projectId: project.id,
    completionPercentage: 60,
    amount: 77_700,
    photos: [photo.url],
  });
  const meeting = await makeMeeting(owner.browser, { title: "Owner's site walk" });
  const templates = await ok(owner.browser.api["nudge-templates"].$get());
  const pendingInvite = await ok(invite(owner.browser, "field", "Not Yet Joined"), 201);
  return {
    owner,
    office,
    field,
    companyId: owner.member.companyId,
    client,
    project,
    ownerBilling,
    approved,
    fieldBilling,
    photo,
    meeting,
    templateId: templates[0]!.id,
    pendingInvite,
  };
}

/** A concrete path for a route, its parameters naming the crew's own objects (the threat is inside the company). */
function pathFor(route: string, crew: Crew) {
  const { path } = splitRoute(route);
  const ids: Record<string, string> = {
    clients: String(crew.client.id),
    projects: String(crew.project.id),
    progress: String(crew.ownerBilling.id),
    "nudge-templates": String(crew.templateId),
    meetings: String(crew.meeting.id),
    members: String(crew.owner.user.id),
    invites: String(crew.pendingInvite.id),
    uploads: crew.photo.url.replace("/api/uploads/", ""),
  };
  const segments = path.split("/");
  return segments.map((s, i) => (s.startsWith(":") ? (ids[segments[i - 1]!] ?? "1") : s)).join("/");
}

/** What a refused call must not have changed: the company's rows. */
async function snapshot(companyId: CompanyId) {
  const q = (sql: string) =>
    env.DB.prepare(sql)
      .bind(companyId)
      .all()
      .then((r) => r.results);
  return {
    clients: await q("select id, name, email, archived_at from clients where company_id = ? order by id"),
    projects: await q("select id, name, status, archived_at from projects where company_id = ? order by id"),
    progress: await q("select id, status, paid_at, amount from progress where company_id = ? order by id"),
    templates: await q("select id, name, active from nudge_templates where company_id = ? order by id"),
    meetings: await q("select id, title, updated_at from meetings where company_id = ? order by id"),
    members: await q("select id, role, removed_at from users where company_id = ? order by id"),
    invites: await q("select id, revoked_at, accepted_at from invites where company_id = ? order by id"),
    payout: await q(
      "select preferred_payment_method, paypal_username, subscription_status from companies where id = ?",
    ),
    messages: await q("select count(*) n from messages where company_id = ?"),
  };
}

let crew: Crew;
beforeAll(async () => {
  crew = await makeCrew();
});

const SESSION_ROUTES = API_ROUTES.filter((r) => !(r in PUBLIC));

describe("the route-permission table", () => {
  it("names every signed-in route, and nothing that is not a route", () => {
    expect(
      SESSION_ROUTES.filter((r) => !(r in ROUTE_PERMISSIONS)),
      "add these to ROUTE_PERMISSIONS",
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_PERMISSIONS).filter((r) => !API_ROUTES.includes(r)),
      "stale entries",
    ).toEqual([]);
  });

  it.each(["office", "field"] as const)(
    "refuses %s every route its role may not use: 403, the rule's words, nothing changed",
    async (role) => {
      const person = crew[role];
      const refused = SESSION_ROUTES.filter((r) => !can(role, ROUTE_PERMISSIONS[r]!));
      expect(refused.length).toBeGreaterThan(role === "field" ? 25 : 8);
      const before = await snapshot(crew.companyId);
      const wrong: string[] = [];
      for (const route of refused) {
        const { method } = splitRoute(route);
        const res = await person.browser.fetch(pathFor(route, crew), {
          method,
          json: UNSAFE_METHODS.has(method) ? {} : undefined,
        });
        const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
        const expected = FORBIDDEN_MESSAGE[ROUTE_PERMISSIONS[route]!];
        if (res.status !== 403 || body.code !== "ROLE_FORBIDDEN" || body.message !== expected) {
          wrong.push(`${route}: ${res.status} ${JSON.stringify(body)}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(await snapshot(crew.companyId)).toEqual(before);
      // Still signed in: a refusal is not a sign-out.
      expect((await person.browser.fetch("/api/user")).status).toBe(200);
    },
  );

  it.each(["owner", "office", "field"] as const)("lets %s read every route its role may use", async (role: Role) => {
    const person = role === "owner" ? crew.owner : crew[role];
    const reads = SESSION_ROUTES.filter((r) => r.startsWith("GET ") && can(role, ROUTE_PERMISSIONS[r]!));
    const wrong: string[] = [];
    for (const route of reads) {
      const res = await person.browser.fetch(pathFor(route, crew));
      if (res.status === 403 || res.status === 401 || res.status >= 500) wrong.push(`${route}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("a field member", () => {
  it("sees and opens only the billings they made, and no company totals", async () => {
    const list = await ok(crew.field.browser.api.progress.$get({ query: {} }));
    expect(list.map((p) => p.id)).toEqual([crew.fieldBilling.id]);
    const theirs = await failure(
      crew.field.browser.api.progress[":id"].$get({ param: { id: String(crew.ownerBilling.id) } }),
    );
    expect(theirs.status).toBe(404);
    const dashboard = await ok(crew.field.browser.api.dashboard.$get());
    expect(dashboard.recentActivity.map((a) => a.id)).toEqual([crew.fieldBilling.id]);
    // The owner sees the whole company, each billing with who billed it.
    const all = await ok(crew.owner.browser.api.dashboard.$get());
    const fromField = all.recentActivity.find((a) => a.id === crew.fieldBilling.id);
    expect(fromField?.billedBy).toBe("Luis Ortega");
    const detail = await ok(
      crew.owner.browser.api.progress[":id"].$get({ param: { id: String(crew.fieldBilling.id) } }),
    );
    expect(detail.billedBy).toBe("Luis Ortega");
    // The biller's contact columns share names with the client's: each lands in its own place.
    expect(detail.client).toMatchObject({ name: crew.client.name, email: crew.client.email });
  });

  it("is named on the invoice of the stage they billed, whoever in the office downloads it", async () => {
    const res = await crew.office.browser.fetch(`/api/progress/${crew.fieldBilling.id}/invoice.pdf`);
    expect(res.status).toBe(200);
    const text = (await readPdf(new Uint8Array(await res.arrayBuffer()))).pages.flat().join("\n");
    expect(text).toContain("Luis Ortega");
    expect(text).not.toContain("Maya Chen");
  });

  it("edits the meetings they recorded, not the owner's", async () => {
    const own = await makeMeeting(crew.field.browser, { title: "Rough-in walk" });
    const edit = (id: number, title: string) =>
      crew.field.browser.fetch(`/api/meetings/${id}`, {
        method: "PUT",
        json: { title, meetingDate: new Date().toISOString(), location: "office" },
      });
    expect((await edit(own.id, "Rough-in walk, level 2")).status).toBe(200);
    const refused = await edit(crew.meeting.id, "Hijacked");
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(OWN_MEETINGS_ONLY);
    // The office edits anyone's.
    expect(
      (
        await crew.office.browser.fetch(`/api/meetings/${crew.meeting.id}`, {
          method: "PUT",
          json: {
            title: "Owner's site walk (office notes)",
            meetingDate: new Date().toISOString(),
            location: "office",
          },
        })
      ).status,
    ).toBe(200);
  });
});

describe("invites", () => {
  it("shows who invited whom, then makes one login in the company with the invited role; the link is single-use", async () => {
    const sent = await ok(invite(crew.owner.browser, "office", "Jo Park"), 201);
    const token = await inviteToken(sent.id);
    const preview = await ok(new Browser().api.invites[":token"].$get({ param: { token } }));
    expect(preview).toMatchObject({ fullName: "Jo Park", role: "office", invitedBy: "Dana Reyes" });
    const phone = new Browser();
    const joined = await ok(acceptAs(phone, token, "Jo Park"), 201);
    expect(joined.role).toBe("office");
    const me = await ok(phone.api.user.$get());
    expect(me.companyName).toBe(crew.owner.data.companyName);
    const again = await failure(acceptAs(new Browser(), token, "Jo Park"));
    expect(again.body.message).toBe(TEAM_TEXTS.inviteUsed);
    const team = await ok(crew.owner.browser.api.team.$get());
    expect(team.members.map((m) => m.fullName)).toContain("Jo Park");
    // Each pending invite carries its own name beside its sender's (read in one batch with the members).
    expect(team.invites.find((i) => i.id === crew.pendingInvite.id)).toMatchObject({
      fullName: "Not Yet Joined",
      invitedBy: "Dana Reyes",
    });
    expect(team.invites.map((i) => i.id)).not.toContain(sent.id);
  });

  it("gives the joining member their own app language: the form's, else their browser's (ADR 0196)", async () => {
    const owner = await signedUp();
    const sent = await ok(invite(owner.browser, "field", "Luis Ortega"), 201);
    const username = uniqueName("crew");
    const joined = await ok(
      new Browser().api.invites[":token"].accept.$post(
        {
          param: { token: await inviteToken(sent.id) },
          json: {
            username,
            password: PASSWORD,
            fullName: "Luis Ortega",
            email: `${username}@example.com`,
            phone: null,
          },
        },
        { headers: { "Accept-Language": "es-MX,es;q=0.9" } },
      ),
      201,
    );
    expect(joined.language).toBe("es");
    // The owner's own language is untouched.
    expect((await ok(owner.browser.api.user.$get(), 200)).language).toBe("en");
  });

  it("refuses a revoked or expired link with words that say so, and an unknown one as not found", async () => {
    const revoked = await ok(invite(crew.owner.browser, "field", "Revoked Person"), 201);
    await ok(crew.owner.browser.api.team.invites[":id"].$delete({ param: { id: String(revoked.id) } }));
    const r = await failure(acceptAs(new Browser(), await inviteToken(revoked.id), "Revoked Person"));
    expect(r.body.message).toBe(TEAM_TEXTS.inviteRevoked);

    const expired = await ok(invite(crew.owner.browser, "field", "Late Person"), 201);
    await env.DB.prepare("update invites set expires_at = ? where id = ?")
      .bind(Date.now() - 1000, expired.id)
      .run();
    const e = await failure(
      new Browser().api.invites[":token"].$get({ param: { token: await inviteToken(expired.id) } }),
    );
    expect(e.body.message).toBe(TEAM_TEXTS.inviteExpired);

    const unknown = await failure(new Browser().api.invites[":token"].$get({ param: { token: "x".repeat(43) } }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(TEAM_TEXTS.inviteNotFound);
  });

  it("refuses someone already signed in to a company, creating nobody", async () => {
    const sent = await ok(invite(crew.owner.browser, "field", "Already Here"), 201);
    const before = await snapshot(crew.companyId);
    const refused = await failure(acceptAs(crew.field.browser, await inviteToken(sent.id), "Already Here"));
    expect(refused.body.message).toBe(TEAM_TEXTS.alreadyInCompany);
    expect((await snapshot(crew.companyId)).members).toEqual(before.members);
  });

  it("lets the office invite field members only", async () => {
    const refused = await failure(invite(crew.office.browser, "office"));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(TEAM_TEXTS.officeInvitesField);
    await ok(invite(crew.office.browser, "field"), 201);
  });
});

describe("seats", () => {
  it("Solo has one: the owner alone; Starter and Professional are unlimited; a lapsed plan keeps the crew but invites no one", async () => {
    const solo = await signedUp();
    // Past the free trial (trial_ends_at 0): a subscription in it keeps the trial's quotas (ADR 0123).
    await updateCompanyOf(
      env.DB,
      solo.user.id,
      "subscription_plan = 'solo', subscription_status = 'active', trial_ends_at = 0",
    );
    const team = await ok(solo.browser.api.team.$get());
    expect(team).toMatchObject({ seats: 1, canInvite: false, inviteBlockedReason: TEAM_TEXTS.seatsFull });
    const full = await failure(invite(solo.browser, "field"));
    expect(full.status).toBe(403);
    expect(full.body.message).toBe(TEAM_TEXTS.seatsFull);

    await updateCompanyOf(env.DB, solo.user.id, "subscription_plan = 'starter'");
    expect((await ok(solo.browser.api.team.$get())).seats).toBe("unlimited");
    const tech = await join(solo.browser, "field", "Starter Tech");

    await updateCompanyOf(
      env.DB,
      solo.user.id,
      "subscription_status = 'canceled', subscription_expires_at = ?",
      Date.now() - 1000,
    );
    const lapsed = await failure(invite(solo.browser, "field"));
    expect(lapsed.body.message).toBe(TEAM_TEXTS.lapsedNoInvites);
    // Everyone already on the team keeps working on billed money.
    expect((await tech.browser.fetch("/api/progress")).status).toBe(200);
  });

  it("a downgrade to Solo with a crew removes nobody: they keep working, and the next invite waits for a plan", async () => {
    const owner = await signedUp();
    await updateCompanyOf(
      env.DB,
      owner.user.id,
      "subscription_plan = 'professional', subscription_status = 'active', trial_ends_at = 0",
    );
    const office = await join(owner.browser, "office", "Pro Office");
    const tech = await join(owner.browser, "field", "Pro Tech");
    await updateCompanyOf(env.DB, owner.user.id, "subscription_plan = 'solo'");
    const team = await ok(owner.browser.api.team.$get());
    expect(team.members).toHaveLength(3);
    expect(team).toMatchObject({ seats: 1, canInvite: false, inviteBlockedReason: TEAM_TEXTS.seatsFull });
    expect((await failure(invite(owner.browser, "field"))).body.message).toBe(TEAM_TEXTS.seatsFull);
    expect((await office.browser.fetch("/api/progress")).status).toBe(200);
    expect((await tech.browser.fetch("/api/projects")).status).toBe(200);
  });
});

describe("who did what", () => {
  it("records the member on each write: billing, in-person approval, template, reminder, payment request, mark paid, meeting", async () => {
    const one = (sql: string, ...binds: unknown[]) =>
      env.DB.prepare(sql)
        .bind(...binds)
        .first<Record<string, number | null>>();
    const field = crew.field.user.id;
    const office = crew.office.user.id;
    // The tech bills and has the client sign on their phone.
    const signed = await approvedProgress(crew.field.browser, { projectId: crew.project.id, completionPercentage: 80 });
    expect(await one("select submitted_by as who from progress where id = ?", signed.id)).toEqual({ who: field });
    expect(await one("select recorded_by as who from approvals where progress_id = ?", signed.id)).toEqual({
      who: field,
    });
    const meeting = await makeMeeting(crew.field.browser, { title: "Trim-out walk" });
    expect(await one("select user_id as who from meetings where id = ?", meeting.id)).toEqual({ who: field });

    // The office edits a template, sends a reminder and a payment request, and marks it paid.
    await ok(
      crew.office.browser.api["nudge-templates"][":id"].$put({
        param: { id: String(crew.templateId) },
        json: {
          name: "Friendly nudge",
          emailSubject: "Reminder: {{projectName}}",
          emailBody: "Hi {{clientName}}: {{paymentLink}}",
          smsBody: "Reminder: {{paymentLink}}",
          triggerType: "on_due_date",
          channels: ["email"],
        },
      }),
    );
    expect(await one("select user_id as who from nudge_templates where id = ?", crew.templateId)).toEqual({
      who: office,
    });
    const reminded = await crew.office.browser.fetch("/api/nudge-history", {
      method: "POST",
      json: { progressId: signed.id, channel: "email" },
    });
    expect(reminded.status, await reminded.text()).toBeLessThan(300);
    expect(
      await one("select user_id as who from nudge_history where progress_id = ? order by id desc", signed.id),
    ).toEqual({ who: office });
    const before = await one("select max(id) as id from messages");
    const requested = await crew.office.browser.fetch("/api/payments/request", {
      method: "POST",
      json: { progressId: signed.id, channel: "email" },
    });
    expect(requested.status, await requested.text()).toBeLessThan(300);
    expect(await one("select user_id as who from messages where id > ? order by id desc", before!.id)).toEqual({
      who: office,
    });
    const paid = await crew.office.browser.fetch(`/api/progress/${signed.id}/mark-paid`, {
      method: "POST",
      json: { paidOn: todayIn(), method: "cash" },
    });
    expect(paid.status, await paid.text()).toBe(200);
    expect(await one("select submitted_by as billed, paid_by as paid from progress where id = ?", signed.id)).toEqual({
      billed: field,
      paid: office,
    });
  });
});

describe("leaving and ownership", () => {
  it("removal ends the member's sessions at once and refuses their login; their billing stays, by name", async () => {
    const owner = await signedUp({ fullName: "Rae Owner" });
    const tech = await join(owner.browser, "field", "Sam Leaving");
    const project = await makeProject(owner.browser);
    const billing = await makeProgress(tech.browser, { projectId: project.id, completionPercentage: 30 });
    await ok(owner.browser.api.team.members[":id"].$delete({ param: { id: String(tech.user.id) } }));
    expect((await tech.browser.fetch("/api/progress")).status).toBe(401);
    const login = await new Browser().fetch("/api/login", {
      method: "POST",
      json: { username: tech.username, password: PASSWORD },
    });
    expect(login.status).toBe(401);
    const kept = await ok(owner.browser.api.progress[":id"].$get({ param: { id: String(billing.id) } }));
    expect(kept.billedBy).toBe("Sam Leaving");
    expect((await ok(owner.browser.api.team.$get())).members.map((m) => m.fullName)).not.toContain("Sam Leaving");
  });

  it("always keeps an owner: no self-removal, no demoting the last owner; a transfer swaps the roles at once", async () => {
    const owner = await signedUp({ fullName: "Kim Owner" });
    const office = await join(owner.browser, "office", "Lee Office");
    const self = await failure(owner.browser.api.team.members[":id"].$delete({ param: { id: String(owner.user.id) } }));
    expect(self.body.message).toBe(TEAM_TEXTS.selfRemoval);
    const demote = await failure(
      owner.browser.api.team.members[":id"].$patch({ param: { id: String(owner.user.id) }, json: { role: "office" } }),
    );
    expect(demote.body.message).toBe(TEAM_TEXTS.lastOwner);

    await ok(owner.browser.api.team["transfer-ownership"].$post({ json: { userId: office.user.id } }));
    const roles = await ok(office.browser.api.team.$get());
    expect(Object.fromEntries(roles.members.map((m) => [m.fullName, m.role]))).toEqual({
      "Kim Owner": "office",
      "Lee Office": "owner",
    });
    // The new roles hold on the very next request of both sessions.
    expect((await owner.browser.fetch("/api/user/export")).status).toBe(403);
    expect((await office.browser.fetch("/api/team/members/1", { method: "PATCH", json: {} })).status).toBe(400);
  });
});
