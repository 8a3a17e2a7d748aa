// Phones shown for people everywhere they are answered, and the company's country that reads them (ADR 0118): every
// answer that carries a client's, a person's or an invite's `phone` (E.164) also carries `phoneDisplay`, formatted in
// the account's country, and the flag of a number the backfill could not read. Only the owner sets the country.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { COUNTRY_INVALID } from "#schema/contracts/countries";
import { FORBIDDEN_MESSAGE } from "#schema/contracts/permissions";
import { makeClient, makeProgress, makeProject } from "../factories/billing";
import { Browser, failure, ok, signedUp, uniqueName } from "./http";

const PROFILE = { fullName: "Dana Reyes", email: "dana@example.com" };

/** Marks a stored number as one the E.164 backfill could not read, kept as typed (what the job writes). */
const flag = (table: "clients" | "users" | "invites", id: number, typed: string) =>
  env.DB.prepare(`update ${table} set phone = ?, phone_invalid = 1 where id = ?`).bind(typed, id).run();

/** An office member of the owner's company, through the real invite and acceptance. */
async function officeOf(owner: Browser) {
  const email = `${uniqueName("office")}@example.com`;
  const sent = await ok(owner.api.team.invites.$post({ json: { fullName: "Maya Chen", email, role: "office" } }), 201);
  const row = await env.DB.prepare("select body from messages where dedupe_key = ?")
    .bind(`invite:${sent.id}:email`)
    .first<{ body: string }>();
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(row!.body)![1]!;
  const browser = new Browser();
  const username = uniqueName("maya");
  await ok(
    browser.api.invites[":token"].accept.$post({
      param: { token },
      json: { username, password: "ladder-jobsite-42", fullName: "Maya Chen", email, phone: null },
    }),
    201,
  );
  return browser;
}

describe("a client's phone, formatted wherever billing reads show it", () => {
  it("the project list, the project page, the progress page and the reminder pickers", async () => {
    const { browser } = await signedUp();
    const client = await makeClient(browser, { phone: "(512) 555-0100" });
    const project = await makeProject(browser, { clientId: client.id });
    const progress = await makeProgress(browser, { projectId: project.id });
    const shown = { phone: "+15125550100", phoneDisplay: "(512) 555-0100", phoneInvalid: false };

    const list = await ok(browser.api.projects.$get({ query: {} }));
    expect(list.find((p) => p.id === project.id)?.client).toMatchObject(shown);
    const page = await ok(browser.api.projects[":id"].$get({ param: { id: String(project.id) } }));
    expect(page.client).toMatchObject(shown);
    const detail = await ok(browser.api.progress[":id"].$get({ param: { id: String(progress.id) } }));
    expect(detail.client).toMatchObject(shown);
    const targets = await ok(browser.api["nudge-targets"].$get());
    expect(targets.find((t) => t.id === client.id)).toMatchObject(shown);
  });

  it("a number abroad is international, a flagged one is shown as typed with its flag", async () => {
    const { browser } = await signedUp();
    const abroad = await makeClient(browser, { phone: "+44 7700 900123" });
    expect(abroad.phoneDisplay).toBe("+44 7700 900123");
    const project = await makeProject(browser, { clientId: abroad.id });
    await flag("clients", abroad.id, "call the office");
    const page = await ok(browser.api.projects[":id"].$get({ param: { id: String(project.id) } }));
    expect(page.client).toMatchObject({
      phone: "call the office",
      phoneDisplay: "call the office",
      phoneInvalid: true,
    });
  });
});

