// Manual reminders: POST /api/send-nudge, the quick reminder (POST /api/nudge-history), what can be chased
// (GET /api/nudge-targets) and a progress's reminder history (GET /api/nudge-history).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ClientInput } from "#schema/contracts/clients";
import { UNREADABLE_PHONE_FOR_SMS } from "#schema/contracts/nudge-texts";
import type { SendNudge } from "#schema/contracts/nudges";
import { makeClient, makeProgress, makeProject } from "../factories/billing";
import { type Browser, failure, ok, signedUp } from "./http";

async function setup(clientOverrides: Partial<ClientInput> = {}) {
  const { browser, user } = await signedUp({ fullName: "Dana Reyes", companyName: "Reyes Electric" });
  const client = await makeClient(browser, { name: "Marcus Webb", ...clientOverrides });
  const project = await makeProject(browser, { clientId: client.id, name: `Kitchen ${user.id}` });
  const submitted = await makeProgress(browser, { projectId: project.id, amount: 555050, dueDate: "2026-12-15" });
  const templates = await ok(browser.api["nudge-templates"].$get());
  return { browser, user, client, project, progressId: submitted.id, templates };
}

const byName = (templates: { id: number; name: string }[], name: string) => templates.find((t) => t.name === name)!;

type MessageRow = { channel: string; to: string; subject: string | null; body: string };
const messagesOfHistory = (historyId: number) =>
  env.DB.prepare('select channel, "to", subject, body from messages where dedupe_key like ? order by channel')
    .bind(`nudge:${historyId}:%`)
    .all<MessageRow>()
    .then((r) => r.results);

const send = (browser: Browser, json: SendNudge) => browser.api["send-nudge"].$post({ json });

const historyCall = (browser: Browser, progressId: number) =>
  browser.api["nudge-history"].$get({ query: { progressId: String(progressId) } });

