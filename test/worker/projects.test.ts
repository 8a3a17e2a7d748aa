// Projects: create (client ownership, cents, completion), the derived display of the latest progress, isolation.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CreateProject } from "#schema/contracts/projects";
import { makeClient, makeProgress, makeProject } from "../factories/billing";
import { Browser, failure, ok, signedUp } from "./http";

const create = (browser: Browser, json: CreateProject) => browser.api.projects.$post({ json });
const listOf = (browser: Browser, query: { clientId?: string } = {}) => ok(browser.api.projects.$get({ query }), 200);
const projectCall = (browser: Browser, id: number) => browser.api.projects[":id"].$get({ param: { id: String(id) } });
const progressCall = (browser: Browser, id: number) =>
  browser.api.projects[":id"].progress.$get({ param: { id: String(id) } });

describe("create project", () => {
  it("creates a project for one of the user's clients, total in cents", async () => {
    const { browser } = await signedUp();
    const client = await makeClient(browser);
    const body = await ok(
      create(browser, {
        name: " Webb Kitchen Rewire ",
        description: "New 200A panel",
        clientId: client.id,
        totalValue: 1_850_050,
        completionPercentage: 10,
      }),
      201,
    );
    expect(body).toMatchObject({
      name: "Webb Kitchen Rewire",
      description: "New 200A panel",
      clientId: client.id,
      totalValue: 1_850_050,
      completionPercentage: 10,
      status: "active",
    });
    expect(body).not.toHaveProperty("userId");
  });

  it("defaults completion to 0 and total to none", async () => {
    const { browser } = await signedUp();
    const client = await makeClient(browser);
    const body = await ok(create(browser, { name: "Service call", clientId: client.id }), 201);
    expect(body).toMatchObject({ completionPercentage: 0, totalValue: null, description: null });
  });

  it.each([
    [{ name: "" }, "Project name is required"],
    [{ name: undefined }, "Project name is required"],
    [{ clientId: undefined }, "Client is required"],
    [{ clientId: "" }, "Client is required"],
    [{ clientId: 0 }, "Client is required"],
    [{ completionPercentage: 101 }, "Completion must be between 0 and 100"],
    [{ completionPercentage: -1 }, "Completion must be between 0 and 100"],
    [{ totalValue: 12.5 }, "Total value must be in whole cents"],
    [{ totalValue: -100 }, "Total value cannot be negative"],
  ])("refuses %o with a clear message", async (overrides, message) => {
    const { browser } = await signedUp();
    const client = await makeClient(browser);
    // Some overrides are not of the contract's type (a client id of ""): cast, not checked.
    const res = await failure(
      create(browser, { name: "Job", clientId: client.id, ...(overrides as Partial<CreateProject>) }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("answers another contractor's client with 404 Client not found and creates nothing", async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const client = await makeClient(owner.browser);
    const res = await failure(create(other.browser, { name: "Sneaky", clientId: client.id }));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Client not found");
    expect(await listOf(other.browser)).toEqual([]);
    expect(await listOf(owner.browser)).toEqual([]);
  });

  it("needs a signed-in user", async () => {
    expect((await failure(new Browser().api.projects.$get({ query: {} }))).status).toBe(401);
    expect((await failure(create(new Browser(), { name: "x", clientId: 1 }))).status).toBe(401);
  });
});

describe("project lists and the derived display", () => {
  it("shows a project without progress with the defaults: pending, amount 0, progress number 0", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const list = await listOf(browser);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: project.id,
      latestProgress: null,
      progressStatus: "pending",
      progressAmount: 0,
      lastProgressNumber: 0,
      lastProgressDate: null,
    });
    expect(list[0]!.client).toMatchObject({ id: project.clientId, companyName: "Webb Family Homes" });
  });

  it("takes status, amount, number and date from the latest progress by createdAt, not by number", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const first = await makeProgress(browser, { projectId: project.id, completionPercentage: 20, amount: 100_000 });
    const second = await makeProgress(browser, { projectId: project.id, completionPercentage: 40, amount: 250_000 });
    expect([first.progressNumber, second.progressNumber]).toEqual([1, 2]);

    let view = await ok(projectCall(browser, project.id));
    expect(view).toMatchObject({
      progressStatus: "pending",
      progressAmount: 250_000,
      lastProgressNumber: 2,
      completionPercentage: 40,
    });
    expect(view.latestProgress!.id).toBe(second.id);

    // Make #1 the most recent by createdAt (e.g. a back-dated import): the display follows createdAt.
    await env.DB.prepare("update progress set created_at = ?, status = 'approved' where id = ?")
      .bind(Date.now() + 60_000, first.id)
      .run();
    view = await ok(projectCall(browser, project.id));
    expect(view).toMatchObject({ progressStatus: "approved", progressAmount: 100_000, lastProgressNumber: 1 });
    expect(new Date(view.lastProgressDate!).getTime()).toBeGreaterThan(Date.now());
    const listed = (await listOf(browser)).find((p) => p.id === project.id);
    expect(listed).toMatchObject({ progressStatus: "approved", progressAmount: 100_000, lastProgressNumber: 1 });
  });

  it("filters by ?clientId= and lists newest first", async () => {
    const { browser } = await signedUp();
    const a = await makeClient(browser);
    const b = await makeClient(browser);
    const p1 = await makeProject(browser, { clientId: a.id });
    const p2 = await makeProject(browser, { clientId: b.id });
    const p3 = await makeProject(browser, { clientId: a.id });
    const ids = async (query: { clientId?: string } = {}) => (await listOf(browser, query)).map((p) => p.id);
    expect(await ids()).toEqual([p3.id, p2.id, p1.id]);
    expect(await ids({ clientId: String(a.id) })).toEqual([p3.id, p1.id]);
    expect(await ids({ clientId: String(b.id) })).toEqual([p2.id]);
  });

  it("reads one project with its client's contact details", async () => {
    const { browser } = await signedUp();
    const client = await makeClient(browser, { phone: "+1 512 555 0101" });
    const project = await makeProject(browser, { clientId: client.id, description: "Panel upgrade" });
    const body = await ok(projectCall(browser, project.id), 200);
    expect(body).toMatchObject({ id: project.id, description: "Panel upgrade", totalValue: 1_850_000 });
    expect(body.client).toEqual({
      id: client.id,
      name: client.name,
      companyName: client.companyName,
      email: client.email,
      phone: "+15125550101",
      phoneDisplay: "(512) 555-0101",
      phoneInvalid: false,
    });
  });

  it("lists a project's progress newest number first", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    await makeProgress(browser, { projectId: project.id, completionPercentage: 10 });
    await makeProgress(browser, { projectId: project.id, completionPercentage: 30 });
    const body = await ok(progressCall(browser, project.id), 200);
    expect(body.map((p) => p.progressNumber)).toEqual([2, 1]);
    expect(body[0]).not.toHaveProperty("idempotencyKey");
  });

  it("hides another contractor's project, its progress and its client's projects", async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const project = await makeProject(owner.browser);
    await makeProgress(owner.browser, { projectId: project.id });
    for (const call of [projectCall, progressCall]) {
      const res = await failure(call(other.browser, project.id));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Project not found");
    }
    expect(await listOf(other.browser, { clientId: String(project.clientId) })).toEqual([]);
    expect(await listOf(other.browser)).toEqual([]);
  });
});
