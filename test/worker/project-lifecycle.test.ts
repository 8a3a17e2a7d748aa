// Project and client lifecycle: edit, complete, reopen, archive, delete-or-archive, and what each hides; plus the
// payment-date rule of mark-paid (not before submission, not in the future, on the contractor's calendar).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  CLIENT_LOCKED_BY_BILLINGS,
  NOTHING_TO_UPDATE,
  PAID_ON_FUTURE,
  PROJECT_ARCHIVED,
  PROJECT_COMPLETED,
  PROJECT_NOT_COMPLETED,
  paidOnBeforeSubmission,
} from "#schema/contracts";
import type { MarkPaid } from "#schema/contracts/approvals";
import type { UpdateProject } from "#schema/contracts/project-lifecycle";
import { approvedProgress, makeClient, makeProject } from "../factories/billing";
import { type Browser, failure, ok, signedUp } from "./http";

const row = (sql: string, ...args: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...args)
    .first<Record<string, unknown>>();

const billed = async (browser: Browser, projectId: number, completionPercentage = 40) =>
  (await ok(bill(browser, projectId, completionPercentage), 201)).id;
/** A billing whose answer the test inspects, success or refusal alike. */
const bill = (browser: Browser, projectId: number, completionPercentage: number) =>
  browser.api.progress.$post({ json: { projectId, completionPercentage, amount: 250_000 } });

const idsOf = async (list: Promise<{ id: number }[]>) => (await list).map((x) => x.id);
const projectIds = (browser: Browser) => idsOf(ok(browser.api.projects.$get({ query: {} })));
const progressIds = (browser: Browser) => idsOf(ok(browser.api.progress.$get({ query: {} })));
const clientsOf = (browser: Browser) => ok(browser.api.clients.$get({ query: {} }));
const clientIds = (browser: Browser) => idsOf(clientsOf(browser));
const targetsOf = (browser: Browser) => ok(browser.api["nudge-targets"].$get());
const removeClient = (browser: Browser, id: number) =>
  browser.api.clients[":id"].$delete({ param: { id: String(id) } });

const projectCalls = (browser: Browser, id: number) => {
  const param = { id: String(id) };
  const one = browser.api.projects[":id"];
  return {
    get: () => one.$get({ param }),
    edit: (json: UpdateProject) => one.$patch({ param, json }),
    remove: () => one.$delete({ param }),
    complete: () => one.complete.$post({ param }),
    reopen: () => one.reopen.$post({ param }),
    archive: () => one.archive.$post({ param }),
  };
};

describe("edit a project", () => {
  it("changes name, description, total and client, and answers the project as the lists show it", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const other = await makeClient(browser, { companyName: "Harbor Dental" });
    const calls = projectCalls(browser, project.id);
    const body = await ok(
      calls.edit({ name: " Dental Office Fit-out ", description: "", totalValue: 4_200_000, clientId: other.id }),
      200,
    );
    expect(body).toMatchObject({
      id: project.id,
      name: "Dental Office Fit-out",
      description: null,
      totalValue: 4_200_000,
      clientId: other.id,
      client: { companyName: "Harbor Dental" },
      status: "active",
    });
    const cleared = await ok(calls.edit({ totalValue: null }));
    expect(cleared).toMatchObject({ totalValue: null, name: "Dental Office Fit-out" });
  });

  it.each<[UpdateProject, string]>([
    [{}, NOTHING_TO_UPDATE],
    [{ name: "  " }, "Project name is required"],
    [{ clientId: 0 }, "Client is required"],
    [{ totalValue: 12.5 }, "Total value must be in whole cents"],
    [{ totalValue: -1 }, "Total value cannot be negative"],
  ])("refuses %o with the spec's message", async (json, message) => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const res = await failure(projectCalls(browser, project.id).edit(json));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("keeps the client of a project with billings, and refuses another contractor's client as missing", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    await billed(browser, project.id);
    const other = await makeClient(browser);
    const calls = projectCalls(browser, project.id);
    const moved = await failure(calls.edit({ clientId: other.id }));
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(CLIENT_LOCKED_BY_BILLINGS);
    expect((await row("select client_id from projects where id = ?", project.id))?.client_id).toBe(project.clientId);
    // Same client again is no move: the rest of the edit goes through.
    await ok(calls.edit({ clientId: project.clientId, name: "Renamed" }), 200);

    const { browser: stranger } = await signedUp();
    const theirs = await makeClient(stranger);
    const fresh = await makeProject(browser);
    const hijack = await failure(projectCalls(browser, fresh.id).edit({ clientId: theirs.id }));
    expect(hijack.status).toBe(404);
  });
});

