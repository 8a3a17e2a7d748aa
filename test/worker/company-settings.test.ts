// The company's money, tax and invoice settings (issue 33, ADR 0152): GET /api/company for every member, PATCH for
// the owner, tax numbers refused by their check digits, a new country's defaults, registration in a country, and
// the clients' worldwide fields. Another company's settings never show.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { REVERSE_CHARGE_BUSINESS_ONLY } from "#schema/contracts/company";
import { COMPANY_SETTINGS_MESSAGES } from "#schema/contracts/company-settings";
import { FORBIDDEN_MESSAGE } from "#schema/contracts/permissions";
import { TAX_NUMBER_MESSAGES } from "#schema/rules/tax-numbers";
import { makeClient } from "../factories/billing";
import { Browser, failure, ok, signedUp, uniqueName } from "./http";

/** The invite's text, on the eu shard where this file's GB company lives (ADR 0185). */
async function inviteToken(inviteId: number) {
  const row = await env.DB_EU.prepare("select body from messages where dedupe_key like ? order by id limit 1")
    .bind(`invite:${inviteId}:%`)
    .first<{ body: string }>();
  return /\/invite\/([A-Za-z0-9_-]+)/.exec(row!.body)![1]!;
}

async function joinAsOffice(owner: Browser) {
  const sent = await ok(
    owner.api.team.invites.$post({
      json: { fullName: "Maya Chen", email: `${uniqueName("office")}@example.com`, role: "office" },
    }),
    201,
  );
  const browser = new Browser();
  const username = uniqueName("office");
  await ok(
    browser.api.invites[":token"].accept.$post({
      param: { token: await inviteToken(sent.id) },
      json: { username, password: "ladder-jobsite-42", fullName: "Maya Chen", email: `${username}@example.com` },
    }),
    201,
  );
  return browser;
}

let uk: Awaited<ReturnType<typeof signedUp>>;
let office: Browser;

beforeAll(async () => {
  uk = await signedUp({ country: "GB", phone: "020 7946 0958", companyName: uniqueName("Camden Sparks ") });
  office = await joinAsOffice(uk.browser);
}, 30_000);

