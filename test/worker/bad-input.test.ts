// Bad input never 500s: arbitrary JSON bodies (wrong types, huge strings, negative and float numbers, nulls, nested
// junk, near-valid values) and odd ids thrown at every JSON write route as a signed-in contractor, and at the public ones.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { PHOTO_NOT_UPLOADED } from "#schema/contracts";
import { approvedProgress, makeClient, makeProgress, makeProject, SIGNATURE, uploadPhoto } from "../factories/billing";
import { tinyPng } from "../factories/images";
import { Browser, failure, ok, signedUp } from "./http";

const RUNS = 60;

type Fixture = {
  browser: Browser;
  clientId: number;
  projectId: number;
  pendingId: number;
  approvedId: number;
  templateId: number;
  photoUrl: string;
  token: string;
};
// Placeholders until beforeAll runs: test names are built from the paths at collection time.
let f: Fixture = {
  clientId: 0,
  projectId: 0,
  pendingId: 0,
  approvedId: 0,
  templateId: 0,
  photoUrl: "",
  token: "{token}",
} as Fixture;

beforeAll(async () => {
  const { browser } = await signedUp();
  const client = await makeClient(browser);
  const project = await makeProject(browser, { clientId: client.id });
  const photo = await uploadPhoto(browser, tinyPng());
  const pending = await makeProgress(browser, {
    projectId: project.id,
    completionPercentage: 10,
    amount: 10_000,
    photos: [photo.url],
  });
  const approved = await approvedProgress(browser, { projectId: project.id, completionPercentage: 20, amount: 20_000 });
  await ok(
    browser.api.user["payment-details"].$put({
      json: { preferredPaymentMethod: "paypal", paypalUsername: "ReyesPay" },
    }),
  );
  const templates = await ok(browser.api["nudge-templates"].$get());
  f = {
    browser,
    clientId: client.id,
    projectId: project.id,
    pendingId: pending.id,
    approvedId: approved.id,
    templateId: templates[0]!.id,
    photoUrl: photo.url,
    token: pending.approval!.url!.split("/a/")[1]!,
  };
});

// ---- arbitraries ----

const hugeString = fc.constantFrom("x".repeat(100_000), "9".repeat(400), "\u0000".repeat(50), "😀".repeat(3000));
const oddString = fc.constantFrom(
  "",
  " ",
  "null",
  "NaN",
  "-1",
  "1e308",
  "0x1F",
  "%E0%A4%A",
  "/api/uploads/%E0%A4%A",
  "/api/uploads/u/1/..%2F..%2Fx.png",
  "https://evil.example/api/uploads/u/1/a.png",
  "2026-02-30",
  "0000-00-00",
  "9999-12-31",
  "2026-01-01T99:99:99Z",
  "2026-13-01",
  "+275760-09-13",
  "data:image/png;base64,AAAA",
  "data:image/png;base64,====",
  "<script>alert(1)</script>",
  "'; drop table users; --",
  "{{clientName}}{amount}",
  "America/Nowhere",
  "__proto__",
);
const oddNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    0,
    -1,
    0.5,
    -0.0001,
    1e21,
    -1e21,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 63,
    1e308,
    -1e308,
    100.5,
  ),
);
const leaf = fc.oneof(fc.string({ maxLength: 40 }), hugeString, oddString, oddNumber, fc.boolean(), fc.constant(null));
const junk = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.dictionary(fc.string({ maxLength: 8 }), tie("value"), { maxKeys: 4 }),
})).value;

/** A body with the route's own keys, each absent, junk, or a plausible value: so junk gets past the first field. */
const bodyFor = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    {
      arbitrary: fc.record(Object.fromEntries(Object.entries(fields).map(([k, good]) => [k, fc.oneof(good, junk)])), {
        requiredKeys: [],
      }),
      weight: 6,
    },
    { arbitrary: junk, weight: 1 },
  );

const id = () =>
  fc.oneof(
    fc.constantFrom(f.pendingId, f.approvedId, f.clientId, f.projectId, f.templateId),
    fc.integer({ min: -5, max: 1e6 }),
  );
const str = (...values: string[]) => fc.constantFrom(...values);

