// Roles walked end to end (issue 38, ADR 0144-0145): a field member's answers carry no money but their own billings',
// role changes reach the member's next request, a removed member is told so, and a re-invited person rejoins with
// their own account and gets their earlier billings back.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { TEAM_TEXTS } from "#schema/contracts/team";
import { PAST_CONTRACT_ASK_OFFICE } from "#schema/rules/contract-value";
import { makeClient, makeProgress, makeProject } from "../factories/billing";
import { Browser, failure, ok, signedUp, uniqueName } from "./http";

const PASSWORD = "ladder-jobsite-42";

async function inviteToken(inviteId: number) {
  const row = await env.DB.prepare("select body from messages where dedupe_key like ? order by id limit 1")
    .bind(`invite:${inviteId}:%`)
    .first<{ body: string }>();
  return /\/invite\/([A-Za-z0-9_-]+)/.exec(row!.body)![1]!;
}

async function join(owner: Browser, role: "office" | "field", fullName: string) {
  const sent = await ok(
    owner.api.team.invites.$post({ json: { fullName, email: `${uniqueName(role)}@example.com`, role } }),
    201,
  );
  const browser = new Browser();
  const username = uniqueName("crew");
  const user = await ok(
    browser.api.invites[":token"].accept.$post({
      param: { token: await inviteToken(sent.id) },
      json: { username, password: PASSWORD, fullName, email: `${username}@example.com`, phone: null },
    }),
    201,
  );
  return { browser, user, username };
}

let crew: Awaited<ReturnType<typeof makeCrew>>;

async function makeCrew() {
  const owner = await signedUp({ fullName: "Olivia Owner", companyName: uniqueName("Owner Electric ") });
  const field = await join(owner.browser, "field", "Tina Tech");
  const client = await makeClient(owner.browser);
  const project = await makeProject(owner.browser, { clientId: client.id, totalValue: 2_400_000 });
  const tinas = await makeProgress(field.browser, { projectId: project.id, completionPercentage: 20, amount: 45_050 });
  // The owner's billing is the project's latest.
  const olivias = await makeProgress(owner.browser, {
    projectId: project.id,
    completionPercentage: 40,
    amount: 399_999,
  });
  return { owner, field, client, project, tinas, olivias };
}

// Six sign-ups and billings on two shared cores: the setup gets the room a test gets.
beforeAll(async () => {
  crew = await makeCrew();
}, 30_000);

describe("a field member's answers carry no money but their own billings'", () => {
  it("a project: no contract value, and its latest billing is their own", async () => {
    const one = await ok(crew.field.browser.api.projects[":id"].$get({ param: { id: String(crew.project.id) } }));
    expect(one.totalValue).toBeNull();
    expect(one.latestProgress?.id).toBe(crew.tinas.id);
    expect(one.progressAmount).toBe(45_050);
    const list = await ok(crew.field.browser.api.projects.$get({ query: {} }));
    const listed = list.find((p) => p.id === crew.project.id)!;
    expect(listed.totalValue).toBeNull();
    expect(listed.progressAmount).toBe(45_050);
    const billings = await ok(
      crew.field.browser.api.projects[":id"].progress.$get({ param: { id: String(crew.project.id) } }),
    );
    expect(billings.map((b) => b.id)).toEqual([crew.tinas.id]);
    // The owner still sees all of it.
    const owners = await ok(crew.owner.browser.api.projects[":id"].$get({ param: { id: String(crew.project.id) } }));
    expect(owners.totalValue).toBe(2_400_000);
    expect(owners.latestProgress?.id).toBe(crew.olivias.id);
    const all = await ok(
      crew.owner.browser.api.projects[":id"].progress.$get({ param: { id: String(crew.project.id) } }),
    );
    expect(all.map((b) => b.id).sort()).toEqual([crew.tinas.id, crew.olivias.id].sort());
  });

  it("the dashboard: activity, active projects and counts are their own billings only", async () => {
    const mine = await ok(crew.field.browser.api.dashboard.$get());
    const amounts = [
      ...mine.recentActivity.map((a) => a.amount),
      ...mine.activeProjects.map((p) => p.amount),
      mine.cashFlow.pending + mine.cashFlow.approved + mine.cashFlow.paid,
    ];
    expect(amounts).not.toContain(399_999);
    expect(mine.activeProjects.find((p) => p.id === crew.project.id)).toMatchObject({
      latestProgressId: crew.tinas.id,
      amount: 45_050,
    });
    expect(mine.billingCounts).toEqual({ pending: 1, approved: 0, paid: 0, rejected: 0 });
    const owners = await ok(crew.owner.browser.api.dashboard.$get());
    expect(owners.billingCounts.pending).toBe(2);
  });
});