describe("POST /api/send-nudge", () => {
  it("sends the chosen template by email and SMS with every variable filled, and records it", async () => {
    const { browser, project, progressId, templates } = await setup();
    const template = byName(templates, "Payment Reminder");
    const sent = await ok(send(browser, { progressId, templateId: template.id, channels: ["email", "sms"] }), 201);

    const [email, sms] = await messagesOfHistory(sent.id);
    expect(email).toMatchObject({
      channel: "email",
      to: "marcus@webbhomes.example",
      subject: `Payment reminder: ${project.name}, Progress #1`,
    });
    expect(email!.body).toContain("Hi Marcus Webb,");
    expect(email!.body).toContain(`$5,550.50 for ${project.name} (Progress #1) is due Dec 15, 2026.`);
    expect(email!.body).toMatch(/https:\/\/paystage\.test\/a\/[A-Za-z0-9_-]{40,}/);
    expect(email!.body).toContain("Dana Reyes\nReyes Electric");
    expect(email!.body).not.toMatch(/\{\{|\}\}/);
    expect(sms).toMatchObject({ channel: "sms", to: "+15125550188" });
    expect(sms!.body).toMatch(
      /^Reyes Electric: friendly reminder, \$5,550\.50 .* is due Dec 15, 2026\. Details: https:\/\/paystage\.test\/a\//,
    );

    const history = await ok(historyCall(browser, progressId), 200);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      id: sent.id,
      templateName: "Payment Reminder",
      channels: ["email", "sms"],
      automatic: false,
      success: true,
      errorMessage: null,
    });
    expect(["delivering", "sent"]).toContain(history[0]!.status);
    const flag = await env.DB.prepare("select reminder_sent from progress where id = ?")
      .bind(progressId)
      .first<{ reminder_sent: number }>();
    expect(flag?.reminder_sent).toBe(1);
  });

  it.each<[Partial<SendNudge>, string]>([
    [{ progressId: undefined }, "Please select a progress submission to send the nudge for."],
    [{ templateId: undefined }, "Please select a template before sending the nudge."],
    [{ channels: [] }, "Please select at least one channel (email or SMS)."],
  ])("rejects %o with the spec's message", async (overrides, message) => {
    const { browser, progressId, templates } = await setup();
    const res = await failure(
      send(browser, { progressId, templateId: templates[0]!.id, channels: ["email"], ...overrides }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses SMS to a number the E.164 backfill could not read, saying so; the email still goes", async () => {
    const flagged = await setup();
    // As the backfill leaves a number typed before E.164 that it could not parse (ADR 0118): text kept, flagged.
    await env.DB.prepare("update clients set phone = 'call the office', phone_invalid = 1 where id = ?")
      .bind(flagged.client.id)
      .run();
    const template = byName(flagged.templates, "Payment Reminder");
    const sms = await failure(
      send(flagged.browser, { progressId: flagged.progressId, templateId: template.id, channels: ["sms"] }),
    );
    expect(sms.status).toBe(400);
    expect(sms.body.message).toBe(UNREADABLE_PHONE_FOR_SMS);
    const email = await ok(
      send(flagged.browser, { progressId: flagged.progressId, templateId: template.id, channels: ["email"] }),
      201,
    );
    expect((await messagesOfHistory(email.id)).map((m) => m.channel)).toEqual(["email"]);
  });

  it("refuses SMS to a client without a phone, and progress that is paid or rejected", async () => {
    const noPhone = await setup({ phone: "" });
    const template = noPhone.templates[0]!;
    const sms = await failure(
      send(noPhone.browser, { progressId: noPhone.progressId, templateId: template.id, channels: ["sms"] }),
    );
    expect(sms.status).toBe(400);
    expect(sms.body.message).toBe("This client has no phone number, so a text message cannot be sent.");

    await env.DB.prepare("update progress set status = 'paid' where id = ?").bind(noPhone.progressId).run();
    const paid = await failure(
      send(noPhone.browser, { progressId: noPhone.progressId, templateId: template.id, channels: ["email"] }),
    );
    expect(paid.status).toBe(400);
    expect(paid.body.message).toBe("This progress is already paid, so no reminder is needed.");

    await env.DB.prepare("update progress set status = 'rejected' where id = ?").bind(noPhone.progressId).run();
    const rejected = await failure(
      send(noPhone.browser, { progressId: noPhone.progressId, templateId: template.id, channels: ["email"] }),
    );
    expect(rejected.status).toBe(400);
    expect(rejected.body.message).toBe("This progress was rejected, so there is nothing to remind the client about.");
  });

  it("sends no text to a client who replied STOP, says why, and texts again after START (ADR 0119)", async () => {
    const phone = "+15125550177";
    const { browser, progressId, templates } = await setup({ phone });
    const template = byName(templates, "Payment Reminder");
    await env.DB.prepare("insert into sms_opt_outs (phone, keyword, opted_out_at) values (?, 'STOP', ?)")
      .bind(phone, Date.now())
      .run();
    const textsOnly = await failure(send(browser, { progressId, templateId: template.id, channels: ["sms"] }));
    expect(textsOnly.status).toBe(400);
    expect(textsOnly.body.message).toBe("Client replied STOP; texts are off");

    const both = await ok(send(browser, { progressId, templateId: template.id, channels: ["email", "sms"] }), 201);
    expect((await messagesOfHistory(both.id)).map((m) => m.channel)).toEqual(["email"]);
    const [latest] = await ok(historyCall(browser, progressId), 200);
    expect(latest).toMatchObject({ channels: ["email"], errorMessage: "Client replied STOP; texts are off" });

    await env.DB.prepare("delete from sms_opt_outs where phone = ?").bind(phone).run();
    const again = await ok(send(browser, { progressId, templateId: template.id, channels: ["sms"] }), 201);
    expect((await messagesOfHistory(again.id)).map((m) => m.channel)).toEqual(["sms"]);
  });

  it("answers 404 for another contractor's progress or template", async () => {
    const mine = await setup();
    const theirs = await setup();
    const foreignProgress = await failure(
      send(mine.browser, { progressId: theirs.progressId, templateId: mine.templates[0]!.id, channels: ["email"] }),
    );
    expect(foreignProgress.status).toBe(404);
    expect(foreignProgress.body.message).toBe("Progress not found");
    const foreignTemplate = await failure(
      send(mine.browser, { progressId: mine.progressId, templateId: theirs.templates[0]!.id, channels: ["email"] }),
    );
    expect(foreignTemplate.status).toBe(404);
    expect(foreignTemplate.body.message).toBe("Template not found");
    expect((await failure(historyCall(mine.browser, theirs.progressId))).status).toBe(404);
  });

  it("sends once for a double tap: the same request id returns the first reminder", async () => {
    const { browser, progressId, templates } = await setup();
    const body: SendNudge = {
      progressId,
      templateId: templates[0]!.id,
      channels: ["email"],
      requestId: crypto.randomUUID(),
    };
    const [a, b] = await Promise.all([send(browser, body), send(browser, body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const first = await ok(a);
    expect(first.id).toBe((await ok(b)).id);
    expect(await messagesOfHistory(first.id)).toHaveLength(1);
    expect(await ok(historyCall(browser, progressId))).toHaveLength(1);
  });
});

describe("the quick reminder (POST /api/nudge-history)", () => {
  it("sends the Payment Reminder template by email, with or without its id", async () => {
    const { browser, progressId, templates } = await setup();
    const payment = byName(templates, "Payment Reminder");
    const spec = await ok(
      browser.api["nudge-history"].$post({
        json: { progressId, templateId: payment.id, channel: "email", success: true },
      }),
      201,
    );
    const [email] = await messagesOfHistory(spec.id);
    expect(email!.subject).toMatch(/^Payment reminder: /);

    const byDefault = await ok(browser.api["nudge-history"].$post({ json: { progressId } }), 201);
    const history = await ok(historyCall(browser, progressId));
    expect(history.map((h) => h.id)).toEqual([byDefault.id, spec.id]);
    expect(history.every((h) => h.templateName === "Payment Reminder" && h.channels.join() === "email")).toBe(true);
  });

  it("fails with the spec's message when no template is named Payment Reminder", async () => {
    const { browser, progressId, templates } = await setup();
    await ok(
      browser.api["nudge-templates"][":id"].$delete({
        param: { id: String(byName(templates, "Payment Reminder").id) },
      }),
    );
    const res = await failure(
      browser.api["nudge-history"].$post({ json: { progressId, channel: "email", success: true } }),
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("No default reminder template found");
  });
});

describe("GET /api/nudge-targets", () => {
  it("lists clients with their projects and the progress still worth chasing", async () => {
    const { browser, client, project, progressId } = await setup();
    const paid = await makeProgress(browser, { projectId: project.id, completionPercentage: 60 });
    await env.DB.prepare("update progress set status = 'paid' where id = ?").bind(paid.id).run();
    const lonely = await makeClient(browser, { name: "Tom Alvarez", phone: "" });

    const body = await ok(browser.api["nudge-targets"].$get(), 200);
    const mine = body.find((c) => c.id === client.id)!;
    expect(mine).toMatchObject({ name: "Marcus Webb", email: "marcus@webbhomes.example", phone: "+15125550188" });
    expect(mine.projects).toHaveLength(1);
    expect(mine.projects[0]).toMatchObject({ id: project.id, name: project.name });
    expect(mine.projects[0]!.progress).toEqual([
      expect.objectContaining({
        id: progressId,
        progressNumber: 1,
        amount: 555050,
        status: "pending",
        dueDate: "2026-12-15",
        paymentClaimed: false,
      }),
    ]);
    expect(body.find((c) => c.id === lonely.id)).toMatchObject({ phone: null, projects: [] });
  });
});
