// Clients: create, list, read, edit, the spec's validation messages, and tenant isolation. On the typed client:
// requests are the contract's input and answers the route's own types, so a changed contract fails to compile.
import { describe, expect, it } from "vitest";
import type { ClientInput } from "#schema/contracts/clients";
import { makeClient } from "../factories/billing";
import { Browser, failure, ok, signedUp } from "./http";

const valid: ClientInput = {
  name: "Priya Natarajan",
  companyName: "Northgate Dental Group",
  email: "Priya@NorthgateDental.example",
  phone: "+1 512 555 0123",
};

const param = (id: number | string) => ({ param: { id: String(id) } });

describe("clients", () => {
  it("creates a client, lists it and reads it back", async () => {
    const { browser } = await signedUp();
    const created = await ok(browser.api.clients.$post({ json: valid }), 201);
    expect(created).toMatchObject({
      name: "Priya Natarajan",
      companyName: "Northgate Dental Group",
      email: "priya@northgatedental.example",
      phone: "+15125550123",
    });
    expect(created).not.toHaveProperty("password");

    const list = await ok(browser.api.clients.$get({ query: {} }));
    expect(list.map((c) => c.id)).toEqual([created.id]);

    const one = await ok(browser.api.clients[":id"].$get(param(created.id)));
    expect(one).toMatchObject({ id: created.id, name: "Priya Natarajan" });
  });

  it("keeps phone optional and stores a blank phone as null", async () => {
    const { browser } = await signedUp();
    const created = await ok(browser.api.clients.$post({ json: { ...valid, phone: "  " } }), 201);
    expect(created.phone).toBeNull();
  });

  it("lists clients by contact name, case-insensitively", async () => {
    const { browser } = await signedUp();
    await makeClient(browser, { name: "zoe Park" });
    await makeClient(browser, { name: "Adam Cole" });
    await makeClient(browser, { name: "bea Lin" });
    const list = await ok(browser.api.clients.$get({ query: {} }));
    expect(list.map((c) => c.name)).toEqual(["Adam Cole", "bea Lin", "zoe Park"]);
  });

  it.each([
    [{ name: "  " }, "Contact name is required"],
    [{ name: undefined }, "Contact name is required"],
    [{ companyName: "" }, "Company name is required"],
    [{ email: "nope" }, "Please enter a valid email"],
    [{ email: undefined }, "Please enter a valid email"],
  ])("refuses %o with the spec's message", async (overrides, message) => {
    const { browser } = await signedUp();
    // What a careless caller could send: the contract's fields, some of them missing.
    const res = await failure(browser.api.clients.$post({ json: { ...valid, ...overrides } as ClientInput }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("updates a client with PUT", async () => {
    const { browser } = await signedUp();
    const client = await makeClient(browser);
    const updated = await ok(
      browser.api.clients[":id"].$put({ ...param(client.id), json: { ...valid, name: "Priya N.", phone: null } }),
    );
    expect(updated).toMatchObject({ id: client.id, name: "Priya N.", phone: null });
    expect((await ok(browser.api.clients[":id"].$get(param(client.id)))).name).toBe("Priya N.");
  });

  it("validates an update with the same messages", async () => {
    const { browser } = await signedUp();
    const client = await makeClient(browser);
    const res = await failure(
      browser.api.clients[":id"].$put({ ...param(client.id), json: { ...valid, companyName: " " } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Company name is required");
  });

  it("hides another contractor's clients: list, read and update are 404s", async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const client = await makeClient(owner.browser);
    expect(await ok(other.browser.api.clients.$get({ query: {} }))).toEqual([]);
    const read = await failure(other.browser.api.clients[":id"].$get(param(client.id)));
    expect(read.status).toBe(404);
    expect(read.body.message).toBe("Client not found");
    const put = await failure(other.browser.api.clients[":id"].$put({ ...param(client.id), json: valid }));
    expect(put.status).toBe(404);
    expect((await ok(owner.browser.api.clients[":id"].$get(param(client.id)))).name).toBe(client.name);
  });

  it("answers a non-numeric id with 404 and a signed-out caller with 401", async () => {
    const { browser } = await signedUp();
    expect((await browser.api.clients[":id"].$get(param("abc"))).status).toBe(404);
    expect((await new Browser().api.clients.$get({ query: {} })).status).toBe(401);
    expect((await new Browser().api.clients.$post({ json: valid })).status).toBe(401);
  });
});
