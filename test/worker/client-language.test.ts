// What a client reads, in their language (issue 34, ADR 0175-0176): the approval email and text, the link page, the
// stored consent, the invoice PDF and its certificate, a reminder. English is proven unchanged by the other files.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ClientInput } from "#schema/contracts/clients";
import { CLIENT_CATALOGUES } from "#schema/i18n/client";
import {
  approveInPerson,
  makeClient,
  makeProgress,
  makeProject,
  SIGNATURE,
  savePaymentDetails,
} from "../factories/billing";
import { makeMeeting, shareMeeting } from "../factories/meetings";
import { Browser, ok, signedUp, uniqueName } from "./http";
import { readPdf } from "./pdf-text";

type MessageRow = { channel: string; subject: string | null; body: string };
const messagesLike = (pattern: string) =>
  env.DB.prepare("select channel, subject, body from messages where body like ? order by channel")
    .bind(pattern)
    .all<MessageRow>()
    .then((r) => r.results);

/** A contractor whose client reads `language`, with one billing submitted (which emails and texts the link). */
async function billingFor(language: ClientInput["language"]) {
  const { browser } = await signedUp({ companyName: "Reyes Electric" });
  const client = await makeClient(browser, {
    name: "Camille Roy",
    companyName: "Famille Roy",
    email: `${uniqueName("client")}@example.com`,
    phone: "+1 512 555 0188",
    language,
  });
  const project = await makeProject(browser, { name: uniqueName("Cuisine "), clientId: client.id });
  const progress = await makeProgress(browser, {
    projectId: project.id,
    amount: 555_050,
    completionPercentage: 60,
    dueDate: "2030-01-15",
  });
  const url = progress.approval!.url!;
  return { browser, client, project, progressId: progress.id, token: url.split("/a/")[1]!, url };
}

const clientBrowser = () => new Browser(undefined, "198.51.100.7");

describe("a French client", () => {
  it("gets the approval email and text in French, the link page in French, and signs the French consent", async () => {
    const f = await billingFor("fr");
    const sent = await messagesLike(`%${f.token}%`);
    const email = sent.find((m) => m.channel === "email")!;
    expect(email.subject).toBe(
      `Reyes Electric : veuillez approuver la situation n° 1 pour ${f.project.name} (5\u00a0550,50\u00a0$US)`,
    );
    expect(email.body).toContain("Bonjour Camille Roy,");
    expect(email.body).toContain("Échéance le 15 janvier 2030.");
    expect(sent.find((m) => m.channel === "sms")!.body).toContain("attend votre approbation");

    const page = await clientBrowser().fetch(`/a/${f.token}`);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("<h1>Approbation des travaux</h1>");
    expect(html).toContain(CLIENT_CATALOGUES.fr.consent);
    expect(html).not.toContain("By signing above");
    expect(html).toContain("15 janvier 2030");
    // The island's words while the decision is on its way, in French too; the island itself carries none.
    expect(html).toContain("data-words=");
    expect(html).toContain("Approbation...");

    const contentHash = /name="contentHash" value="([0-9a-f]{64})"/.exec(html)![1]!;
    const phone = clientBrowser();
    await ok(
      phone.api.a[":token"].approve.$post({
        param: { token: f.token },
        json: { signature: SIGNATURE, signerName: "Camille Roy", contentHash },
      }),
    );
    const evidence = await env.DB.prepare("select consent_text, consent_language from approvals where progress_id = ?")
      .bind(f.progressId)
      .first<{ consent_text: string; consent_language: string }>();
    expect(evidence).toEqual({ consent_text: CLIENT_CATALOGUES.fr.consent, consent_language: "fr" });

    const thanks = await (await phone.fetch("/thank-you")).text();
    expect(thanks).toContain('<html lang="fr">');
    expect(thanks).toContain("<h1>Merci !</h1>");

    const pdf = await readPdf(
      new Uint8Array(await (await f.browser.fetch(`/api/progress/${f.progressId}/invoice.pdf`)).arrayBuffer()),
    );
    const first = pdf.pages[0]!.join("\n");
    expect(first).toContain("FACTURE");
    expect(first).toContain(`Facture n° ${f.progressId}`);
    expect(first).not.toContain("Invoice");
    const certificate = pdf.pages[pdf.pages.length - 1]!.join("\n");
    expect(certificate).toContain("Attestation d'approbation");
    expect(certificate).toContain("En signant ci-dessus, vous confirmez");
  });

  it("keeps the consent as it was signed: the certificate prints the stored sentence, not today's catalogue", async () => {
    const f = await billingFor("fr");
    await ok(
      clientBrowser().api.a[":token"].approve.$post({
        param: { token: f.token },
        json: { signature: SIGNATURE, signerName: "Camille Roy" },
      }),
    );
    // A later catalogue change: what the stored evidence says is what the certificate prints.
    await env.DB.prepare("update approvals set consent_text = ? where progress_id = ?")
      .bind("Texte signé à l'époque", f.progressId)
      .run();
    const pdf = await readPdf(
      new Uint8Array(await (await f.browser.fetch(`/api/progress/${f.progressId}/invoice.pdf`)).arrayBuffer()),
    );
    const certificate = pdf.pages[pdf.pages.length - 1]!.join("\n");
    expect(certificate).toContain("Texte signé à l'époque");
    expect(certificate).not.toContain("En signant ci-dessus");
  });
});

