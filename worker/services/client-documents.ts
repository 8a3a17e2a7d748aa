// What the client keeps: the invoice when they approve (the PDF, with the signed approval as its last page) and a
// receipt once the payment is recorded, by any path (mark paid, the connected books). Each is one email per billing:
// its dedupe key makes a retried request, a redelivered job or a second path send nothing more.
import { APPROVAL_LINK_TTL_MS } from "#schema/contracts";
import { RECEIVED_PAYMENT_METHOD_LABELS, type ReceivedPaymentMethod } from "#schema/contracts/received-payments";
import type { CompanyId } from "#schema/db/companies";
import type { ClientWords, PlainClientKey } from "#schema/i18n/client";
import { amountDue } from "#schema/rules/money";
import { type ApprovalSubject, findApprovalSubject } from "../db/approvals";
import { findMessageStateByKey } from "../db/messages";
import { shareTokens } from "../durable-objects/share-tokens";
import type { Db } from "../lib/db";
import { log } from "../lib/log";
import { linkBase } from "../lib/request";
import { clientContactOf } from "./client-contact";
import { clientWordsOf } from "./client-words";
import { queueMessages } from "./messages";

export const clientInvoiceKey = (progressId: number) => `client-invoice:${progressId}`;
export const clientReceiptKey = (progressId: number) => `client-receipt:${progressId}`;

/** The client's own links to this billing: its page, and its invoice PDF, through a fresh token (ADR 0140). */
async function clientLinks(env: Env, progressId: number, now: Date) {
  const issued = await shareTokens(env).issue("approval", progressId, APPROVAL_LINK_TTL_MS, now.getTime());
  const base = linkBase(env);
  return { page: `${base}/a/${issued.token}`, invoice: `${base}/api/a/${issued.token}/invoice.pdf` };
}

/** Signed by whoever answers the client: the member who billed, or the company's contact once they left. */
function signature(subject: ApprovalSubject) {
  const contact = clientContactOf(subject);
  const company = subject.owner.companyName || contact.name;
  return [contact.name, company, ...(contact.phoneDisplay ? [contact.phoneDisplay] : []), contact.email].join("\n");
}

async function sendOnce(
  env: Env,
  db: Db,
  subject: ApprovalSubject,
  key: string,
  compose: (links: { page: string; invoice: string }) => { subject: string; lines: string[] },
  now: Date,
) {
  if (!subject.client.email) return;
  // Already recorded: no second token, no second email.
  if (await findMessageStateByKey(db, key)) return;
  const links = await clientLinks(env, subject.progress.id, now);
  const mail = compose(links);
  await queueMessages(
    env,
    db,
    [
      {
        companyId: subject.owner.companyId,
        userId: subject.owner.id,
        channel: "email",
        to: subject.client.email,
        subject: mail.subject,
        body: [...mail.lines, "", signature(subject)].join("\n"),
        dedupeKey: key,
      },
    ],
    now,
  );
}

/** "Progress #2 for Webb Kitchen", in the client's words. */
const titleOf = (subject: ApprovalSubject, w: ClientWords) =>
  w.t("approvalTitle", { number: subject.progress.progressNumber, project: subject.project.name });

/** Received-payment methods whose name is a description the client reads in their language; brands stay as they are. */
const RECEIVED_METHOD_KEYS: Partial<Record<ReceivedPaymentMethod, PlainClientKey>> = {
  bank: "methodBank",
  check: "methodCheck",
  cash: "methodCash",
  card: "methodCard",
  other: "methodOther",
};

/** On approval: the invoice, with the signed approval attached as its certificate page. Best effort. */
export async function sendClientInvoice(env: Env, db: Db, subject: ApprovalSubject, now = new Date()) {
  const company = subject.owner.companyName || clientContactOf(subject).name;
  // In the client's language (ADR 0175); English reads exactly as it always has.
  const w = clientWordsOf(subject);
  const amount = w.money(amountDue(subject.progress), subject.progress.currency);
  const title = titleOf(subject, w);
  try {
    await sendOnce(
      env,
      db,
      subject,
      clientInvoiceKey(subject.progress.id),
      (links) => ({
        subject: w.t("invoiceEmailSubject", { company, title, amount }),
        lines: [
          w.t("greeting", { name: subject.client.name }),
          "",
          w.t("invoiceEmailBody", { title, amount }),
          links.invoice,
          "",
          w.t("invoiceEmailHowToPay"),
          links.page,
        ],
      }),
      now,
    );
  } catch (err) {
    log("error", "client invoice email not recorded", { progressId: subject.progress.id }, err);
  }
}

/** Once a payment is recorded (mark paid, or the connected books): the receipt. Best effort. */
export async function sendClientReceipt(env: Env, db: Db, companyId: CompanyId, progressId: number, now = new Date()) {
  try {
    const subject = await findApprovalSubject(db, { companyId }, progressId);
    if (subject?.progress.status !== "paid") return;
    const { progress, owner } = subject;
    const company = owner.companyName || clientContactOf(subject).name;
    const w = clientWordsOf(subject);
    const amount = w.money(amountDue(progress), progress.currency);
    const title = titleOf(subject, w);
    const received = progress.paymentMethod as ReceivedPaymentMethod;
    const methodKey = RECEIVED_METHOD_KEYS[received];
    const method = methodKey ? w.t(methodKey) : (RECEIVED_PAYMENT_METHOD_LABELS[received] ?? null);
    const paid = [
      progress.paidAt ? w.t("receiptOn", { date: w.date(progress.paidAt, owner.timezone) }) : "",
      method ? w.t("receiptBy", { method }) : "",
      progress.paymentReference ? w.t("receiptReference", { reference: progress.paymentReference }) : "",
    ]
      .filter(Boolean)
      .join(" ");
    await sendOnce(
      env,
      db,
      subject,
      clientReceiptKey(progressId),
      (links) => ({
        subject: w.t("receiptSubject", { company, title, amount }),
        lines: [
          w.t("greeting", { name: subject.client.name }),
          "",
          w.t("receiptBody", { company, amount, title, details: paid ? ` ${paid}` : "" }),
          "",
          w.t("receiptInvoice"),
          links.invoice,
        ],
      }),
      now,
    );
  } catch (err) {
    log("error", "client receipt email not recorded", { progressId }, err);
  }
}
