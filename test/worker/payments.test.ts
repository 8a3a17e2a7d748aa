// Payment details, payment links and payment requests through the API: validation messages, tenancy, outbox rows.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  CHECK_NEEDS_ADDRESS,
  CLIENT_HAS_NO_PHONE,
  CLIENT_MISMATCH,
  NO_PAYMENT_DETAILS,
  PAYMENT_MESSAGE_TOO_LONG,
  PAYMENT_NEEDS_APPROVAL,
  PROGRESS_ALREADY_PAID,
  SIGNATURE_TOO_LONG,
} from "#schema/contracts";
import type { GenerateLinks, PaymentDetailsInput, PaymentRequestInput } from "#schema/contracts/payments";
import { makeClient, makeProgress, makeProject } from "../factories/billing";
import { type Browser, failure, ok, signedUp } from "./http";

const BANK: PaymentDetailsInput = {
  preferredPaymentMethod: "bank",
  bankAccountName: "Reyes Electric LLC",
  bankAccountNumber: "0001 2345 6789",
  bankRoutingNumber: "021000021",
};

const saveDetails = (browser: Browser, json: PaymentDetailsInput) => browser.api.user["payment-details"].$put({ json });

/** A contractor with an approved progress. Approval itself is tested elsewhere; here it is set directly. */
async function contractorWithProgress(
  opts: { clientPhone?: string | null; amount?: number; status?: "approved" | "pending" | "paid" } = {},
) {
  const { browser, user } = await signedUp({ companyName: "Reyes Electric" });
  const client = await makeClient(browser, {
    phone: opts.clientPhone === undefined ? "+1 512 555 0188" : opts.clientPhone,
    email: "marcus@webbhomes.example",
  });
  const project = await makeProject(browser, { clientId: client.id, name: `Kitchen & Bath ${user.id}` });
  const progress = await makeProgress(browser, {
    projectId: project.id,
    amount: opts.amount ?? 1_248_050,
    dueDate: "2026-12-15",
  });
  await env.DB.prepare("update progress set status = ? where id = ?")
    .bind(opts.status ?? "approved", progress.id)
    .run();
  return { browser, user, client, project, progress };
}

const messagesTo = (to: string, subjectLike = "%") =>
  env.DB.prepare(
    'select channel, "to", subject, body, status, user_id from messages where "to" = ? and coalesce(subject, \'\') like ? order by id',
  )
    .bind(to, subjectLike)
    .all<{ channel: string; to: string; subject: string | null; body: string; status: string; user_id: number }>()
    .then((r) => r.results);

