// "Download my data" as a job (ADR 0128): the request queues it; the job writes the ZIP to R2 in parts and notifies
// the person; the link downloads it for a day, for its owner only; a redelivered job stores and notifies once.
import { env } from "cloudflare:workers";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { findMemberUser } from "#worker/db/sessions";
import { runJob } from "#worker/jobs/handlers";
import { getDb } from "#worker/lib/db";
import { EXPORT_EXPIRED, EXPORT_LINK_TTL_MS, openExport } from "#worker/services/data-export-job";
import { makeClient } from "../factories/billing";
import { failure, signedUp } from "./http";

type Queued = { id: string; status: string; downloadUrl: string };

describe("the data export as a job", () => {
  it("queues, writes the ZIP to R2, notifies once, and downloads it for its owner only", async () => {
    const { browser, member } = await signedUp();
    await makeClient(browser, { name: "Ana Ruiz", companyName: "Ruiz Homes", email: "ana@ruiz.example" });

    const { status, body } = await browser.json<Queued>("/api/user/export/jobs", { method: "POST" });
    expect(status).toBe(202);
    expect(body).toMatchObject({ status: "queued", downloadUrl: `/api/user/export/jobs/${body.id}` });
    // Not built yet: the link says so rather than answering an empty file.
    expect((await browser.fetch(body.downloadUrl)).status).toBe(404);

    const deps = { db: getDb(env), env };
    const job = { type: "data-export" as const, userId: member.id, exportId: body.id };
    await runJob(job, deps);
    // A redelivery of the same job stores nothing more and notifies nobody again.
    await runJob(job, deps);

    const notes = await env.DB.prepare(
      "select title, link from notifications where user_id = ? and kind = 'data_export'",
    )
      .bind(member.id)
      .all<{ title: string; link: string }>();
    expect(notes.results).toEqual([{ title: "Your data export is ready", link: body.downloadUrl }]);

    const res = await browser.fetch(body.downloadUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="paystage-export-.+\.zip"$/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(["README.txt", "account.json", "clients.json"]));
    const clients = JSON.parse(new TextDecoder().decode(files["clients.json"])) as { name: string }[];
    expect(clients.map((c) => c.name)).toEqual(["Ana Ruiz"]);

    // Another company's member holding the link reads a 404.
    const other = await signedUp();
    expect(await failure(other.browser.fetch(body.downloadUrl))).toMatchObject({
      status: 404,
      body: { message: "Export not found" },
    });
    // A made-up id is the same 404.
    expect(await failure(browser.fetch("/api/user/export/jobs/not-a-real-export-id"))).toMatchObject({
      status: 404,
      body: { message: "Export not found" },
    });
  });

  it("the link expires after a day", async () => {
    const { browser, member } = await signedUp();
    const { body } = await browser.json<Queued>("/api/user/export/jobs", { method: "POST" });
    await runJob({ type: "data-export", userId: member.id, exportId: body.id }, { db: getDb(env), env });
    const user = (await findMemberUser(getDb(env), member.id))!;
    const later = new Date(Date.now() + EXPORT_LINK_TTL_MS + 60_000);
    await expect(openExport(env, user, body.id, later)).rejects.toThrow(EXPORT_EXPIRED);
  });
});