/** `visitor`: sent from a fresh browser, so a successful register or login never swaps the contractor's session. */
type Route = {
  method: string;
  visitor?: true;
  path: () => string;
  fields: () => Record<string, fc.Arbitrary<unknown>>;
  headers?: () => fc.Arbitrary<Record<string, string>>;
};

const ROUTES: Route[] = [
  {
    method: "POST",
    path: () => "/api/user/check-achievement",
    fields: () => ({
      category: str("onboarding", "clients", "projects", "payments", "meetings", "others"),
      actionValue: oddNumber,
    }),
  },
  {
    method: "PUT",
    path: () => "/api/user/profile",
    fields: () => ({
      fullName: str("Dana Reyes"),
      email: str("dana@example.com"),
      phone: str("+1 512 555 0100"),
      companyName: str("Reyes"),
      timezone: str("America/Chicago", "UTC"),
    }),
  },
  {
    method: "PUT",
    path: () => "/api/user/payment-details",
    fields: () => ({
      preferredPaymentMethod: str("bank", "paypal", "venmo", "zelle", "cashapp"),
      bankAccountName: str("Reyes LLC"),
      bankAccountNumber: str("000123456789"),
      bankRoutingNumber: str("021000021"),
      paypalUsername: str("ReyesPay"),
      venmoUsername: str("reyes-electric"),
      zelleEmail: str("pay@example.com"),
      cashAppUsername: str("$Reyes"),
    }),
  },
  {
    method: "POST",
    path: () => "/api/clients",
    fields: () => ({
      name: str("Marcus"),
      companyName: str("Webb"),
      email: str("m@example.com"),
      phone: str("512 555 0100"),
    }),
  },
  {
    method: "PUT",
    path: () => `/api/clients/${f.clientId}`,
    fields: () => ({
      name: str("Marcus"),
      companyName: str("Webb"),
      email: str("m@example.com"),
      phone: str("(512) 555-0100"),
    }),
  },
  {
    method: "POST",
    path: () => "/api/projects",
    fields: () => ({
      name: str("Kitchen"),
      description: str("Rewire"),
      clientId: id(),
      totalValue: fc.integer({ min: 0, max: 1e9 }),
      completionPercentage: fc.integer({ min: 0, max: 100 }),
    }),
  },
  {
    method: "PATCH",
    path: () => `/api/projects/${f.projectId}`,
    fields: () => ({
      name: str("Kitchen"),
      description: str("Rewire"),
      clientId: id(),
      totalValue: fc.oneof(fc.integer({ min: 0, max: 1e9 }), fc.constant(null)),
    }),
  },
  {
    method: "POST",
    path: () => "/api/progress",
    fields: () => ({
      projectId: id(),
      progressNumber: fc.integer({ min: 1, max: 5 }),
      completionPercentage: fc.integer({ min: 1, max: 100 }),
      amount: fc.integer({ min: 100, max: 1e9 }),
      description: str("Trim-out"),
      photos: fc.constantFrom(
        [f.photoUrl],
        [{ url: f.photoUrl, caption: "x" }],
        ["/api/uploads/%E0%A4%A"],
        [{ url: "/api/uploads/%zz" }],
      ),
      status: str("pending"),
      dueDate: str("2030-01-15", "2030-01-15T10:00:00Z", "2026-02-30", "9999-12-31T23:59:59-12:00"),
    }),
    headers: () =>
      fc.oneof(
        fc.constant({}),
        fc.record({ "Idempotency-Key": fc.oneof(fc.string({ maxLength: 120 }), str("key-12345678")) }),
      ),
  },
  {
    method: "POST",
    path: () => `/api/progress/${f.pendingId}/approval-link`,
    fields: () => ({ deliver: fc.boolean() }),
  },
  {
    method: "PATCH",
    path: () => `/api/progress/${f.pendingId}/approve`,
    fields: () => ({
      signature: str(SIGNATURE),
      status: str("approved"),
      signerName: str("Marcus"),
      contentHash: str("a".repeat(64)),
    }),
  },
  {
    method: "PATCH",
    path: () => `/api/progress/${f.pendingId}/reject`,
    fields: () => ({ status: str("rejected"), reason: str("no"), contentHash: str("b".repeat(64)) }),
  },
  {
    method: "POST",
    path: () => `/api/progress/${f.approvedId}/mark-paid`,
    fields: () => ({
      paidOn: str("2026-01-05", "2026-02-30", "2026-02-29", "0000-01-01", "2025-04-31"),
      method: str("cash", "check", "zelle"),
      reference: str("Check #1"),
    }),
  },
  {
    method: "POST",
    path: () => `/api/a/${f.token}/approve`,
    fields: () => ({ signature: str(SIGNATURE), signerName: str("Marcus"), contentHash: str("c".repeat(64)) }),
  },
  {
    method: "POST",
    path: () => `/api/a/${f.token}/reject`,
    fields: () => ({ reason: str("no"), contentHash: str("d".repeat(64)) }),
  },
  { method: "POST", path: () => `/api/a/${f.token}/payment-claim`, fields: () => ({}) },
  {
    method: "POST",
    path: () => "/api/payments/generate-links",
    fields: () => ({ progressId: id(), clientId: id(), paymentMethod: str("all", "check", "paypal", "bank") }),
  },
  {
    method: "POST",
    path: () => "/api/payments/request",
    fields: () => ({
      progressId: id(),
      customMessage: str("Please pay"),
      channel: str("email", "sms", "both"),
      includeAllPaymentMethods: fc.boolean(),
      signatureType: str("company", "personal"),
      customSignature: str("Dana"),
      signature: str("Dana"),
      idempotencyKey: fc.string({ minLength: 8, maxLength: 20 }),
    }),
  },
  ...(["POST", "PUT"] as const).map(
    (method): Route => ({
      method,
      path: () => (method === "POST" ? "/api/nudge-templates" : `/api/nudge-templates/${f.templateId}`),
      fields: () => ({
        name: str("Nudge"),
        emailSubject: str("Hi {{clientName}}"),
        emailBody: str("Pay {{amount}}"),
        smsBody: str("Pay"),
        triggerType: str("days_after_submission", "days_before_due", "on_due_date", "days_after_due"),
        triggerValue: fc.integer({ min: -5, max: 400 }),
        channels: fc.constantFrom(["email"], ["sms"], ["email", "sms", "email"]),
        active: fc.boolean(),
      }),
    }),
  ),
  {
    method: "POST",
    path: () => "/api/send-nudge",
    fields: () => ({
      progressId: id(),
      templateId: id(),
      channels: fc.constantFrom(["email"], ["sms"], ["email", "sms"]),
      requestId: fc.string({ minLength: 8, maxLength: 70 }),
    }),
  },
  {
    method: "POST",
    path: () => "/api/nudge-history",
    fields: () => ({
      progressId: id(),
      templateId: id(),
      channel: str("email", "sms"),
      success: fc.boolean(),
      requestId: fc.string({ minLength: 8, maxLength: 70 }),
    }),
  },
  {
    method: "POST",
    path: () => "/api/support",
    fields: () => ({
      name: str("Dana"),
      email: str("dana@example.com"),
      subject: str("Help"),
      message: str("Please help me with this."),
    }),
  },
  {
    method: "POST",
    visitor: true,
    path: () => "/api/support/newsletter",
    fields: () => ({ email: str("dana@example.com") }),
  },
  {
    method: "POST",
    visitor: true,
    path: () => "/api/register",
    fields: () => ({
      username: fc.string({ minLength: 3, maxLength: 20 }),
      password: str("ladder-jobsite-42"),
      fullName: str("Dana"),
      email: str("d@example.com"),
      companyName: str("Reyes"),
      userType: str("contractor", "client", "admin"),
      timezone: str("UTC"),
    }),
  },
  {
    method: "POST",
    path: () => "/api/create-checkout-session",
    fields: () => ({ priceId: str("price_solo", "price_starter", "price_enterprise"), planName: str("Solo") }),
  },
  {
    method: "POST",
    path: () => "/api/test-checkout/complete",
    fields: () => ({
      priceId: str("price_solo", "price_professional"),
      sessionId: str("cs_local_abcdefghijklmnop1234", "cs_local_", "cs_test_x"),
    }),
  },
  { method: "POST", path: () => "/api/cancel-subscription", fields: () => ({}) },
  { method: "POST", path: () => "/api/resume-subscription", fields: () => ({}) },
  {
    method: "POST",
    visitor: true,
    path: () => "/api/stripe/webhook",
    fields: () => ({ id: str("evt_1"), type: str("invoice.paid", "customer.subscription.updated"), data: junk }),
    headers: () =>
      fc.oneof(fc.constant({}), fc.record({ "Stripe-Signature": fc.oneof(fc.string(), str("t=1,v1=abc", "t=,v1=")) })),
  },
  {
    method: "POST",
    visitor: true,
    path: () => "/api/login",
    fields: () => ({ username: str("nobody-here"), password: str("ladder-jobsite-42") }),
  },
];

