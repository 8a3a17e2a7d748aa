// Clients: create, list, read, edit, the spec's validation messages, and tenant isolation.
import { describe, expect, it } from "vitest";
import { makeClient } from "../factories/billing";
import { Browser, signedUp } from "./http";

const valid = {
  name: "Priya Natarajan",
  companyName: "Northgate Dental Group",
  email: "Priya@NorthgateDental.example",
  phone: "+1 512 555 0123",
};

describe("clients", () => {
  it("creates a client, lists it and reads it back", async () => {
    const { browser } = await signedUp();
    const created = await browser.json<any>("/api/clients", { method: "POST", json: valid });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Priya Natarajan",
      companyName: "Northgate Dental Group",
      email: "priya@northgatedental.example",
      phone: "+1 512 555 0123",
    });
    expect(created.body).not.toHaveProperty("password");

    const list = await browser.json<any>("/api/clients");
    expect(list.status).toBe(200);
    expect(list.body.map((c: { id: number }) => c.id)).toEqual([created.body.id]);

    const one = await browser.json<any>(`/api/clients/${created.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: created.body.id, name: "Priya Natarajan" });
  });

  it("keeps phone optional and stores a blank phone as null", async () => {
    const { browser } = await signedUp();
    const res = await browser.json<any>("/api/clients", { method: "POST", json: { ...valid, phone: "  " } });
    expect(res.status).toBe(201);
    expect(res.body.phone).toBeNull();
  });

  it("lists clients by contact name, case-insensitively", async () => {
    const { browser } = await signedUp();
    await makeClient(browser, { name: "zoe Park" });
    await makeClient(browser, { name: "Adam Cole" });
    await makeClient(browser, { name: "bea Lin" });
    const list = await browser.json<any>("/api/clients");
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(["Adam Cole", "bea Lin", "zoe Park"]);
  });

  it.each([
    [{ name: "  " }, "Contact name is required"],
    [{ name: undefined }, "Contact name is required"],
    [{ companyName: "" }, "Company name is required"],
    [{ email: "nope" }, "Please enter a valid email"],
    [{ email: undefined }, "Please enter a valid email"],
  ])("refuses %o with the spec's message", async (overrides, message) => {
    const { browser } = await signedUp();
    const res = await browser.json<any>("/api/clients", { method: "POST", json: { ...valid, ...overrides } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("updates a client with PUT", async () => {
    const { browser } = await signedUp();
    const client = await makeClient(browser);
    const res = await browser.json<any>(`/api/clients/${client.id}`, {
      method: "PUT",
      json: { ...valid, name: "Priya N.", phone: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: client.id, name: "Priya N.", phone: null });
    const again = await browser.json<any>(`/api/clients/${client.id}`);
    expect(again.body.name).toBe("Priya N.");
  });

  it("validates an update with the same messages", async () => {
    const { browser } = await signedUp();
    const client = await makeClient(browser);
    const res = await browser.json<any>(`/api/clients/${client.id}`, {
      method: "PUT",
      json: { ...valid, companyName: " " },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Company name is required");
  });

  it("hides another contractor's clients: list, read and update are 404s", async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const client = await makeClient(owner.browser);
    expect((await other.browser.json<any>("/api/clients")).body).toEqual([]);
    const read = await other.browser.json<any>(`/api/clients/${client.id}`);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe("Client not found");
    const put = await other.browser.json<any>(`/api/clients/${client.id}`, { method: "PUT", json: valid });
    expect(put.status).toBe(404);
    const unchanged = await owner.browser.json<any>(`/api/clients/${client.id}`);
    expect(unchanged.body.name).toBe(client.name);
  });

  it("answers a non-numeric id with 404 and a signed-out caller with 401", async () => {
    const { browser } = await signedUp();
    expect((await browser.json<any>("/api/clients/abc")).status).toBe(404);
    expect((await new Browser().json<any>("/api/clients")).status).toBe(401);
    expect((await new Browser().json<any>("/api/clients", { method: "POST", json: valid })).status).toBe(401);
  });
});