describe("the profile's phone", () => {
  it("is answered formatted, and sent back as shown it stays the stored number", async () => {
    const { browser } = await signedUp({ phone: "512.555.0111" });
    const user = await ok(browser.api.user.$get());
    expect(user).toMatchObject({ phone: "+15125550111", phoneDisplay: "(512) 555-0111", phoneInvalid: false });
    const saved = await ok(browser.api.user.profile.$put({ json: { ...PROFILE, phone: user.phoneDisplay } }));
    expect(saved).toMatchObject({ phone: "+15125550111", phoneDisplay: "(512) 555-0111" });
  });

  it("a flagged number stays flagged until the person changes it", async () => {
    const { browser, user } = await signedUp();
    // Seven digits: the shape passes, but no US number is that short, so the backfill kept it and flagged it.
    await flag("users", user.id, "555 0100");
    const flagged = await ok(browser.api.user.$get());
    expect(flagged).toMatchObject({ phone: "555 0100", phoneDisplay: "555 0100", phoneInvalid: true });
    const kept = await ok(browser.api.user.profile.$put({ json: { ...PROFILE, phone: "555 0100" } }));
    expect(kept).toMatchObject({ phone: "555 0100", phoneInvalid: true });
    const fixed = await ok(browser.api.user.profile.$put({ json: { ...PROFILE, phone: "(512) 555-0122" } }));
    expect(fixed).toMatchObject({ phone: "+15125550122", phoneInvalid: false });
  });
});

describe("the company's country", () => {
  it("the owner sets it, and numbers typed afterwards are read and shown in it", async () => {
    const { browser } = await signedUp({ phone: "(512) 555-0100" });
    const before = await makeClient(browser, { phone: "(512) 555-0188" });
    const saved = await ok(
      browser.api.user.profile.$put({ json: { ...PROFILE, phone: "(512) 555-0100", country: "GB" } }),
    );
    // The number shown before the change was the stored one: it stays, now shown internationally.
    expect(saved).toMatchObject({ country: "GB", phone: "+15125550100", phoneDisplay: "+1 512 555 0100" });

    const uk = await makeClient(browser, { phone: "07700 900123" });
    expect(uk).toMatchObject({ phone: "+447700900123", phoneDisplay: "07700 900123" });
    // Shared calling code (+44 is also Guernsey's, and the library names that country for this number): still home.
    expect((await makeClient(browser, { phone: "+44 7911 123456" })).phoneDisplay).toBe("07911 123456");
    const old = await ok(browser.api.clients[":id"].$get({ param: { id: String(before.id) } }));
    expect(old.phoneDisplay).toBe("+1 512 555 0188");
    const mine = await ok(
      browser.api.user.profile.$put({ json: { ...PROFILE, phone: "07700 900456", country: "GB" } }),
    );
    expect(mine).toMatchObject({ phone: "+447700900456", phoneDisplay: "07700 900456" });
  });

  it("a value off the list is a 400 on the field", async () => {
    const { browser } = await signedUp();
    const res = await browser.fetch("/api/user/profile", { method: "PUT", json: { ...PROFILE, country: "MX" } });
    expect(res.status).toBe(400);
    const body = await res.json<{ message: string; errors: Record<string, string> }>();
    expect(body.message).toBe(COUNTRY_INVALID);
    expect(body.errors).toMatchObject({ country: COUNTRY_INVALID });
  });

  it("an office member may not move it (403) and saves their own profile without touching it", async () => {
    const { browser: owner } = await signedUp();
    const office = await officeOf(owner);
    const refused = await failure(office.api.user.profile.$put({ json: { ...PROFILE, country: "CA" } }));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(FORBIDDEN_MESSAGE["company:admin"]);
    const same = await ok(
      office.api.user.profile.$put({ json: { ...PROFILE, phone: "(512) 555-0133", country: "US" } }),
    );
    expect(same).toMatchObject({ country: "US", phone: "+15125550133" });
    expect((await ok(owner.api.user.$get())).country).toBe("US");
  });
});

describe("pending invites", () => {
  it("show the invitee's number formatted, and flag one the backfill could not read", async () => {
    const { browser } = await signedUp();
    const sent = await ok(
      browser.api.team.invites.$post({ json: { fullName: "Jo Park", phone: "(512) 555-0144", role: "field" } }),
      201,
    );
    expect(sent).toMatchObject({ phone: "+15125550144", phoneDisplay: "(512) 555-0144", phoneInvalid: false });
    await flag("invites", sent.id, "ask Jo");
    const team = await ok(browser.api.team.$get());
    expect(team.invites.find((i) => i.id === sent.id)).toMatchObject({
      phone: "ask Jo",
      phoneDisplay: "ask Jo",
      phoneInvalid: true,
    });
  });
});
