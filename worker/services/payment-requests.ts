// Payment links for a progress and the payment request a contractor sends a client (email and/or SMS).

import type { z } from "zod";
import {
  CHECK_NEEDS_ADDRESS,
  CLIENT_HAS_NO_PHONE,
  CLIENT_MISMATCH,
  type GenerateLinksSchema,
  methodNotSetUp,
  NO_PAYMENT_DETAILS,
  PAYMENT_NEEDS_APPROVAL,
  type PaymentOptions,
  type PaymentRequestSchema,
  PROGRESS_ALREADY_PAID,
  PROGRESS_NOT_FOUND,
  senderName,
} from "#schema/contracts";
import type { Member } from "#schema/db/companies";
import { type ClientWords, clientWords } from "#schema/i18n/client";
import { balanceDueOf } from "#schema/rules/balance";
import { MINUTE_MS } from "#schema/rules/durations";
import { usableMethods } from "#schema/rules/payment-instructions";
import { findClient } from "../db/clients";
import { findProgressDetail } from "../db/progress";
import type { Db } from "../lib/db";
import { badRequest, notFound } from "../lib/errors";
import { clientLanguageOf } from "./client-words";
import { type OutgoingMessage, queueMessages } from "./messages";
import { buildPaymentOptions, paymentOptionsText } from "./payment-links";
import type { SessionUser } from "./sessions";

type Detail = NonNullable<Awaited<ReturnType<typeof findProgressDetail>>>;

/** The owner's progress, ready to be paid: approved and not yet paid. Anyone else's is a 404. */
async function payableProgress(db: Db, member: Member, progressId: number): Promise<Detail> {
  const detail = await findProgressDetail(db, member, progressId);
  if (!detail) throw notFound(PROGRESS_NOT_FOUND);
  if (detail.progress.status === "paid") throw badRequest(PROGRESS_ALREADY_PAID);
  if (detail.progress.status !== "approved") throw badRequest(PAYMENT_NEEDS_APPROVAL);
  return detail;
}

const payeeOf = (user: SessionUser) => user.companyName?.trim() || user.fullName;

export async function generatePaymentLinks(
  db: Db,
  user: SessionUser,
  input: z.output<typeof GenerateLinksSchema>,
): Promise<PaymentOptions> {
  const detail = await payableProgress(db, user, input.progressId);
  if (detail.client.id !== input.clientId) throw badRequest(CLIENT_MISMATCH);
  const onFile = usableMethods(user);
  if (input.paymentMethod === "all" && onFile.length === 0) throw badRequest(NO_PAYMENT_DETAILS);
  if (input.paymentMethod === "check" && !onFile.includes("check")) throw badRequest(CHECK_NEEDS_ADDRESS);
  if (input.paymentMethod !== "all" && input.paymentMethod !== "check" && !onFile.includes(input.paymentMethod)) {
    throw badRequest(methodNotSetUp(input.paymentMethod));
  }
  return buildPaymentOptions({
    settings: user,
    payeeName: payeeOf(user),
    // What is still owed (ADR 0165), in the billing's money (issue 33): a part-paid billing asks for its balance.
    amountCents: balanceDueOf(detail.progress),
    currency: detail.progress.currency,
    locale: detail.progress.locale,
    projectName: detail.project.name,
    progressNumber: detail.progress.progressNumber,
    method: input.paymentMethod,
  });
}

export type PaymentRequestResult = { messages: { id: number; channel: "email" | "sms"; to: string }[] };