describe("a field member past the contract value", () => {
  it("is refused with no figure, and cannot raise the contract value themselves", async () => {
    for (const contractChangeConfirmed of [false, true]) {
      const res = await crew.field.browser.api.progress.$post({
        json: {
          projectId: crew.project.id,
          completionPercentage: 60,
          amount: 2_000_000,
          photos: [],
          ...(contractChangeConfirmed ? { contractChangeConfirmed } : {}),
        },
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as unknown as { message: string };
      expect(body.message).toBe(PAST_CONTRACT_ASK_OFFICE);
      expect(body.message).not.toMatch(/\$|\d/);
    }
    const owners = await ok(crew.owner.browser.api.projects[":id"].$get({ param: { id: String(crew.project.id) } }));
    expect(owners.totalValue).toBe(2_400_000);
  });
});

describe("roles and removal reach the member's next request", () => {
  it("a role change shows in the member's very next answer", async () => {
    const tech = await join(crew.owner.browser, "field", "Rita Role");
    const before = await tech.browser.fetch("/api/dashboard");
    expect(before.headers.get("x-member-role")).toBe("field");
    await ok(
      crew.owner.browser.api.team.members[":id"].$patch({
        param: { id: String(tech.user.id) },
        json: { role: "office" },
      }),
    );
    const after = await tech.browser.fetch("/api/projects");
    expect(after.headers.get("x-member-role")).toBe("office");
    expect((await tech.browser.fetch("/api/nudge-templates")).status).toBe(200);
  });

  it("a removed member is told whose team they left; a stranger's 401 stays plain", async () => {
    const tech = await join(crew.owner.browser, "field", "Gone Soon");
    await ok(crew.owner.browser.api.team.members[":id"].$delete({ param: { id: String(tech.user.id) } }));
    for (const path of ["/api/user", "/api/dashboard", "/api/team"]) {
      const res = await tech.browser.fetch(path);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({
        code: "MEMBER_REMOVED",
        message: TEAM_TEXTS.removedFrom(crew.owner.data.companyName!),
      });
    }
    const stranger = await new Browser().fetch("/api/user");
    expect(await stranger.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("invites, signed in or by text, and coming back", () => {
  it("previews a text invite with its number, and joins without an email", async () => {
    const sent = await ok(
      crew.owner.browser.api.team.invites.$post({
        json: { fullName: "Text Tech", phone: "+15125550123", role: "field" },
      }),
      201,
    );
    const token = await inviteToken(sent.id);
    const preview = await ok(new Browser().api.invites[":token"].$get({ param: { token } }));
    expect(preview).toMatchObject({ phone: "+15125550123", phoneDisplay: "(512) 555-0123", email: null });
    const phone = new Browser();
    const username = uniqueName("text");
    const joined = await ok(
      phone.api.invites[":token"].accept.$post({
        param: { token },
        json: { username, password: PASSWORD, fullName: "Text Tech", email: "", phone: "+15125550123" },
      }),
      201,
    );
    expect(joined).toMatchObject({ role: "field", phone: "+15125550123" });
    // Neither an email nor a number: refused with the words.
    const other = await ok(
      crew.owner.browser.api.team.invites.$post({
        json: { fullName: "No Contact", phone: "+15125550124", role: "field" },
      }),
      201,
    );
    const none = await failure(
      new Browser().api.invites[":token"].accept.$post({
        param: { token: await inviteToken(other.id) },
        json: { username: uniqueName("none"), password: PASSWORD, fullName: "No Contact", email: "", phone: null },
      }),
    );
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(TEAM_TEXTS.joinNeedsContact);
  });

  it("a removed member rejoins with their own username and password, and their earlier billings are theirs again", async () => {
    const tech = await join(crew.owner.browser, "field", "Back Again");
    const earlier = await makeProgress(tech.browser, { projectId: crew.project.id, completionPercentage: 50 });
    await ok(crew.owner.browser.api.team.members[":id"].$delete({ param: { id: String(tech.user.id) } }));
    const sent = await ok(
      crew.owner.browser.api.team.invites.$post({
        json: { fullName: "Back Again", email: `${uniqueName("back")}@example.com`, role: "office" },
      }),
      201,
    );
    const token = await inviteToken(sent.id);
    const accept = (browser: Browser, password: string) =>
      browser.api.invites[":token"].accept.$post({
        param: { token },
        json: { username: tech.username, password, fullName: "Back Again", email: null, phone: "+15125550199" },
      });
    const wrong = await failure(accept(new Browser(), "not-the-password-9"));
    expect(wrong.body.message).toBe(TEAM_TEXTS.rejoinPassword);
    const phone = new Browser();
    const back = await ok(accept(phone, PASSWORD), 201);
    expect(back).toMatchObject({ id: tech.user.id, role: "office", email: tech.user.email });
    const mine = await ok(phone.api.progress[":id"].$get({ param: { id: String(earlier.id) } }));
    expect(mine.billedBy).toBe("Back Again");
    const team = await ok(crew.owner.browser.api.team.$get());
    expect(team.members.filter((m) => m.fullName === "Back Again")).toHaveLength(1);
    // Another company's person (or a current member's username) stays taken.
    const taken = await failure(
      new Browser().api.invites[":token"].accept.$post({
        param: {
          token: await inviteToken(
            (
              await ok(
                crew.owner.browser.api.team.invites.$post({
                  json: { fullName: "X", email: `${uniqueName("x")}@example.com`, role: "field" },
                }),
                201,
              )
            ).id,
          ),
        },
        json: { username: crew.field.username, password: PASSWORD, fullName: "X", email: null, phone: "+15125550100" },
      }),
    );
    expect(taken.status).toBe(400);
  });
});
