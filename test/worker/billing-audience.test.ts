// Who hears about a billing (decisions.md, Teams; issue 38): the owner and office always, the member who billed while
// they are a member and in words that fit their role, never a removed member. The client is answered by the member
// who billed, then the company's contact, and keeps the invoice and a receipt. One crew walks it here.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MEMBER_MAIL_CATALOGUES } from "#schema/i18n/member-mail";
import { todayIn } from "../factories/api";
import { makeClient, makeProject } from "../factories/billing";
import { notificationRowsOf } from "../factories/reads";
import { Browser, ok, signedUp, uniqueName } from "./http";
import { readPdf } from "./pdf-text";

const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const SIGNATURE = `data:image/png;base64,${PNG_BASE64}`;
const PASSWORD = "ladder-jobsite-42";

type MessageRow = { to: string; subject: string | null; body: string; dedupe_key: string };
const messagesLike = (pattern: string) =>
  env.DB.prepare('select "to", subject, body, dedupe_key from messages where dedupe_key like ? order by id')
    .bind(pattern)
    .all<MessageRow>()
    .then((r) => r.results);
const byRecipient = (rows: MessageRow[]) => new Map(rows.map((r) => [r.to, r]));

async function join(
  owner: Browser,
  role: "office" | "field",
  fullName: string,
  email: string,
  language: "en" | "es" = "en",
) {
  const sent = await ok(owner.api.team.invites.$post({ json: { fullName, email, role } }), 201);
  const row = await env.DB.prepare("select body from messages where dedupe_key like ? order by id limit 1")
    .bind(`invite:${sent.id}:%`)
    .first<{ body: string }>();
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(row!.body)![1]!;
  const browser = new Browser();
  const username = uniqueName("crew");
  const user = await ok(
    browser.api.invites[":token"].accept.$post({
      param: { token },
      json: { username, password: PASSWORD, fullName, email, phone: null, language },
    }),
    201,
  );
  return { browser, user, email };
}

const client = () => new Browser(undefined, "198.51.100.7");
const tokenOf = (url: string | null | undefined) => url!.split("/a/")[1]!;