describe("a Spanish client", () => {
  it("gets a payment request in Spanish, with the contractor's own message kept as typed", async () => {
    const f = await billingFor("es");
    await savePaymentDetails(f.browser, { preferredPaymentMethod: "paypal", paypalUsername: "reyeselectric" });
    await approveInPerson(f.browser, f.progressId);
    await ok(
      f.browser.api.payments.request.$post({
        json: { progressId: f.progressId, channel: "both", idempotencyKey: `es-request-${f.progressId}` },
      }),
      200,
    );
    const rows = await env.DB.prepare(
      "select channel, subject, body from messages where dedupe_key like ? order by channel",
    )
      .bind(`payment-request:${f.progressId}:%`)
      .all<MessageRow>()
      .then((r) => r.results);
    const email = rows.find((m) => m.channel === "email")!;
    expect(email.subject).toMatch(/^Solicitud de pago: /);
    expect(email.body).toContain("Hola, Camille Roy:");
    expect(email.body).toContain("Le pedimos que revise y realice el pago lo antes posible.");
    expect(email.body).toContain("Fecha de vencimiento: 15 de enero de 2030");
    expect(rows.find((m) => m.channel === "sms")!.body).toContain("PayStage no procesa pagos.");
  });
});

describe("how a Spanish client pays", () => {
  it("reads every way to pay in Spanish: the link page, the payment request, the invoice and receipt emails, the PDF", async () => {
    const f = await billingFor("es");
    await savePaymentDetails(f.browser, {
      preferredPaymentMethod: "bank",
      bankAccountName: "Reyes Electric LLC",
      bankAccountNumber: "000123456789",
      bankRoutingNumber: "021000021",
      paypalUsername: "reyeselectric",
    });
    const phone = clientBrowser();
    const pending = await (await phone.fetch(`/a/${f.token}`)).text();
    const contentHash = /name="contentHash" value="([0-9a-f]{64})"/.exec(pending)![1]!;
    await ok(
      phone.api.a[":token"].approve.$post({
        param: { token: f.token },
        json: { signature: SIGNATURE, signerName: "Camille Roy", contentHash },
      }),
    );

    // The link page, once approved: how to pay, each method's lines, the claim button and the note, all in Spanish.
    const html = await (await phone.fetch(`/a/${f.token}`)).text();
    for (const spanish of [
      '<h2 id="how-to-pay">Cómo pagar</h2>',
      "Importe a pagar a Reyes Electric:",
      "Pagar con PayPal",
      "<h3>Transferencia bancaria</h3>",
      "Titular de la cuenta: Reyes Electric LLC",
      "Número de cuenta: 000123456789",
      "Incluya esta referencia con su pago",
      "Ya envié el pago",
      CLIENT_CATALOGUES.es.paymentsDisclaimer,
    ])
      expect(html).toContain(spanish);
    // A US billing: Spanish in the United States writes dollars as the billing does.
    expect(html).toContain("Envíe $5,550.50 por transferencia ACH o bancaria a:");
    for (const english of ["How to pay", "Pay with", "sent the payment", "Account name", "does not process"])
      expect(html).not.toContain(english);

    const mail = (key: string) =>
      env.DB.prepare("select channel, subject, body from messages where dedupe_key like ? order by channel")
        .bind(key)
        .all<MessageRow>()
        .then((r) => r.results);
    // The invoice the client keeps, sent on approval.
    const [invoice] = await mail(`client-invoice:${f.progressId}`);
    expect(invoice!.subject).toMatch(/^Reyes Electric: factura de /);
    expect(invoice!.body).toContain("Gracias por aprobar");
    expect(invoice!.body).toContain("Cómo pagar, y cómo avisarnos cuando lo haya hecho:");

    await ok(
      f.browser.api.payments.request.$post({
        json: {
          progressId: f.progressId,
          channel: "both",
          includeAllPaymentMethods: true,
          idempotencyKey: `es-pay-${f.progressId}`,
        },
      }),
      200,
    );
    const request = await mail(`payment-request:${f.progressId}:%`);
    const email = request.find((m) => m.channel === "email")!.body;
    expect(email).toContain("Pagar en línea:");
    expect(email).toContain("Transferencia bancaria:");
    expect(email).toContain("Titular de la cuenta: Reyes Electric LLC");
    expect(email).toMatch(/Incluya la referencia ".+" con su pago\./);
    expect(email).toContain(CLIENT_CATALOGUES.es.paymentsDisclaimer);
    expect(request.find((m) => m.channel === "sms")!.body).toContain("Transferencia bancaria: Envíe");

    // The PDF's payment lines, with the account number masked in Spanish too.
    const pdf = await readPdf(
      new Uint8Array(await (await f.browser.fetch(`/api/progress/${f.progressId}/invoice.pdf`)).arrayBuffer()),
    );
    const text = pdf.pages.map((lines) => lines.join("\n")).join("\n");
    expect(text).toContain("Titular de la cuenta: Reyes Electric LLC");
    expect(text).toContain("****6789 (número completo a petición)");
    expect(text).not.toContain("Account name");

    await ok(
      f.browser.api.progress[":id"]["mark-paid"].$post({
        param: { id: String(f.progressId) },
        json: { paidOn: new Date().toISOString().slice(0, 10), method: "check", reference: "1042" },
      }),
      200,
    );
    const [receipt] = await mail(`client-receipt:${f.progressId}`);
    expect(receipt!.subject).toMatch(/^Reyes Electric: recibo de /);
    expect(receipt!.body).toMatch(
      /Reyes Electric recibió su pago de .+ el \d+ de [a-z]+ de \d{4} mediante Cheque \(referencia 1042\)\. ¡Gracias!/,
    );
    expect(receipt!.body).toContain("Su factura, marcada como pagada, con la aprobación firmada:");
  });
});

