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
import { makeClient, makeProject, SIGNATURE, submitProgress } from "../factories/billing";
import { type Browser, signedUp } from "./http";

const row = (sql: string, ...args: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...args)
    .first<Record<string, unknown>>();

async function billed(browser: Browser, projectId: number, completionPercentage = 40) {
  const res = await submitProgress(browser, { projectId, completionPercentage, amount: 250_000 });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

const ids = async (browser: Browser, path: string) =>
  ((await browser.json<{ id: number }[]>(path)).body ?? []).map((x) => x.id);

describe("edit a project", () => {
  it("changes name, description, total and client, and answers the project as the lists show it", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const other = await makeClient(browser, { companyName: "Harbor Dental" });
    const res = await browser.json<any>(`/api/projects/${project.id}`, {
      method: "PATCH",
      json: { name: " Dental Office Fit-out ", description: "", totalValue: 4_200_000, clientId: other.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: project.id,
      name: "Dental Office Fit-out",
      description: null,
      totalValue: 4_200_000,
      clientId: other.id,
      client: { companyName: "Harbor Dental" },
      status: "active",
    });
    const cleared = await browser.json<any>(`/api/projects/${project.id}`, {
      method: "PATCH",
      json: { totalValue: null },
    });
    expect(cleared.body).toMatchObject({ totalValue: null, name: "Dental Office Fit-out" });
  });

  it.each([
    [{}, NOTHING_TO_UPDATE],
    [{ name: "  " }, "Project name is required"],
    [{ clientId: 0 }, "Client is required"],
    [{ totalValue: 12.5 }, "Total value must be in whole cents"],
    [{ totalValue: -1 }, "Total value cannot be negative"],
  ])("refuses %o with the spec's message", async (json, message) => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const res = await browser.json<any>(`/api/projects/${project.id}`, { method: "PATCH", json });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("keeps the client of a project with billings, and refuses another contractor's client as missing", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    await billed(browser, project.id);
    const other = await makeClient(browser);
    const moved = await browser.json<any>(`/api/projects/${project.id}`, {
      method: "PATCH",
      json: { clientId: other.id },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(CLIENT_LOCKED_BY_BILLINGS);
    expect((await row("select client_id from projects where id = ?", project.id))?.client_id).toBe(project.clientId);
    // Same client again is no move: the rest of the edit goes through.
    const same = await browser.json<any>(`/api/projects/${project.id}`, {
      method: "PATCH",
      json: { clientId: project.clientId, name: "Renamed" },
    });
    expect(same.status).toBe(200);

    const { browser: stranger } = await signedUp();
    const theirs = await makeClient(stranger);
    const fresh = await makeProject(browser);
    const hijack = await browser.json<any>(`/api/projects/${fresh.id}`, {
      method: "PATCH",
      json: { clientId: theirs.id },
    });
    expect(hijack.status).toBe(404);
  });
});

describe("complete and reopen", () => {
  it("marks a project completed, keeps it out of billing, and reopens it", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    await billed(browser, project.id);
    const done = await browser.json<any>(`/api/projects/${project.id}/complete`, { method: "POST" });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe("completed");
    // A double tap answers the same project.
    expect((await browser.json<any>(`/api/projects/${project.id}/complete`, { method: "POST" })).body.status).toBe(
      "completed",
    );
    const refused = await submitProgress(browser, { projectId: project.id, completionPercentage: 80 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PROJECT_COMPLETED);
    // Out of the reminder pickers, still in the projects list (Completed tab).
    const targets = (await browser.json<any[]>("/api/nudge-targets")).body;
    expect(targets.flatMap((c) => c.projects).map((p: { id: number }) => p.id)).not.toContain(project.id);
    expect(await ids(browser, "/api/projects")).toContain(project.id);

    const reopened = await browser.json<any>(`/api/projects/${project.id}/reopen`, { method: "POST" });
    expect(reopened.status).toBe(200);
    expect(reopened.body.status).toBe("active");
    expect((await submitProgress(browser, { projectId: project.id, completionPercentage: 80 })).status).toBe(201);
    const targetsAfter = (await browser.json<any[]>("/api/nudge-targets")).body;
    expect(targetsAfter.flatMap((c) => c.projects).map((p: { id: number }) => p.id)).toContain(project.id);
  });

  it("reopens only a completed project", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    // Reopening an active project is the state it is already in: answered unchanged.
    expect((await browser.json<any>(`/api/projects/${project.id}/reopen`, { method: "POST" })).body.status).toBe(
      "active",
    );
    await browser.json<any>(`/api/projects/${project.id}/archive`, { method: "POST" });
    const res = await browser.json<any>(`/api/projects/${project.id}/reopen`, { method: "POST" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PROJECT_ARCHIVED);
    expect(PROJECT_NOT_COMPLETED).toMatch(/reopened/);
  });
});

describe("delete or archive a project", () => {
  it("deletes a project without billings", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const res = await browser.json<any>(`/api/projects/${project.id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: project.id, outcome: "deleted" });
    expect(await row("select id from projects where id = ?", project.id)).toBeNull();
    expect((await browser.json<any>(`/api/projects/${project.id}`)).status).toBe(404);
  });

  it("archives a project with billings instead: out of the lists, its invoices and PDF kept", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const progressId = await billed(browser, project.id);
    const res = await browser.json<any>(`/api/projects/${project.id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: project.id, outcome: "archived" });
    expect(await row("select status, archived_at is not null archived from projects where id = ?", project.id)).toEqual(
      { status: "archived", archived: 1 },
    );
    expect(await ids(browser, "/api/projects")).not.toContain(project.id);
    expect((await browser.json<any>(`/api/projects/${project.id}`)).body.status).toBe("archived");
    expect(await ids(browser, "/api/progress")).toContain(progressId);
    expect((await browser.fetch(`/api/progress/${progressId}/invoice.pdf`)).status).toBe(200);
    const edit = await browser.json<any>(`/api/projects/${project.id}`, { method: "PATCH", json: { name: "Back" } });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(PROJECT_ARCHIVED);
    const bill = await submitProgress(browser, { projectId: project.id, completionPercentage: 90 });
    expect(bill.status).toBe(409);
    expect(bill.body.message).toBe(PROJECT_ARCHIVED);
    // Deleting again changes nothing and loses nothing.
    expect((await browser.json<any>(`/api/projects/${project.id}`, { method: "DELETE" })).body.outcome).toBe(
      "archived",
    );
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
    const listed = (await browser.json<any[]>("/api/clients")).body.find((c) => c.id === client.id);
    expect(listed.billingCount).toBe(0);
    const res = await browser.json<any>(`/api/clients/${client.id}`, { method: "DELETE" });
    expect(res.body).toEqual({ id: client.id, outcome: "deleted" });
    expect(await row("select id from clients where id = ?", client.id)).toBeNull();
    expect(await row("select id from projects where id = ?", project.id)).toBeNull();
  });

  it("archives a client with billings: gone from lists and pickers, invoices kept, no new project for it", async () => {
    const { browser } = await signedUp();
    const client = await makeClient(browser);
    const project = await makeProject(browser, { clientId: client.id });
    const spare = await makeProject(browser, { clientId: client.id });
    const progressId = await billed(browser, project.id);
    const listed = (await browser.json<any[]>("/api/clients")).body.find((c) => c.id === client.id);
    expect(listed.billingCount).toBe(1);

    const res = await browser.json<any>(`/api/clients/${client.id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: client.id, outcome: "archived" });
    expect(await ids(browser, "/api/clients")).not.toContain(client.id);
    const projects = await ids(browser, "/api/projects");
    expect(projects).not.toContain(project.id);
    expect(projects).not.toContain(spare.id);
    expect((await browser.json<any[]>("/api/nudge-targets")).body.map((c) => c.id)).not.toContain(client.id);
    expect(await ids(browser, "/api/progress")).toContain(progressId);
    expect((await browser.json<any>(`/api/progress/${progressId}`)).status).toBe(200);
    const again = await browser.json<any>("/api/projects", {
      method: "POST",
      json: { name: "New", clientId: client.id },
    });
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
  async function approvedProgress(timezone = "America/Chicago") {
    const { browser } = await signedUp({ timezone });
    const project = await makeProject(browser);
    const id = await billed(browser, project.id);
    const approve = await browser.json<any>(`/api/progress/${id}/approve`, {
      method: "PATCH",
      json: { signature: SIGNATURE },
    });
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    return { browser, id };
  }
  const setCreatedAt = (id: number, at: number) =>
    env.DB.prepare("update progress set created_at = ? where id = ?").bind(at, id).run();
  const localDay = (timeZone: string, at = new Date()) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(at);

  it("refuses a day before the billing was submitted, naming that day", async () => {
    const { browser, id } = await approvedProgress();
    await setCreatedAt(id, Date.UTC(2026, 2, 10, 18));
    const res = await browser.json<any>(`/api/progress/${id}/mark-paid`, {
      method: "POST",
      json: { paidOn: "2026-03-09", method: "check" },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(paidOnBeforeSubmission("2026-03-10"));
    expect(res.body.message).toBe("The payment date can't be before the billing was submitted (Mar 10, 2026)");
    const ok = await browser.json<any>(`/api/progress/${id}/mark-paid`, {
      method: "POST",
      json: { paidOn: "2026-03-10", method: "check" },
    });
    expect(ok.status).toBe(200);
  });

  it("reads submission day on the contractor's calendar, not UTC's", async () => {
    // 02:00 UTC on Mar 11 is still Mar 10 in Chicago: a Mar 10 payment is fine there.
    const { browser, id } = await approvedProgress("America/Chicago");
    await setCreatedAt(id, Date.UTC(2026, 2, 11, 2));
    const ok = await browser.json<any>(`/api/progress/${id}/mark-paid`, {
      method: "POST",
      json: { paidOn: "2026-03-10", method: "cash" },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it("refuses tomorrow in the contractor's timezone and accepts today", async () => {
    const tz = "Pacific/Kiritimati";
    const { browser, id } = await approvedProgress(tz);
    const tomorrow = localDay(tz, new Date(Date.now() + 24 * 3600_000));
    const res = await browser.json<any>(`/api/progress/${id}/mark-paid`, {
      method: "POST",
      json: { paidOn: tomorrow, method: "cash" },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PAID_ON_FUTURE);
    const today = await browser.json<any>(`/api/progress/${id}/mark-paid`, {
      method: "POST",
      json: { paidOn: localDay(tz), method: "cash" },
    });
    expect(today.status, JSON.stringify(today.body)).toBe(200);
  });
});