describe("complete and reopen", () => {
  it("marks a project completed, keeps it out of billing, and reopens it", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    await billed(browser, project.id);
    const calls = projectCalls(browser, project.id);
    expect((await ok(calls.complete(), 200)).status).toBe("completed");
    // A double tap answers the same project.
    expect((await ok(calls.complete())).status).toBe("completed");
    const refused = await failure(bill(browser, project.id, 80));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PROJECT_COMPLETED);
    // Out of the reminder pickers, still in the projects list (Completed tab).
    const targets = await targetsOf(browser);
    expect(targets.flatMap((c) => c.projects).map((p) => p.id)).not.toContain(project.id);
    expect(await projectIds(browser)).toContain(project.id);

    expect((await ok(calls.reopen(), 200)).status).toBe("active");
    expect((await bill(browser, project.id, 80)).status).toBe(201);
    const targetsAfter = await targetsOf(browser);
    expect(targetsAfter.flatMap((c) => c.projects).map((p) => p.id)).toContain(project.id);
  });

  it("reopens only a completed project", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    // Reopening an active project is the state it is already in: answered unchanged.
    const calls = projectCalls(browser, project.id);
    expect((await ok(calls.reopen())).status).toBe("active");
    await ok(calls.archive());
    const res = await failure(calls.reopen());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PROJECT_ARCHIVED);
    expect(PROJECT_NOT_COMPLETED).toMatch(/reopened/);
  });
});

describe("delete or archive a project", () => {
  it("deletes a project without billings", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const calls = projectCalls(browser, project.id);
    expect(await ok(calls.remove(), 200)).toEqual({ id: project.id, outcome: "deleted" });
    expect(await row("select id from projects where id = ?", project.id)).toBeNull();
    expect((await failure(calls.get())).status).toBe(404);
  });

  it("archives a project with billings instead: out of the lists, its invoices and PDF kept", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const progressId = await billed(browser, project.id);
    const calls = projectCalls(browser, project.id);
    expect(await ok(calls.remove(), 200)).toEqual({ id: project.id, outcome: "archived" });
    expect(await row("select status, archived_at is not null archived from projects where id = ?", project.id)).toEqual(
      { status: "archived", archived: 1 },
    );
    expect(await projectIds(browser)).not.toContain(project.id);
    expect((await ok(calls.get())).status).toBe("archived");
    expect(await progressIds(browser)).toContain(progressId);
    expect((await browser.fetch(`/api/progress/${progressId}/invoice.pdf`)).status).toBe(200);
    const edit = await failure(calls.edit({ name: "Back" }));
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(PROJECT_ARCHIVED);
    const refused = await failure(bill(browser, project.id, 90));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PROJECT_ARCHIVED);
    // Deleting again changes nothing and loses nothing.
    expect((await ok(calls.remove())).outcome).toBe("archived");
    expect(await row("select id from progress where id = ?", progressId)).not.toBeNull();
  });

  it("answers 404 for an unknown or malformed project id", async () => {
    const { browser } = await signedUp();
    expect((await browser.fetch("/api/projects/999999", { method: "DELETE" })).status).toBe(404);
    expect((await browser.fetch("/api/projects/abc/complete", { method: "POST" })).status).toBe(404);
  });
});