describe("a German client", () => {
  it("gets the default reminder in German, with German dates", async () => {
    const f = await billingFor("de");
    const templates = await ok(f.browser.api["nudge-templates"].$get());
    const template = templates.find((t) => t.name === "Payment Reminder")!;
    const sent = await ok(
      f.browser.api["send-nudge"].$post({
        json: { progressId: f.progressId, templateId: template.id, channels: ["email", "sms"] },
      }),
      201,
    );
    const rows = await env.DB.prepare(
      "select channel, subject, body from messages where dedupe_key like ? order by channel",
    )
      .bind(`nudge:${sent.id}:%`)
      .all<MessageRow>()
      .then((r) => r.results);
    const [email, sms] = rows;
    expect(email!.subject).toBe(`Zahlungserinnerung: ${f.project.name}, Abschlag Nr. 1`);
    expect(email!.body).toContain("Guten Tag Camille Roy,");
    expect(email!.body).toContain("am 15. Januar 2030 fällig");
    expect(sms!.body).toMatch(/^Reyes Electric: freundliche Erinnerung/);
  });

  it("gets a template the contractor edited as they wrote it", async () => {
    const f = await billingFor("de");
    const templates = await ok(f.browser.api["nudge-templates"].$get());
    const template = templates.find((t) => t.name === "Payment Reminder")!;
    await ok(
      f.browser.api["nudge-templates"][":id"].$put({
        param: { id: String(template.id) },
        json: { ...template, emailSubject: "Bitte zahlen: {{projectName}}" },
      }),
    );
    const sent = await ok(
      f.browser.api["send-nudge"].$post({
        json: { progressId: f.progressId, templateId: template.id, channels: ["email"] },
      }),
      201,
    );
    const email = await env.DB.prepare("select subject from messages where dedupe_key = ?")
      .bind(`nudge:${sent.id}:email`)
      .first<{ subject: string }>();
    expect(email!.subject).toBe(`Bitte zahlen: ${f.project.name}`);
  });
});

