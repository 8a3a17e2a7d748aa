// Demo data's decided billings go through the real approval and payment code: signature in R2, write-once evidence,
// and the certificate page on their invoice PDF. Idempotent, development only.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { DEMO_DECISIONS } from "../../worker/services/demo-decision-plan";
import { makeClient, submitProgress } from "../factories/billing";
import { Browser, ok, registration } from "./http";
import { readPdf } from "./pdf-text";

describe("POST /api/dev/seed-decisions", () => {
  it("decides the demo's pending billings with evidence, once", async () => {
    const browser = new Browser();
    const reg = await browser.json<any>("/api/register", {
      method: "POST",
      json: registration({ username: "demo", timezone: "America/Chicago" }),
    });
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    const client = await makeClient(browser);
    const ids = new Map<string, number>();
    for (const plan of DEMO_DECISIONS) {
      let projectId = ids.get(plan.project);
      if (!projectId) {
        const project = await browser.json<any>("/api/projects", {
          method: "POST",
          json: { name: plan.project, clientId: client.id, totalValue: 2_600_000 },
        });
        projectId = project.body.id as number;
        ids.set(plan.project, projectId);
      }
      const res = await submitProgress(browser, {
        projectId,
        completionPercentage: plan.number * 50,
        amount: 1_300_000,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      // Billed weeks ago, as in the demo data.
      await env.DB.prepare("update progress set created_at = ? where id = ?")
        .bind(Date.now() - 30 * 86_400_000, res.body.id)
        .run();
    }

    expect(await ok(browser.api.dev["seed-decisions"].$post())).toEqual({ decided: DEMO_DECISIONS.length });
    expect(await ok(browser.api.dev["seed-decisions"].$post())).toEqual({ decided: 0 });

    const rows = (
      await env.DB.prepare(
        "select p.id, p.status, p.paid_at, p.approved_at, p.created_at, a.decision, a.signature_key, a.content_hash from progress p join approvals a on a.progress_id = p.id order by p.id",
      ).all<any>()
    ).results;
    expect(rows.map((r) => r.status)).toEqual(DEMO_DECISIONS.map((d) => d.outcome));
    for (const row of rows) {
      expect(row.content_hash).toMatch(/^[0-9a-f]{64}$/);
      if (row.decision === "approved") {
        expect(await env.MEDIA.head(row.signature_key)).not.toBeNull();
        // Decided a day after submission, not at seeding time.
        expect(row.approved_at - row.created_at).toBe(86_400_000);
      }
    }
    const paid = rows.find((r) => r.status === "paid");
    const pdf = await browser.fetch(`/api/progress/${paid.id}/invoice.pdf`);
    expect(pdf.status).toBe(200);
    const { text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toMatch(/Approval certificate/i);
  });

  it("is not there in production", async () => {
    const prod = { ...env, APP_ENV: "production", RESEND_API_KEY: "re_fake" } as Env;
    const res = await app.fetch(new Request("https://paystage.test/api/dev/seed-decisions", { method: "POST" }), prod);
    expect(res.status).toBe(404);
  });
});