describe("delete or archive a client", () => {
  it("deletes a client without billings, with its projects", async () => {
    const { browser } = await signedUp();
    const client = await makeClient(browser);
    const project = await makeProject(browser, { clientId: client.id });
    const listed = (await clientsOf(browser)).find((c) => c.id === client.id);
    expect(listed!.billingCount).toBe(0);
    expect(await ok(removeClient(browser, client.id))).toEqual({ id: client.id, outcome: "deleted" });
    expect(await row("select id from clients where id = ?", client.id)).toBeNull();
    expect(await row("select id from projects where id = ?", project.id)).toBeNull();
  });

  it("archives a client with billings: gone from lists and pickers, invoices kept, no new project for it", async () => {
    const { browser } = await signedUp();
    const client = await makeClient(browser);
    const project = await makeProject(browser, { clientId: client.id });
    const spare = await makeProject(browser, { clientId: client.id });
    const progressId = await billed(browser, project.id);
    const listed = (await clientsOf(browser)).find((c) => c.id === client.id);
    expect(listed!.billingCount).toBe(1);

    expect(await ok(removeClient(browser, client.id), 200)).toEqual({ id: client.id, outcome: "archived" });
    expect(await clientIds(browser)).not.toContain(client.id);
    const projects = await projectIds(browser);
    expect(projects).not.toContain(project.id);
    expect(projects).not.toContain(spare.id);
    expect((await targetsOf(browser)).map((c) => c.id)).not.toContain(client.id);
    expect(await progressIds(browser)).toContain(progressId);
    await ok(browser.api.progress[":id"].$get({ param: { id: String(progressId) } }), 200);
    const again = await failure(browser.api.projects.$post({ json: { name: "New", clientId: client.id } }));
    expect(again.status).toBe(404);
  });

  it("answers 404 for another contractor's client and leaves it alone", async () => {
    const { browser } = await signedUp();
    const { browser: stranger } = await signedUp();
    const client = await makeClient(browser);
    expect((await stranger.fetch(`/api/clients/${client.id}`, { method: "DELETE" })).status).toBe(404);
    expect(await row("select archived_at from clients where id = ?", client.id)).toEqual({ archived_at: null });
  });
});

describe("mark paid: the payment date", () => {
  /** A contractor in a timezone with one billing approved in person. */
  async function withApproved(timezone = "America/Chicago") {
    const { browser } = await signedUp({ timezone });
    const project = await makeProject(browser);
    const { id } = await approvedProgress(browser, {
      projectId: project.id,
      completionPercentage: 40,
      amount: 250_000,
    });
    return { browser, id };
  }
  const markPaid = (browser: Browser, id: number, json: MarkPaid) =>
    browser.api.progress[":id"]["mark-paid"].$post({ param: { id: String(id) }, json });
  const setCreatedAt = (id: number, at: number) =>
    env.DB.prepare("update progress set created_at = ? where id = ?").bind(at, id).run();
  const localDay = (timeZone: string, at = new Date()) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(at);

  it("refuses a day before the billing was submitted, naming that day", async () => {
    const { browser, id } = await withApproved();
    await setCreatedAt(id, Date.UTC(2026, 2, 10, 18));
    const res = await failure(markPaid(browser, id, { paidOn: "2026-03-09", method: "check" }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(paidOnBeforeSubmission("2026-03-10"));
    expect(res.body.message).toBe("The payment date can't be before the billing was submitted (Mar 10, 2026)");
    await ok(markPaid(browser, id, { paidOn: "2026-03-10", method: "check" }), 200);
  });

  it("reads submission day on the contractor's calendar, not UTC's", async () => {
    // 02:00 UTC on Mar 11 is still Mar 10 in Chicago: a Mar 10 payment is fine there.
    const { browser, id } = await withApproved("America/Chicago");
    await setCreatedAt(id, Date.UTC(2026, 2, 11, 2));
    await ok(markPaid(browser, id, { paidOn: "2026-03-10", method: "cash" }), 200);
  });

  it("refuses tomorrow in the contractor's timezone and accepts today", async () => {
    const tz = "Pacific/Kiritimati";
    const { browser, id } = await withApproved(tz);
    const tomorrow = localDay(tz, new Date(Date.now() + 24 * 3600_000));
    const res = await failure(markPaid(browser, id, { paidOn: tomorrow, method: "cash" }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PAID_ON_FUTURE);
    await ok(markPaid(browser, id, { paidOn: localDay(tz), method: "cash" }), 200);
  });
});