describe("a crew's billing, from submission to paid", () => {
  const id = uniqueName("c");
  const emails = {
    owner: `olivia-${id}@example.com`,
    office: `maya-${id}@example.com`,
    field: `tina-${id}@example.com`,
    client: `carla-${id}@example.com`,
  };
  let crew: Awaited<ReturnType<typeof makeCrew>>;

  async function makeCrew() {
    const owner = await signedUp({ fullName: "Olivia Owner", email: emails.owner, phone: "+1 512 555 0100" });
    const office = await join(owner.browser, "office", "Maya Office", emails.office);
    const field = await join(owner.browser, "field", "Tina Tech", emails.field);
    const customer = await makeClient(owner.browser, { name: "Carla Client", email: emails.client, phone: null });
    // A contract large enough for every billing the file makes (the contract guard has its own tests).
    const project = await makeProject(owner.browser, {
      clientId: customer.id,
      name: uniqueName("Kitchen "),
      totalValue: 5_000_000,
    });
    const bill = async (completionPercentage: number, by = field.browser) => {
      const sent = await ok(
        by.api.progress.$post({
          json: { projectId: project.id, completionPercentage, amount: 399_999, description: "Rough-in", photos: [] },
        }),
        201,
      );
      return { id: sent.id, token: tokenOf(sent.approval?.url) };
    };
    return { owner, office, field, project, bill };
  }

  beforeAll(async () => {
    crew = await makeCrew();
  });

  it("an approval reaches the owner, office and the tech who billed, each in words for their role", async () => {
    const billing = await crew.bill(30);
    await ok(
      client().api.a[":token"].approve.$post({
        param: { token: billing.token },
        json: { signature: SIGNATURE, signerName: "Carla Client" },
      }),
    );
    const mail = byRecipient(await messagesLike(`decision:${billing.id}:%`));
    expect([...mail.keys()].sort()).toEqual([emails.field, emails.office, emails.owner].sort());
    const forOwner = mail.get(emails.owner)!.body;
    expect(forOwner).toContain("Hi Olivia Owner,");
    expect(forOwner).toContain("Billed by Tina Tech.");
    expect(forOwner).toContain("Mark it paid in PayStage");
    expect(mail.get(emails.office)!.body).toContain("Mark it paid in PayStage");
    const forTech = mail.get(emails.field)!.body;
    expect(forTech).not.toMatch(/mark it paid/i);
    expect(forTech).toContain("The office marks it paid once the money arrives");
    expect(forTech).not.toContain("Billed by");
    for (const who of [crew.owner.user.id, crew.office.user.id, crew.field.user.id]) {
      expect((await notificationRowsOf(who)).filter((n) => n.link === `/progress/${billing.id}`)).toHaveLength(1);
    }

    // The client keeps the invoice: a link through their own token to the PDF with the signed approval.
    const [invoice, ...more] = await messagesLike(`client-invoice:${billing.id}`);
    expect(more).toHaveLength(0);
    expect(invoice).toMatchObject({ to: emails.client });
    expect(invoice!.body).toContain("Tina Tech");
    const pdfPath = /\/api\/a\/[A-Za-z0-9_-]+\/invoice\.pdf/.exec(invoice!.body)![0];
    const pdf = await client().fetch(pdfPath);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const { text, pages } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("Carla Client");
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)!.join("\n")).toMatch(/Approval certificate/i);
  });

  it("the tech's payment-claim notice never asks her to mark it paid, in the feed or by email", async () => {
    const billing = await crew.bill(40);
    await ok(
      client().api.a[":token"].approve.$post({
        param: { token: billing.token },
        json: { signature: SIGNATURE, signerName: "Carla Client" },
      }),
    );
    await ok(client().api.a[":token"]["payment-claim"].$post({ param: { token: billing.token } }));
    const mail = byRecipient(await messagesLike(`payment-claim:${billing.id}:%`));
    expect(mail.size).toBe(3);
    expect(mail.get(emails.field)!.body).not.toMatch(/mark it paid/i);
    expect(mail.get(emails.owner)!.body).toMatch(/mark it paid/);
    const [techNote] = (await notificationRowsOf(crew.field.user.id)).filter((n) => n.kind === "payment_claimed");
    expect(techNote!.body).not.toMatch(/mark it paid/i);
    const [ownerNote] = (await notificationRowsOf(crew.owner.user.id)).filter(
      (n) => n.kind === "payment_claimed" && n.link === `/progress/${billing.id}`,
    );
    expect(ownerNote!.body).toContain("Confirm it arrived, then mark it paid.");
  });

  it("once the tech is removed: the office and owner hear, she does not, and the owner answers the client", async () => {
    const billing = await crew.bill(50);
    const unsent = await crew.bill(60);
    await ok(crew.owner.browser.api.team.members[":id"].$delete({ param: { id: String(crew.field.user.id) } }));

    await ok(
      client().api.a[":token"].approve.$post({
        param: { token: billing.token },
        json: { signature: SIGNATURE, signerName: "Carla Client" },
      }),
    );
    await ok(client().api.a[":token"]["payment-claim"].$post({ param: { token: billing.token } }));
    for (const key of [`decision:${billing.id}:%`, `payment-claim:${billing.id}:%`]) {
      const to = (await messagesLike(key)).map((m) => m.to).sort();
      expect(to).toEqual([emails.office, emails.owner].sort());
    }
    const techNotes = (await notificationRowsOf(crew.field.user.id)).filter(
      (n) => n.link === `/progress/${billing.id}`,
    );
    expect(techNotes).toHaveLength(0);

    // The client's page names the company's contact (the owner), with her phone as people read it.
    const view = await ok(client().api.a[":token"].$get({ param: { token: billing.token } }));
    expect(view.contractor).toMatchObject({
      name: "Olivia Owner",
      email: emails.owner,
      phoneDisplay: "(512) 555-0100",
    });
    const page = await (await client().fetch(`/a/${billing.token}`)).text();
    expect(page).toContain("Olivia Owner");
    expect(page).not.toContain(emails.field);
    // The invoice PDF names the owner too, never the removed tech's address.
    const pdf = await client().fetch(`/api/a/${billing.token}/invoice.pdf`);
    expect(pdf.status).toBe(200);
    const { text: pdfText } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(pdfText).toContain(emails.owner);
    expect(pdfText).not.toContain(emails.field);

    // A link sent again now is signed by the owner, the phone printed for people, not in E.164.
    await ok(
      crew.owner.browser.api.progress[":id"]["approval-link"].$post({ param: { id: String(unsent.id) }, json: {} }),
      201,
    );
    const [again] = (await messagesLike("approval-link:%:email")).filter((m) => m.to === emails.client).slice(-1);
    expect(again!.body).toMatch(/Olivia Owner\n[^\n]+\n\(512\) 555-0100$/);
    expect(again!.body).not.toContain("+15125550100");
    expect(again!.body).not.toContain("Tina Tech");

    // Paid by the office: the client's receipt, once, however often it is marked.
    const paid = { paidOn: todayIn(), method: "zelle" as const, reference: "ZL-77" };
    for (let i = 0; i < 2; i++) {
      await ok(
        crew.office.browser.api.progress[":id"]["mark-paid"].$post({ param: { id: String(billing.id) }, json: paid }),
      );
    }
    const receipts = await messagesLike(`client-receipt:${billing.id}`);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ to: emails.client });
    expect(receipts[0]!.body).toContain("received your payment of $3,999.99");
    expect(receipts[0]!.body).toContain("by Zelle (reference ZL-77)");
    expect(receipts[0]!.body).toContain("Olivia Owner");
    expect(receipts[0]!.body).toMatch(/\/api\/a\/[A-Za-z0-9_-]+\/invoice\.pdf/);
  });

  it("the owner chooses who answers clients once the biller left; only the owner, only a member", async () => {
    const billing = await crew.bill(65, crew.owner.browser);
    // The owner's own billing: she answers it herself whoever is chosen.
    const contactOf = async (token: string) =>
      (await ok(client().api.a[":token"].$get({ param: { token } }))).contractor.name;
    const officeSets = await crew.office.browser.api.team["client-contact"].$put({ json: { userId: null } });
    expect(officeSets.status).toBe(403);
    const notMember = await crew.owner.browser.api.team["client-contact"].$put({
      json: { userId: crew.field.user.id },
    });
    expect(notMember.status).toBe(404);
    await ok(crew.owner.browser.api.team["client-contact"].$put({ json: { userId: crew.office.user.id } }));
    expect((await ok(crew.owner.browser.api.team.$get())).clientContactId).toBe(crew.office.user.id);
    expect(await contactOf(billing.token)).toBe("Olivia Owner");
    // The removed tech's billing (made in the test above) now names the chosen contact.
    const [techBilling] = await env.DB.prepare(
      "select p.id from progress p where p.submitted_by = ? order by p.id desc limit 1",
    )
      .bind(crew.field.user.id)
      .all<{ id: number }>()
      .then((r) => r.results);
    const link = await ok(
      crew.owner.browser.api.progress[":id"]["approval-link"].$post({
        param: { id: String(techBilling!.id) },
        json: { deliver: false },
      }),
      201,
    );
    expect(await contactOf(tokenOf(link.url))).toBe("Maya Office");
    await ok(crew.owner.browser.api.team["client-contact"].$put({ json: { userId: null } }));
    expect(await contactOf(tokenOf(link.url))).toBe("Olivia Owner");
  });

  it("a billing not yet approved has no invoice for the client to open", async () => {
    const billing = await crew.bill(70, crew.owner.browser);
    const res = await client().fetch(`/api/a/${billing.token}/invoice.pdf`);
    expect(res.status).toBe(404);
  });
});