describe("a meeting shared about a German client's project", () => {
  it('reads in German, with lang="de"', async () => {
    const f = await billingFor("de");
    const meeting = await makeMeeting(f.browser, { projectId: f.project.id, summaryText: "Leitungen verlegt." });
    const share = await shareMeeting(f.browser, meeting.id, "kunde@example.com");
    const html = await (await new Browser().fetch(new URL(share.url).pathname)).text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<h2>Zusammenfassung</h2>");
    expect(html).toContain("Projekt: ");
  });
});

describe("a French client signing in person on the contractor's phone (ADR 0232)", () => {
  const evidenceOf = (progressId: number) =>
    env.DB.prepare("select consent_text, consent_language from approvals where progress_id = ?")
      .bind(progressId)
      .first<{ consent_text: string; consent_language: string }>();

  it("is shown the French consent and signs it: the evidence stores it with its language", async () => {
    const f = await billingFor("fr");
    const param = { id: String(f.progressId) };
    const view = await ok(f.browser.api.progress[":id"].approval.$get({ param }));
    expect(view.consent).toEqual({ text: CLIENT_CATALOGUES.fr.consent, language: "fr" });
    await ok(
      f.browser.api.progress[":id"].approve.$patch({
        param,
        json: { signature: SIGNATURE, contentHash: view.contentHash, consentLanguage: view.consent.language },
      }),
    );
    expect(await evidenceOf(f.progressId)).toEqual({
      consent_text: CLIENT_CATALOGUES.fr.consent,
      consent_language: "fr",
    });
    const pdf = await readPdf(
      new Uint8Array(await (await f.browser.fetch(`/api/progress/${f.progressId}/invoice.pdf`)).arrayBuffer()),
    );
    expect(pdf.pages[pdf.pages.length - 1]!.join("\n")).toContain("En signant ci-dessus, vous confirmez");
  });

  it("stores English when the screen says nothing of its language (the spec's payload, an app from before)", async () => {
    const f = await billingFor("fr");
    await approveInPerson(f.browser, f.progressId);
    expect(await evidenceOf(f.progressId)).toEqual({
      consent_text: CLIENT_CATALOGUES.en.consent,
      consent_language: "en",
    });
  });

  it("refuses a language the app does not speak to clients with a 400", async () => {
    const f = await billingFor("fr");
    const res = await f.browser.api.progress[":id"].approve.$patch({
      param: { id: String(f.progressId) },
      json: { signature: SIGNATURE, consentLanguage: "it" as "fr" },
    });
    expect(res.status).toBe(400);
  });
});