async function send(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  visitor = false,
) {
  // A body of `undefined` is sent as no body at all, which the routes must also survive.
  const browser = visitor ? new Browser(undefined, "198.51.100.20") : f.browser;
  const res = await browser.fetch(path, { method, json: body === undefined ? undefined : body, headers });
  const text = await res.text();
  return { status: res.status, text };
}

describe("arbitrary JSON bodies never 500", () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.path().replace(/\/\d+/g, "/{id}")}`, r] as const))(
    "%s",
    async (_name, route) => {
      const body = bodyFor(route.fields());
      const headers = route.headers?.() ?? fc.constant({});
      await fc.assert(
        fc.asyncProperty(body, headers, async (json, h) => {
          const { status, text } = await send(route.method, route.path(), json, h, route.visitor);
          expect(
            status,
            `${route.method} ${route.path()} ${JSON.stringify(json)?.slice(0, 300)} -> ${text.slice(0, 300)}`,
          ).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it("survives bodies that are not JSON objects at all", async () => {
    for (const route of ROUTES) {
      for (const raw of ["", "not json", "{", "[]", "null", "12", '"x"', '{"a":'.repeat(2000)]) {
        const browser = route.visitor ? new Browser(undefined, "198.51.100.20") : f.browser;
        const res = await browser.fetch(route.path(), {
          method: route.method,
          body: raw,
          headers: { "Content-Type": "application/json" },
        });
        expect(res.status, `${route.method} ${route.path()} ${raw.slice(0, 20)}`).toBeLessThan(500);
      }
    }
  }, 30_000); // every route x 8 bodies: slow on a busy machine, never a hang
});

describe("odd ids and queries never 500", () => {
  const oddId = fc.oneof(
    fc.constantFrom(
      "abc",
      "0",
      "-1",
      "1.5",
      "1e3",
      "99999999999999999999",
      "9007199254740993",
      "%20",
      "%E0%A4%A",
      "null",
      "0x10",
      "1;drop",
    ),
    fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  );
  const paths = [
    (x: string) => ["GET", `/api/clients/${x}`],
    (x: string) => ["PUT", `/api/clients/${x}`],
    (x: string) => ["GET", `/api/projects/${x}`],
    (x: string) => ["GET", `/api/projects/${x}/progress`],
    (x: string) => ["GET", `/api/projects?clientId=${x}`],
    (x: string) => ["GET", `/api/progress/${x}`],
    (x: string) => ["GET", `/api/progress/${x}/invoice.pdf`],
    (x: string) => ["POST", `/api/progress/${x}/approval-link`],
    (x: string) => ["GET", `/api/progress/${x}/approval`],
    (x: string) => ["PATCH", `/api/progress/${x}/approve`],
    (x: string) => ["PATCH", `/api/progress/${x}/reject`],
    (x: string) => ["POST", `/api/progress/${x}/mark-paid`],
    (x: string) => ["PUT", `/api/nudge-templates/${x}`],
    (x: string) => ["DELETE", `/api/nudge-templates/${x}`],
    (x: string) => ["GET", `/api/nudge-history?progressId=${x}`],
    (x: string) => ["DELETE", `/api/user/payment-details/${x}`],
    (x: string) => ["GET", `/api/uploads/${x}`],
    (x: string) => ["GET", `/api/a/${x}`],
    (x: string) => ["GET", `/api/a/${f.token}/photos/${x}`],
    (x: string) => ["POST", `/api/a/${x}/approve`],
    (x: string) => ["POST", `/api/a/${x}/payment-claim`],
  ];

  it("answers every odd id with a 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(oddId, fc.constantFrom(...paths), async (x, make) => {
        const [method, path] = make(x) as [string, string];
        const json = method === "GET" || method === "DELETE" ? undefined : {};
        const { status, text } = await send(method, path, json);
        expect(status, `${method} ${path} -> ${text.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});

