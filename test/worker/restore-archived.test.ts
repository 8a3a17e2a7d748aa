// Restore (issue 23): archived projects and clients are listed and come back. A project returns as completed (Reopen,
// which checks the plan's active-project quota, makes it billable), only once its client is live; another company's
// archived object is a 404; restoring twice is harmless; the field tech may not restore.
import { describe, expect, it } from "vitest";
import { RESTORE_CLIENT_FIRST } from "#schema/contracts/project-lifecycle";
import { makeClient, makeProject } from "../factories/billing";
import { type Browser, failure, ok, signedUp } from "./http";

const archivedProjects = (b: Browser) => ok(b.api.projects.archived.$get());
const archivedClients = (b: Browser) => ok(b.api.clients.archived.$get());
const restoreProject = (b: Browser, id: number) => b.api.projects[":id"].restore.$post({ param: { id: String(id) } });
const restoreClient = (b: Browser, id: number) => b.api.clients[":id"].restore.$post({ param: { id: String(id) } });
const bill = (b: Browser, projectId: number) =>
  ok(b.api.progress.$post({ json: { projectId, completionPercentage: 40, amount: 250_000 } }), 201);

describe("restore archived projects and clients", () => {
  it("lists an archived project and restores it as completed; Reopen makes it billable again", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser, { name: "Webb Deck" });
    await ok(browser.api.projects[":id"].archive.$post({ param: { id: String(project.id) } }));
    const listed = await archivedProjects(browser);
    expect(listed).toMatchObject([{ id: project.id, name: "Webb Deck", clientArchived: false }]);
    expect(listed[0]!.archivedAt).toMatch(/^\d{4}-/);

    const restored = await ok(restoreProject(browser, project.id));
    expect(restored).toMatchObject({ id: project.id, status: "completed" });
    expect(await archivedProjects(browser)).toEqual([]);
    // Twice is harmless.
    expect(await ok(restoreProject(browser, project.id))).toMatchObject({ status: "completed" });
    await ok(browser.api.projects[":id"].reopen.$post({ param: { id: String(project.id) } }));
    await bill(browser, project.id);
  });

  it("a client archived with its billed project comes back first; then the project can", async () => {
    const { browser } = await signedUp();
    const client = await makeClient(browser, { name: "Marcus Webb" });
    const project = await makeProject(browser, { clientId: client.id });
    await bill(browser, project.id);
    expect(await ok(browser.api.clients[":id"].$delete({ param: { id: String(client.id) } }))).toMatchObject({
      outcome: "archived",
    });
    expect(await archivedClients(browser)).toMatchObject([{ id: client.id, name: "Marcus Webb" }]);
    expect((await archivedProjects(browser))[0]).toMatchObject({ id: project.id, clientArchived: true });

    const early = await failure(restoreProject(browser, project.id));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(RESTORE_CLIENT_FIRST);

    await ok(restoreClient(browser, client.id));
    expect(await archivedClients(browser)).toEqual([]);
    const clients = await ok(browser.api.clients.$get({ query: {} }));
    expect(clients.map((c) => c.id)).toContain(client.id);
    await ok(restoreProject(browser, project.id));
  });

  it("another company's archived object is a 404, and its lists never show", async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const project = await makeProject(owner.browser);
    await ok(owner.browser.api.projects[":id"].archive.$post({ param: { id: String(project.id) } }));
    expect(await archivedProjects(other.browser)).toEqual([]);
    expect((await failure(restoreProject(other.browser, project.id))).status).toBe(404);
    expect((await failure(restoreClient(other.browser, project.clientId))).status).toBe(404);
  });
});