export async function requestPayment(
  deps: { db: Db; env: Env },
  user: SessionUser,
  input: z.output<typeof PaymentRequestSchema>,
  now = new Date(),
): Promise<PaymentRequestResult> {
  const { db, env } = deps;
  const detail = await payableProgress(db, user, input.progressId);
  const { client, project, progress } = detail;
  const phone = client.phone?.trim();
  if (input.channel !== "email" && !phone) throw badRequest(CLIENT_HAS_NO_PHONE, { channel: CLIENT_HAS_NO_PHONE });

  const onFile = usableMethods(user);
  if (onFile.length === 0) throw badRequest(NO_PAYMENT_DETAILS);
  // In the client's language (ADR 0175); the contractor's own message goes as they typed it.
  const stored = await findClient(db, user.companyId, client.id);
  const words = clientWords(clientLanguageOf(stored?.language, user.locale), progress.locale);
  // Without "all", the preferred method (first on file) is the one offered.
  const options = buildPaymentOptions({
    words,
    settings: user,
    payeeName: payeeOf(user),
    amountCents: balanceDueOf(progress),
    currency: progress.currency,
    locale: progress.locale,
    projectName: project.name,
    progressNumber: progress.progressNumber,
    method: input.includeAllPaymentMethods ? "all" : onFile[0]!,
  });

  const sender = senderName(input.signatureType, {
    companyName: user.companyName,
    fullName: user.fullName,
    customSignature: input.customSignature ?? input.signature,
  });
  const text = {
    words,
    clientName: client.name,
    message: input.customMessage?.trim() || words.t("paymentRequestMessage"),
    amount: words.money(balanceDueOf(progress), progress.currency),
    dueDate: progress.dueDate ? words.day(progress.dueDate) : null,
    projectName: project.name,
    progressNumber: progress.progressNumber,
    sender,
    company: user.companyName?.trim() || null,
  };

  // A double tap or a retried request sends once: the device's key, else the same content within the same minute.
  const scope =
    input.idempotencyKey ??
    `${Math.floor(now.getTime() / MINUTE_MS)}:${await digest([input.channel, text.message, sender, input.includeAllPaymentMethods].join("|"))}`;
  const dedupe = (channel: string) => `payment-request:${progress.id}:${channel}:${scope}`;

  const outgoing: OutgoingMessage[] = [];
  if (input.channel !== "sms") {
    outgoing.push({
      companyId: user.companyId,
      userId: user.id,
      channel: "email",
      to: client.email,
      subject: words.t("paymentRequestSubject", { reference: options.reference, amount: text.amount }),
      body: paymentRequestEmail(text, options),
      dedupeKey: dedupe("email"),
    });
  }
  if (input.channel !== "email" && phone) {
    outgoing.push({
      companyId: user.companyId,
      userId: user.id,
      channel: "sms",
      to: phone,
      body: paymentRequestSms(text, options),
      dedupeKey: dedupe("sms"),
    });
  }
  const ids = await queueMessages(env, db, outgoing);
  return { messages: outgoing.map((m, i) => ({ id: ids[i]!.id, channel: m.channel, to: m.to })) };
}

type RequestText = {
  words: ClientWords;
  clientName: string;
  message: string;
  amount: string;
  dueDate: string | null;
  projectName: string;
  progressNumber: number;
  sender: string;
  company: string | null;
};

export function paymentRequestEmail(t: RequestText, options: PaymentOptions): string {
  const w = t.words;
  const summary = [
    w.t("projectLine", { project: t.projectName }),
    w.t("progressLabel", { number: t.progressNumber }),
    w.t("amountDueLine", { amount: t.amount }),
    ...(t.dueDate ? [w.t("dueDateLine", { date: t.dueDate })] : []),
    w.t("referenceLine", { reference: options.reference }),
  ];
  const signature = t.company && t.company !== t.sender ? `${t.sender}\n${t.company}` : t.sender;
  return [
    w.t("hello", { name: t.clientName }),
    t.message,
    summary.join("\n"),
    paymentOptionsText(options, w),
    `${w.t("thankYouSignOff")}\n${signature}`,
    `--\n${options.disclaimer}`,
  ].join("\n\n");
}

export function paymentRequestSms(t: RequestText, options: PaymentOptions): string {
  const lines = [
    `${t.sender}: ${t.message}`,
    t.dueDate
      ? t.words.t("smsAmountDueBy", { reference: options.reference, amount: t.amount, date: t.dueDate })
      : t.words.t("smsAmountDue", { reference: options.reference, amount: t.amount }),
    ...options.paymentLinks.map((l) => `${l.displayName}: ${l.link}`),
    ...options.instructions.map((i) => `${i.title}: ${i.lines.join(" ")}`),
    t.words.t("notProcessing"),
  ];
  return lines.join("\n");
}

async function digest(value: string) {
  const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(bytes).slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
