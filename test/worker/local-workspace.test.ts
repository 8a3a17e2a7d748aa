// The local demo workspace (POST /api/dev/seed, run by `npm run dev` and the journeys' server) is made through the
// services: real logins, billings decided with evidence, an invoice with its certificate. Once, development only.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "#worker/app";
import { LOCAL_BILLINGS, LOCAL_CREW, LOCAL_PASSWORD } from "#worker/services/demo/local-workspace";
import { Browser, failure, ok } from "./http";
import { readPdf } from "./pdf-text";

type BillingRow = {
  id: number;
  status: string;
  description: string;
  created_at: number;
  approved_at: number | null;
  content_hash: string | null;
  signature_key: string | null;
};

const count = async (table: string) =>
  (await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>())!.n;

describe("POST /api/dev/seed", () => {
  it("makes the demo workspace through the services, once", async () => {
    const seeder = new Browser();
    expect(await ok(seeder.api.dev.seed.$post({ json: { adminPassword: "admin-pass-42" } }))).toEqual({
      created: true,
    });

    // Every login works with its password, in its role.
    for (const [username, password, role] of [
      ["demo", LOCAL_PASSWORD, "owner"],
      ...LOCAL_CREW.map((m) => [m.username, LOCAL_PASSWORD, m.role]),
      [env.ADMIN_USERNAME, "admin-pass-42", "owner"],
    ] as const) {
      const browser = new Browser();
      const user = await ok(browser.api.login.$post({ json: { username, password } }));
      expect(user).toMatchObject({ username, role });
    }

    // Each billing in the state it was planned in, decided a day after it was submitted, with evidence.
    const rows = (
      await env.DB.prepare(
        "select p.id, p.status, p.description, p.created_at, p.approved_at, a.content_hash, a.signature_key from progress p left join approvals a on a.progress_id = p.id order by p.created_at",
      ).all<BillingRow>()
    ).results;
    expect(rows.map((r) => [r.description, r.status])).toEqual(LOCAL_BILLINGS.map((b) => [b.description, b.outcome]));
    for (const row of rows.filter((r) => r.status !== "pending")) {
      expect(row.content_hash).toMatch(/^[0-9a-f]{64}$/);
      if (row.status === "rejected") continue;
      expect(await env.MEDIA.head(row.signature_key!)).not.toBeNull();
      expect(row.approved_at! - row.created_at).toBe(86_400_000);
    }

    // A paid billing's invoice carries the approval certificate.
    const owner = new Browser();
    await ok(owner.api.login.$post({ json: { username: "demo", password: LOCAL_PASSWORD } }));
    const paid = rows.find((r) => r.status === "paid")!;
    const pdf = await owner.fetch(`/api/progress/${paid.id}/invoice.pdf`);
    expect(pdf.status).toBe(200);
    expect((await readPdf(new Uint8Array(await pdf.arrayBuffer()))).text).toMatch(/Approval certificate/i);

    // The finished job is completed, the meetings are there, and the first sign-in opens on no badge dialogs.
    const projects = await ok(owner.api.projects.$get({ query: {} }));
    expect(projects.find((p) => p.name === "Alvarez Duplex Repipe")?.status).toBe("completed");
    expect(await ok(owner.api.meetings.$get({ query: {} }))).toHaveLength(2);
    const { achievements } = await ok(owner.api.badges.$get());
    expect(achievements.length).toBeGreaterThan(0);
    expect(achievements.filter((a) => a.isNew)).toEqual([]);

    // A second run changes nothing.
    const before = await Promise.all(["users", "progress", "clients", "meetings", "messages"].map(count));
    expect(await ok(seeder.api.dev.seed.$post({ json: { adminPassword: "admin-pass-42" } }))).toEqual({
      created: false,
    });
    expect(await Promise.all(["users", "progress", "clients", "meetings", "messages"].map(count))).toEqual(before);
  });

  it("refuses a body without the admin's password", async () => {
    const { status } = await failure(new Browser().fetch("/api/dev/seed", { method: "POST", json: {} }));
    expect(status).toBe(400);
  });

  it("is not there in production", async () => {
    const prod = { ...env, APP_ENV: "production", RESEND_API_KEY: "re_fake" } as Env;
    const res = await app.fetch(
      new Request("https://paystage.test/api/dev/seed", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ adminPassword: "admin-pass-42" }),
      }),
      prod,
    );
    expect(res.status).toBe(404);
  });
});