describe("what fuzzing found, pinned", () => {
  it("a photo URL with a broken percent-escape is the 400 for a photo that is not an upload", async () => {
    for (const url of ["/api/uploads/%E0%A4%A", "/api/uploads/u/1/%zz.png"]) {
      const res = await failure(
        f.browser.api.progress.$post({
          json: { projectId: f.projectId, completionPercentage: 30, amount: 10_000, photos: [url] },
        }),
      );
      expect(res.status, url).toBe(400);
      expect(res.body.message).toBe(PHOTO_NOT_UPLOADED);
    }
  });

  it("a due date-time past the year 9999 in the owner's timezone is refused, so reminders can always render it", async () => {
    for (const dueDate of ["9999-12-31T23:59:59-12:00", "0000-01-01", "3000-01-01"]) {
      const res = await failure(
        f.browser.api.progress.$post({
          json: { projectId: f.projectId, completionPercentage: 30, amount: 10_000, dueDate },
        }),
      );
      expect(res.status, dueDate).toBe(400);
      expect(res.body.message).toBe("Please enter a valid due date");
    }
    const fine = await ok(
      f.browser.api.progress.$post({
        json: {
          projectId: f.projectId,
          completionPercentage: 30,
          amount: 10_000,
          dueDate: "2999-12-31T23:00:00-12:00",
          // The property tests above give the shared project a random contract value: confirming a change of contract
          // keeps this billing about its due date whatever value they left.
          contractChangeConfirmed: true,
        },
      }),
      201,
    );
    const nudge = await f.browser.api["send-nudge"].$post({
      json: { progressId: fine.id, templateId: f.templateId, channels: ["email"] },
    });
    expect(nudge.status, await nudge.text()).toBeLessThan(500);
  });

  it("a paid date that is not on the calendar is refused, not rolled into the next month", async () => {
    for (const paidOn of ["2026-02-30", "2025-04-31", "2026-02-29"]) {
      const res = await failure(
        f.browser.api.progress[":id"]["mark-paid"].$post({
          param: { id: String(f.approvedId) },
          json: { paidOn, method: "cash" },
        }),
      );
      expect(res.status, paidOn).toBe(400);
      expect(res.body.message).toBe("Please enter a valid payment date");
    }
  });

  it("a broken multipart body on the support form is a 400 page, and on the footer sign-up a redirect", async () => {
    const headers = { "Content-Type": "multipart/form-data; boundary=zzz" };
    const support = await f.browser.fetch("/support", {
      method: "POST",
      body: "--zzz\r\nbroken",
      headers,
      redirect: "manual",
    });
    expect(support.status).toBe(400);
    expect(await support.text()).toContain("Name is required");
    const subscribe = await f.browser.fetch("/subscribe", {
      method: "POST",
      body: "--zzz\r\nbroken",
      headers,
      redirect: "manual",
    });
    expect(subscribe.status).toBe(303);
    expect(subscribe.headers.get("Location")).toBe("/?subscribe=invalid#product-updates");
  });
});

describe("the marketing site's form posts never 500", () => {
  it("takes any form fields on /support and /subscribe", async () => {
    const field = fc.oneof(fc.string({ maxLength: 60 }), hugeString, oddString);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/support", "/subscribe"),
        fc.record({ name: field, email: field, subject: field, message: field, from: field }, { requiredKeys: [] }),
        async (path, values) => {
          const form = new URLSearchParams(values as Record<string, string>);
          const res = await f.browser.fetch(path, { method: "POST", body: form, redirect: "manual" });
          expect(res.status, `${path} ${form.toString().slice(0, 200)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
    for (const [type, raw] of [
      ["multipart/form-data; boundary=zzz", "--zzz\r\nbroken"],
      ["multipart/form-data", "no boundary"],
      ["application/json", "{"],
      ["text/plain", "hello"],
    ] as const) {
      for (const path of ["/support", "/subscribe"]) {
        const res = await f.browser.fetch(path, {
          method: "POST",
          body: raw,
          headers: { "Content-Type": type },
          redirect: "manual",
        });
        expect(res.status, `${path} ${type}`).toBeLessThan(500);
      }
    }
  });
});
