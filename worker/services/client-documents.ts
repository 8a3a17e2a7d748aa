// What the client keeps: the invoice when they approve (the PDF, with the signed approval as its last page) and a
// receipt once the payment is recorded, by any path (mark paid, the connected books). Each is one email per billing:
// its dedupe key makes a retried request, a redelivered job or a second path send nothing more.
import { APPROVAL_LINK_TTL_MS } from "#schema/contracts";
import { progressLabel } from "#schema/contracts/billing-labels";
import { RECEIVED_PAYMENT_METHOD_LABELS, type ReceivedPaymentMethod } from "#schema/contracts/received-payments";
import type { CompanyId } from "#schema/db/companies";
import { formatDate } from "#schema/rules/dates";
import { formatAmountDue } from "#schema/rules/money";
import { type ApprovalSubject, findApprovalSubject } from "../db/approvals";
import { findMessageStateByKey } from "../db/messages";
import { shareTokens } from "../durable-objects/share-tokens";
import type { Db } from "../lib/db";
import { log } from "../lib/log";
import { linkBase } from "../lib/request";
import { clientContactOf } from "./client-contact";
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

const titleOf = (subject: ApprovalSubject) =>
  `${progressLabel(subject.progress.progressNumber)} for ${subject.project.name}`;

/** On approval: the invoice, with the signed approval attached as its certificate page. Best effort. */
export async function sendClientInvoice(env: Env, db: Db, subject: ApprovalSubject, now = new Date()) {
  const company = subject.owner.companyName || clientContactOf(subject).name;
  const amount = formatAmountDue(subject.progress);
  try {
    await sendOnce(
      env,
      db,
      subject,
      clientInvoiceKey(subject.progress.id),
      (links) => ({
        subject: `${company}: invoice for ${titleOf(subject)} (${amount})`,
        lines: [
          `Hi ${subject.client.name},`,
          "",
          `Thank you for approving ${titleOf(subject)}. Your invoice for ${amount}, with the signed approval as its last page:`,
          links.invoice,
          "",
          "How to pay, and to tell us once you have:",
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
    const amount = formatAmountDue(progress);
    const method = RECEIVED_PAYMENT_METHOD_LABELS[progress.paymentMethod as ReceivedPaymentMethod] ?? null;
    const paid = [
      progress.paidAt ? `on ${formatDate(progress.paidAt, owner.timezone)}` : "",
      method ? `by ${method}` : "",
      progress.paymentReference ? `(reference ${progress.paymentReference})` : "",
    ]
      .filter(Boolean)
      .join(" ");
    await sendOnce(
      env,
      db,
      subject,
      clientReceiptKey(progressId),
      (links) => ({
        subject: `${company}: receipt for ${titleOf(subject)} (${amount})`,
        lines: [
          `Hi ${subject.client.name},`,
          "",
          `${company} received your payment of ${amount} for ${titleOf(subject)}${paid ? ` ${paid}` : ""}. Thank you!`,
          "",
          "Your invoice, marked paid, with the signed approval:",
          links.invoice,
        ],
      }),
      now,
    );
  } catch (err) {
    log("error", "client receipt email not recorded", { progressId }, err);
  }
}