/** The English catalogue's fixed sentences (and long pieces of them) still in a text: none, for a Spanish reader. */
const englishLeft = (text: string) =>
  Object.values(MEMBER_MAIL_CATALOGUES.en)
    .flatMap((message) => message.split(/\{[^{}]*\}/))
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 8 && text.includes(piece));

describe("each member reads a billing's emails in their own language (ADR 0243)", () => {
  const id = uniqueName("l");
  const emails = { owner: `olivia-${id}@example.com`, field: `tomas-${id}@example.com` };

  it("an English owner keeps today's words; a Spanish tech reads the approval and the claim in Spanish", async () => {
    const owner = await signedUp({ fullName: "Olivia Owner", email: emails.owner, language: "en" });
    const field = await join(owner.browser, "field", "Tomás Técnico", emails.field, "es");
    const customer = await makeClient(owner.browser, { name: "Carla Client", email: `carla-${id}@example.com` });
    const project = await makeProject(owner.browser, { clientId: customer.id, name: uniqueName("Kitchen ") });
    const sent = await ok(
      field.browser.api.progress.$post({
        json: { projectId: project.id, completionPercentage: 30, amount: 399_999, description: "Rough-in", photos: [] },
      }),
      201,
    );
    const token = tokenOf(sent.approval?.url);
    await ok(
      client().api.a[":token"].approve.$post({
        param: { token },
        json: { signature: SIGNATURE, signerName: "Carla Client" },
      }),
    );
    const decided = byRecipient(await messagesLike(`decision:${sent.id}:%`));
    expect(decided.get(emails.owner)).toMatchObject({
      subject: `Progress approved: ${project.name}, Progress #1`,
      body: [
        "Hi Olivia Owner,",
        `Carla Client approved Progress #1 for ${project.name} ($3,999.99).`,
        "Billed by Tomás Técnico.",
        "Next: the client has your payment options. Mark it paid in PayStage once the money arrives.",
      ].join("\n\n"),
    });
    const decidedEs = decided.get(emails.field)!;
    expect(decidedEs).toMatchObject({
      subject: `Avance aprobado: ${project.name}, Avance n.º 1`,
      body: [
        "Hola, Tomás Técnico:",
        `Carla Client aprobó el Avance n.º 1 de ${project.name} ($3,999.99).`,
        "Siguiente paso: el cliente ya tiene las opciones de pago. La oficina lo marca como pagado cuando llegue el dinero; usted no tiene que hacer nada.",
      ].join("\n\n"),
    });
    expect(englishLeft(`${decidedEs.subject}\n${decidedEs.body}`)).toEqual([]);

    await ok(client().api.a[":token"]["payment-claim"].$post({ param: { token } }));
    const claimed = byRecipient(await messagesLike(`payment-claim:${sent.id}:%`));
    expect(claimed.get(emails.owner)).toMatchObject({
      subject: `Payment sent: ${project.name}, Progress #1 ($3,999.99)`,
      body: [
        "Hi Olivia Owner,",
        `Carla Client says they've sent $3,999.99 for Progress #1 (${project.name}).`,
        "Billed by Tomás Técnico.",
        "Reminders for this progress are paused. Once the money is in your account, open the progress in PayStage and mark it paid.",
      ].join("\n\n"),
    });
    const claimedEs = claimed.get(emails.field)!;
    expect(claimedEs.subject).toBe(`Pago enviado: ${project.name}, Avance n.º 1 ($3,999.99)`);
    expect(claimedEs.body).toContain(`Carla Client dice que envió $3,999.99 por el Avance n.º 1 (${project.name}).`);
    expect(claimedEs.body).toContain("La oficina confirma que llegó el dinero");
    expect(englishLeft(`${claimedEs.subject}\n${claimedEs.body}`)).toEqual([]);

    // Rejected with a reason: the client's own words stay as written, everything around them is Spanish.
    const second = await ok(
      field.browser.api.progress.$post({
        json: { projectId: project.id, completionPercentage: 50, amount: 100_000, description: "Trim", photos: [] },
      }),
      201,
    );
    await ok(
      client().api.a[":token"].reject.$post({
        param: { token: tokenOf(second.approval?.url) },
        json: { reason: "Paint is not done" },
      }),
    );
    const rejected = byRecipient(await messagesLike(`decision:${second.id}:%`));
    expect(rejected.get(emails.owner)!.body).toBe(
      [
        "Hi Olivia Owner,",
        `Carla Client rejected Progress #2 for ${project.name} ($1,000.00). Reason: "Paint is not done"`,
        "Billed by Tomás Técnico.",
        "Next: fix what the client asked for, then submit a new progress.",
      ].join("\n\n"),
    );
    expect(rejected.get(emails.field)).toMatchObject({
      subject: `Avance rechazado: ${project.name}, Avance n.º 2`,
      body: [
        "Hola, Tomás Técnico:",
        `Carla Client rechazó el Avance n.º 2 de ${project.name} ($1,000.00). Motivo: "Paint is not done"`,
        "Siguiente paso: corrija lo que pidió el cliente y luego envíe un nuevo avance.",
      ].join("\n\n"),
    });
  });

  it("an invite goes out in the inviter's language: the invitee has none yet", async () => {
    const owner = await signedUp({ fullName: "Rosa Dueña", companyName: "Reyes Eléctrica", language: "es" });
    const sent = await ok(
      owner.browser.api.team.invites.$post({
        json: { fullName: "Ana", email: `ana-${id}@example.com`, role: "field" },
      }),
      201,
    );
    const [mail] = await messagesLike(`invite:${sent.id}:email`);
    expect(mail!.subject).toBe("Rosa Dueña lo invitó a Reyes Eléctrica en PayStage");
    expect(mail!.body).toMatch(
      /^Rosa Dueña lo invitó a unirse a Reyes Eléctrica en PayStage como técnico de campo\. Cree su acceso aquí: \S+\/invite\/\S+ \(el enlace vale por 7 días\)\.$/,
    );
    expect(englishLeft(`${mail!.subject}\n${mail!.body}`)).toEqual([]);
  });
});