describe("registering in a country", () => {
  it("starts a GB company in pounds, en-GB, with the phone read as a UK number", async () => {
    expect(uk.user).toMatchObject({ country: "GB", currency: "GBP", locale: "en-GB", phone: "+442079460958" });
    expect(await ok(uk.browser.api.company.$get())).toEqual({
      country: "GB",
      currency: "GBP",
      locale: "en-GB",
      taxMode: "none",
      taxRegistrations: [],
      defaultTaxRate: null,
      invoicePrefix: "INV-",
      address: null,
    });
  });

  it("keeps a company without a country in the US, in dollars", async () => {
    const us = await signedUp();
    expect(us.user).toMatchObject({ country: "US", currency: "USD", locale: "en-US" });
  });

  it("refuses a country off the list", async () => {
    const res = await failure(new Browser().api.register.$post({ json: registrationFor("MX") }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please choose a country from the list");
  });
});

const registrationFor = (country: string) =>
  ({
    username: uniqueName(),
    password: "ladder-jobsite-42",
    fullName: "Dana Reyes",
    email: "dana@example.com",
    companyName: "Reyes Electric",
    country,
  }) as never;

describe("PATCH /api/company", () => {
  it("saves the owner's VAT number, tax mode, rate, prefix and address, normalized as invoices print them", async () => {
    const saved = await ok(
      uk.browser.api.company.$patch({
        json: {
          taxMode: "exclusive",
          taxRegistrations: [{ kind: "vat", number: "gb 980 7806 84" }],
          defaultTaxRate: "GB-STD",
          invoicePrefix: "CS-",
          address: { line1: "1 Camden High St", city: "London", postalCode: "nw1 7jr", country: "GB" },
        },
      }),
    );
    expect(saved).toEqual({
      country: "GB",
      currency: "GBP",
      locale: "en-GB",
      taxMode: "exclusive",
      taxRegistrations: [{ kind: "vat", number: "GB980780684" }],
      defaultTaxRate: "GB-STD",
      invoicePrefix: "CS-",
      address: {
        line1: "1 Camden High St",
        line2: null,
        city: "London",
        region: null,
        postalCode: "NW1 7JR",
        country: "GB",
      },
    });
    // Every member reads what the owner saved.
    expect(await ok(office.api.company.$get())).toEqual(saved);
  });

  it("refuses a VAT number whose check digits are wrong, with the words the profile shows, and changes nothing", async () => {
    const before = await ok(uk.browser.api.company.$get());
    const res = await failure(
      uk.browser.api.company.$patch({ json: { taxRegistrations: [{ kind: "vat", number: "GB980780685" }] } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TAX_NUMBER_MESSAGES.gbVatCheck);
    expect(res.body.errors).toEqual({ "taxRegistrations.0.number": TAX_NUMBER_MESSAGES.gbVatCheck });
    expect(await ok(uk.browser.api.company.$get())).toEqual(before);
  });

  it.each([
    [{ taxRegistrations: [{ kind: "abn", number: "51824753556" }] }, TAX_NUMBER_MESSAGES.notForCountry],
    [{ defaultTaxRate: "CA-ON-HST" }, COMPANY_SETTINGS_MESSAGES.taxRate],
    [{ currency: "XYZ" }, COMPANY_SETTINGS_MESSAGES.currency],
    [{ locale: "fr-CA" }, COMPANY_SETTINGS_MESSAGES.locale],
    [{ taxMode: "sometimes" }, COMPANY_SETTINGS_MESSAGES.taxMode],
    [{ invoicePrefix: "<script>" }, COMPANY_SETTINGS_MESSAGES.invoicePrefix],
    [
      { address: { line1: "1 High St", city: "London", postalCode: "90210", country: "GB" } },
      "Enter a postcode like SW1A 1AA",
    ],
    [{ address: { line1: "1 Main St", city: "Austin", country: "US" } }, COMPANY_SETTINGS_MESSAGES.addressCountry],
  ])("refuses %j with its message", async (json, message) => {
    const res = await failure(uk.browser.api.company.$patch({ json: json as never }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("is the owner's alone: the office gets 403 with the rule's words", async () => {
    const res = await failure(office.api.company.$patch({ json: { invoicePrefix: "X-" } }));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(FORBIDDEN_MESSAGE["company:admin"]);
    expect((await ok(uk.browser.api.company.$get())).invoicePrefix).toBe("CS-");
  });

  it("moves a company to another country: its money and locale follow unless given, foreign numbers and rate go", async () => {
    const moved = await signedUp({ country: "GB" });
    await ok(
      moved.browser.api.company.$patch({
        json: { taxRegistrations: [{ kind: "vat", number: "GB980780684" }], defaultTaxRate: "GB-STD" },
      }),
    );
    const toCanada = await ok(moved.browser.api.company.$patch({ json: { country: "CA" } }));
    expect(toCanada).toMatchObject({
      country: "CA",
      currency: "CAD",
      locale: "en-CA",
      taxRegistrations: [],
      defaultTaxRate: null,
    });
    const quebec = await ok(
      moved.browser.api.company.$patch({
        json: {
          locale: "fr-CA",
          taxRegistrations: [
            { kind: "bn", number: "123026635 RT0001" },
            { kind: "qst", number: "1234567890TQ0001" },
          ],
          defaultTaxRate: "CA-QC",
          address: {
            line1: "1 rue Sainte-Catherine",
            city: "Montréal",
            region: "QC",
            postalCode: "h2x1z4",
            country: "CA",
          },
        },
      }),
    );
    expect(quebec).toMatchObject({
      locale: "fr-CA",
      taxRegistrations: [
        { kind: "bn", number: "123026635RT0001" },
        { kind: "qst", number: "1234567890TQ0001" },
      ],
    });
    expect(quebec.address?.postalCode).toBe("H2X 1Z4");
    // Moving with a currency given keeps it; the user answer carries the new money.
    await ok(moved.browser.api.company.$patch({ json: { country: "IE", currency: "GBP" } }));
    expect(await ok(moved.browser.api.user.$get())).toMatchObject({ country: "IE", currency: "GBP", locale: "en-IE" });
  });

  it("never shows another company's settings", async () => {
    const other = await signedUp({ country: "AU" });
    const theirs = await ok(other.browser.api.company.$get());
    expect(theirs).toMatchObject({ country: "AU", currency: "AUD", taxRegistrations: [], invoicePrefix: "INV-" });
    const mine = await ok(uk.browser.api.company.$get());
    expect(mine.taxRegistrations).toEqual([{ kind: "vat", number: "GB980780684" }]);
  });

  it("answers 401 signed out", async () => {
    expect((await failure(new Browser().api.company.$get())).status).toBe(401);
  });
});

describe("clients' worldwide fields", () => {
  it("answers them on create, with the language from the company's locale", async () => {
    const client = await makeClient(uk.browser);
    expect(client).toMatchObject({
      currency: null,
      language: "en",
      address: null,
      isBusiness: false,
      reverseCharge: false,
    });
  });

  it("takes a business client's own currency, address and reverse charge", async () => {
    const client = await makeClient(uk.browser, {
      currency: "EUR",
      isBusiness: true,
      reverseCharge: true,
      taxNumber: "gb 980 7806 84",
      address: { line1: "2 Dock Rd", city: "London", postalCode: "e16 1ah", country: "GB" },
    });
    expect(client).toMatchObject({
      currency: "EUR",
      language: "en",
      isBusiness: true,
      reverseCharge: true,
      taxNumber: "GB980780684",
      address: { postalCode: "E16 1AH" },
    });
    // An edit that leaves the fields out keeps them.
    const edited = await ok(
      uk.browser.api.clients[":id"].$put({
        param: { id: String(client.id) },
        json: { name: client.name, companyName: "Dock Builders", email: client.email, phone: null },
      }),
    );
    expect(edited).toMatchObject({
      companyName: "Dock Builders",
      currency: "EUR",
      isBusiness: true,
      reverseCharge: true,
    });
    // A client that stops being a business stops being reverse-charged.
    const consumer = await ok(
      uk.browser.api.clients[":id"].$put({
        param: { id: String(client.id) },
        json: { name: client.name, companyName: "Dock Builders", email: client.email, isBusiness: false },
      }),
    );
    expect(consumer).toMatchObject({ isBusiness: false, reverseCharge: false });
    const listed = await ok(uk.browser.api.clients.$get({ query: {} }));
    expect(listed.find((c) => c.id === client.id)).toMatchObject({ currency: "EUR", isBusiness: false });
  });

  it("checks a client's VAT number as the company's own are checked, and asks for it under a reverse charge", async () => {
    const base = { name: "Ed", companyName: "Dock Builders", email: "ed@example.com", isBusiness: true };
    const wrong = await failure(uk.browser.api.clients.$post({ json: { ...base, taxNumber: "GB980780685" } }));
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: TAX_NUMBER_MESSAGES.gbVatCheck, errors: { taxNumber: TAX_NUMBER_MESSAGES.gbVatCheck } },
    });
    const missing = await failure(uk.browser.api.clients.$post({ json: { ...base, reverseCharge: true } }));
    expect(missing).toMatchObject({
      status: 400,
      body: { message: TAX_NUMBER_MESSAGES.clientRequired, errors: { taxNumber: TAX_NUMBER_MESSAGES.clientRequired } },
    });
    // An EU customer's number has the VIES format only; a bare one is the company's country's (GB) check.
    const eu = await makeClient(uk.browser, { ...base, taxNumber: "DE 123456789" });
    expect(eu.taxNumber).toBe("DE123456789");
    const charged = await makeClient(uk.browser, { ...base, reverseCharge: true, taxNumber: "980780684" });
    expect(charged).toMatchObject({ reverseCharge: true, taxNumber: "GB980780684" });
    // Clearing the number of a reverse-charged client is refused; an edit that leaves it out keeps it.
    const cleared = await failure(
      uk.browser.api.clients[":id"].$put({ param: { id: String(charged.id) }, json: { ...base, taxNumber: "" } }),
    );
    expect(cleared).toMatchObject({ status: 400, body: { message: TAX_NUMBER_MESSAGES.clientRequired } });
    const kept = await ok(
      uk.browser.api.clients[":id"].$put({ param: { id: String(charged.id) }, json: { ...base, phone: null } }),
    );
    expect(kept.taxNumber).toBe("GB980780684");
    // A US company's client keeps its tax ID as typed, with nothing asked.
    const us = await signedUp();
    expect((await makeClient(us.browser, { taxNumber: "12-3456789" })).taxNumber).toBe("12-3456789");
  });

  it("refuses reverse charge for a consumer, in the body or against the stored client", async () => {
    const body = await failure(
      uk.browser.api.clients.$post({
        json: {
          name: "Pat",
          companyName: "Pat's house",
          email: "pat@example.com",
          isBusiness: false,
          reverseCharge: true,
        },
      }),
    );
    expect(body).toMatchObject({ status: 400, body: { message: REVERSE_CHARGE_BUSINESS_ONLY } });
    const implied = await failure(
      uk.browser.api.clients.$post({
        json: { name: "Pat", companyName: "Pat's house", email: "pat@example.com", reverseCharge: true },
      }),
    );
    expect(implied).toMatchObject({ status: 400, body: { message: REVERSE_CHARGE_BUSINESS_ONLY } });
    const currency = await failure(
      uk.browser.api.clients.$post({
        json: { name: "Pat", companyName: "Pat's house", email: "pat@example.com", currency: "XYZ" as never },
      }),
    );
    expect(currency).toMatchObject({ status: 400, body: { message: COMPANY_SETTINGS_MESSAGES.currency } });
  });

  it("defaults a client with a Québec address to Canadian French", async () => {
    const ca = await signedUp({ country: "CA" });
    const quebec = await makeClient(ca.browser, {
      address: { line1: "1 rue Principale", city: "Québec", region: "QC", postalCode: "G1R 4P5", country: "CA" },
    });
    expect(quebec.language).toBe("fr-CA");
    const ontario = await makeClient(ca.browser, {
      address: { line1: "1 King St", city: "Toronto", region: "ON", postalCode: "M5H 1A1", country: "CA" },
    });
    expect(ontario.language).toBe("en");
    const chosen = await makeClient(ca.browser, { language: "de" });
    expect(chosen.language).toBe("de");
  });
});