describe("PUT /api/user/payment-details", () => {
  it("stores the chosen method's fields, normalised, and makes it preferred", async () => {
    const { browser } = await signedUp();
    const body = await ok(saveDetails(browser, BANK), 200);
    expect(body).toMatchObject({
      preferredPaymentMethod: "bank",
      bankAccountName: "Reyes Electric LLC",
      bankAccountNumber: "000123456789",
      bankRoutingNumber: "021000021",
      paypalUsername: null,
    });
    const venmo = await ok(saveDetails(browser, { preferredPaymentMethod: "venmo", venmoUsername: "@reyes-electric" }));
    expect(venmo).toMatchObject({
      preferredPaymentMethod: "venmo",
      venmoUsername: "reyes-electric",
      bankAccountNumber: "000123456789",
    });
    const cash = await ok(
      saveDetails(browser, { preferredPaymentMethod: "cashapp", cashAppUsername: "https://cash.app/$ReyesElectric" }),
    );
    expect(cash.cashAppUsername).toBe("ReyesElectric");
  });

  it("keeps every method typed beside the preferred one (issue 38: Venmo typed, Bank saved, Venmo lost)", async () => {
    const { browser } = await signedUp();
    // What the settings card sends after Venmo and PayPal.Me were typed and the picker switched to Bank; blank fields
    // of other methods are what the form holds for methods never typed.
    const body = await ok(
      saveDetails(browser, {
        ...BANK,
        venmoUsername: "@reyes-electric",
        paypalUsername: "paypal.me/ReyesElectric",
        zelleEmail: "  ",
        cashAppUsername: "",
      }),
      200,
    );
    expect(body).toMatchObject({
      preferredPaymentMethod: "bank",
      bankAccountNumber: "000123456789",
      venmoUsername: "reyes-electric",
      paypalUsername: "ReyesElectric",
      zelleEmail: null,
      cashAppUsername: null,
    });
    // A later save of one method leaves the others as they are, and a bad second method is refused, not dropped.
    const again = await ok(saveDetails(browser, { preferredPaymentMethod: "venmo", venmoUsername: "reyes-electric" }));
    expect(again).toMatchObject({ preferredPaymentMethod: "venmo", paypalUsername: "ReyesElectric" });
    const bad = await failure(saveDetails(browser, { ...BANK, venmoUsername: "abc" }));
    expect([bad.status, bad.body.message]).toEqual([400, "A Venmo username has 5 to 30 letters, numbers, - or _"]);
  });

  it.each([
    [{ ...BANK, bankRoutingNumber: "12345" }, "Routing number must be 9 digits"],
    [
      { ...BANK, bankRoutingNumber: "123456789" },
      "This routing number is not valid. Check it against a check or your bank's website.",
    ],
    [{ ...BANK, bankAccountNumber: "12ab" }, "Account number must be 4 to 17 digits"],
    [{ ...BANK, bankAccountName: "  " }, "Account holder name is required"],
    [{ preferredPaymentMethod: "paypal", paypalUsername: "" }, "PayPal.Me username is required"],
    [
      { preferredPaymentMethod: "paypal", paypalUsername: "has space" },
      "A PayPal.Me username has up to 20 letters and numbers",
    ],
    [
      { preferredPaymentMethod: "venmo", venmoUsername: "abc" },
      "A Venmo username has 5 to 30 letters, numbers, - or _",
    ],
    [
      { preferredPaymentMethod: "zelle", zelleEmail: "not an email" },
      "Enter the email or U.S. mobile number you use with Zelle",
    ],
    [
      { preferredPaymentMethod: "cashapp", cashAppUsername: "$1234" },
      "A cashtag has up to 20 letters and numbers, with at least one letter",
    ],
    [{ preferredPaymentMethod: "bitcoin" }, "Choose a payment method"],
  ])("rejects %o with a clear 400", async (json, message) => {
    const { browser } = await signedUp();
    // Some of these are not even of the contract's type (a method that does not exist): cast, not checked.
    const { status, body } = await failure(saveDetails(browser, json as never));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it("accepts a U.S. mobile number for Zelle", async () => {
    const { browser } = await signedUp();
    expect((await saveDetails(browser, { preferredPaymentMethod: "zelle", zelleEmail: "(512) 555-0188" })).status).toBe(
      200,
    );
  });

  it("removes one method and hands preference to the next one on file", async () => {
    const { browser } = await signedUp();
    await ok(saveDetails(browser, BANK));
    await ok(saveDetails(browser, { preferredPaymentMethod: "paypal", paypalUsername: "ReyesElectric" }));
    const body = await ok(browser.api.user["payment-details"][":method"].$delete({ param: { method: "paypal" } }), 200);
    expect(body).toMatchObject({
      preferredPaymentMethod: "bank",
      paypalUsername: null,
      bankAccountName: "Reyes Electric LLC",
    });
  });

  it("needs a session", async () => {
    const { browser } = await signedUp();
    browser.cookie = "";
    expect((await failure(saveDetails(browser, BANK))).status).toBe(401);
  });
});

const links = (browser: Browser, json: GenerateLinks) => browser.api.payments["generate-links"].$post({ json });

describe("POST /api/payments/generate-links", () => {
  it("returns the links, instructions, reference and disclaimer for the owner's approved progress", async () => {
    const { browser, client, project, progress } = await contractorWithProgress();
    await ok(saveDetails(browser, BANK));
    await ok(saveDetails(browser, { preferredPaymentMethod: "paypal", paypalUsername: "ReyesElectric" }));
    const body = await ok(links(browser, { progressId: progress.id, clientId: client.id, paymentMethod: "all" }), 200);
    expect(body.paymentLinks).toEqual([
      { method: "paypal", displayName: "PayPal", link: "https://paypal.me/ReyesElectric/12480.50" },
    ]);
    expect(body.instructions.map((i) => i.title)).toEqual(["Bank transfer"]);
    expect(body.reference).toBe(`${project.name} - Progress #1`);
    expect(body.disclaimer).toMatch(/^PayStage does not process payments\./);

    // A check needs somewhere to mail it (issue 38): refused without the address, offered with it.
    const noAddress = await failure(
      links(browser, { progressId: progress.id, clientId: client.id, paymentMethod: "check" }),
    );
    expect([noAddress.status, noAddress.body.message]).toEqual([400, CHECK_NEEDS_ADDRESS]);
    await ok(saveDetails(browser, { ...BANK, mailingAddress: "12 Main St, Austin, TX 78701" }));
    const check = await ok(links(browser, { progressId: progress.id, clientId: client.id, paymentMethod: "check" }));
    expect(check.instructions[0]!.lines).toEqual([
      "Make the check for $12,480.50 payable to Reyes Electric.",
      `Write "${project.name} - Progress #1" on the memo line.`,
      "Mail it to: 12 Main St, Austin, TX 78701",
    ]);
  });

  it("explains what is missing", async () => {
    const { browser, client, progress } = await contractorWithProgress();
    const ask = (json: Partial<GenerateLinks>) =>
      failure(links(browser, { progressId: progress.id, clientId: client.id, ...json }));
    expect((await ask({ paymentMethod: "all" })).body.message).toBe(NO_PAYMENT_DETAILS);
    await ok(saveDetails(browser, BANK));
    const venmo = await ask({ paymentMethod: "venmo" });
    expect(venmo.status).toBe(400);
    expect(venmo.body.message).toBe("Venmo is not set up in your payment details.");
    const other = await makeClient(browser);
    expect((await ask({ clientId: other.id, paymentMethod: "all" })).body.message).toBe(CLIENT_MISMATCH);
    expect((await ask({ paymentMethod: "crypto" as never })).body.message).toBe("Choose a payment method");
  });

  it("refuses pending and paid progress", async () => {
    for (const [status, message] of [
      ["pending", PAYMENT_NEEDS_APPROVAL],
      ["paid", PROGRESS_ALREADY_PAID],
    ] as const) {
      const { browser, client, progress } = await contractorWithProgress({ status });
      await ok(saveDetails(browser, BANK));
      const res = await failure(links(browser, { progressId: progress.id, clientId: client.id }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("answers 404 for another contractor's progress", async () => {
    const { client, progress } = await contractorWithProgress();
    const { browser: stranger } = await signedUp();
    await ok(saveDetails(stranger, BANK));
    const res = await failure(links(stranger, { progressId: progress.id, clientId: client.id }));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Progress not found");
  });
});

describe("POST /api/payments/request", () => {
  const request = (browser: Browser, json: PaymentRequestInput) => browser.api.payments.request.$post({ json });

  it("queues an email and an SMS with the exact amount, reference, links, signature and disclaimer", async () => {
    const { browser, user, project, progress } = await contractorWithProgress({ clientPhone: "+1 512 555 0101" });
    await ok(saveDetails(browser, BANK));
    await ok(saveDetails(browser, { preferredPaymentMethod: "venmo", venmoUsername: "reyes-electric" }));
    const body = await ok(
      request(browser, {
        progressId: progress.id,
        channel: "both",
        includeAllPaymentMethods: true,
        signatureType: "accounting",
        idempotencyKey: `key-${progress.id}-both`,
      }),
      200,
    );
    expect(body.messages.map((m) => m.channel)).toEqual(["email", "sms"]);

    const reference = `${project.name} - Progress #1`;
    const [email] = await messagesTo("marcus@webbhomes.example", `%${reference}%`);
    expect(email).toMatchObject({
      channel: "email",
      user_id: user.id,
      subject: `Payment request: ${reference} ($12,480.50)`,
    });
    expect(["queued", "sent"]).toContain(email!.status);
    expect(email!.body).toContain("Please review and process the payment at your earliest convenience.");
    expect(email!.body).toContain("Amount due: $12,480.50");
    expect(email!.body).toContain("Due date: Dec 15, 2026");
    expect(email!.body).toContain(
      `https://venmo.com/reyes-electric?txn=pay&amount=12480.50&note=${encodeURIComponent(reference)}`,
    );
    expect(email!.body).toContain("Routing number: 021000021");
    expect(email!.body).toContain("Thank you,\nAccounting Department\nReyes Electric");
    expect(email!.body).toContain("PayStage does not process payments.");

    // The approval link texted at submission came first; the payment request is the latest text.
    const sms = (await messagesTo("+15125550101")).at(-1);
    expect(sms!.body.startsWith("Accounting Department: Please review and process the payment")).toBe(true);
    expect(sms!.body).toContain(`${reference}: $12,480.50 due by Dec 15, 2026.`);
  });

  it("sends a double tap once", async () => {
    const { browser, progress } = await contractorWithProgress({ clientPhone: null });
    await ok(saveDetails(browser, { preferredPaymentMethod: "paypal", paypalUsername: "ReyesElectric" }));
    const json: PaymentRequestInput = {
      progressId: progress.id,
      channel: "email",
      customMessage: `Invoice ${progress.id}`,
      signatureType: "company",
    };
    const [a, b] = await Promise.all([request(browser, json), request(browser, json)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect((await ok(a)).messages[0]!.id).toBe((await ok(b)).messages[0]!.id);
    const rows = await env.DB.prepare("select count(*) as n from messages where body like ?")
      .bind(`%Invoice ${progress.id}\n%`)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it("signs with the company name, the custom text, or the contractor's name", async () => {
    const { browser, progress } = await contractorWithProgress({ clientPhone: null });
    await ok(saveDetails(browser, { preferredPaymentMethod: "paypal", paypalUsername: "ReyesElectric" }));
    const send = async (extra: Partial<PaymentRequestInput>, key: string) => {
      const res = await ok(
        request(browser, {
          progressId: progress.id,
          channel: "email",
          idempotencyKey: `${key}-request-${progress.id}`,
          ...extra,
        }),
      );
      const row = await env.DB.prepare("select body from messages where id = ?")
        .bind(res.messages[0]!.id)
        .first<{ body: string }>();
      return row!.body;
    };
    expect(await send({ signatureType: "company" }, "company")).toContain("Thank you,\nReyes Electric\n\n--");
    expect(await send({ signatureType: "personal", customSignature: "Dana R." }, "personal")).toContain(
      "Thank you,\nDana R.\nReyes Electric",
    );
    expect(await send({ signatureType: "personal", signature: "Dana (spec field)" }, "spec")).toContain(
      "Thank you,\nDana (spec field)",
    );
    expect(await send({ signatureType: "personal" }, "fallback")).toContain("Thank you,\nDana Reyes\nReyes Electric");
    expect(await send({ signatureType: "collections", includeAllPaymentMethods: false }, "collections")).toContain(
      "Collections Department",
    );
  });

  it.each([
    [{ customMessage: "x".repeat(501) }, PAYMENT_MESSAGE_TOO_LONG],
    [{ signatureType: "personal", customSignature: "y".repeat(101) }, SIGNATURE_TOO_LONG],
    [{ channel: "fax" }, "Choose email, SMS or both"],
    [{ signatureType: "ceo" }, "Choose a signature"],
  ])("rejects %o with the spec's message", async (extra, message) => {
    const { browser, progress } = await contractorWithProgress();
    await ok(saveDetails(browser, BANK));
    // A fax channel or a CEO's signature is not even of the contract's type: cast, not checked.
    const res = await failure(
      request(browser, { progressId: progress.id, ...(extra as Partial<PaymentRequestInput>) }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("accepts a message of exactly 500 characters", async () => {
    const { browser, progress } = await contractorWithProgress();
    await ok(saveDetails(browser, BANK));
    expect((await request(browser, { progressId: progress.id, customMessage: "z".repeat(500) })).status).toBe(200);
  });

  it.each(["sms", "both"] as const)("refuses %s when the client has no phone", async (channel) => {
    const { browser, progress } = await contractorWithProgress({ clientPhone: null });
    await ok(saveDetails(browser, BANK));
    const res = await failure(request(browser, { progressId: progress.id, channel }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CLIENT_HAS_NO_PHONE);
  });

  it("needs payment details on file and an approved, unpaid progress", async () => {
    const { browser, progress } = await contractorWithProgress();
    expect((await failure(request(browser, { progressId: progress.id }))).body.message).toBe(NO_PAYMENT_DETAILS);
    const pending = await contractorWithProgress({ status: "pending" });
    await ok(saveDetails(pending.browser, BANK));
    expect((await failure(request(pending.browser, { progressId: pending.progress.id }))).body.message).toBe(
      PAYMENT_NEEDS_APPROVAL,
    );
  });

  it("answers 404 for another contractor's progress and sends nothing", async () => {
    const { progress } = await contractorWithProgress();
    const { browser: stranger } = await signedUp();
    await ok(saveDetails(stranger, BANK));
    const before = await env.DB.prepare("select count(*) as n from messages").first<{ n: number }>();
    const res = await failure(request(stranger, { progressId: progress.id, customMessage: "steal" }));
    expect(res.status).toBe(404);
    const after = await env.DB.prepare("select count(*) as n from messages").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});
