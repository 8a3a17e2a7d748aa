// A lien waiver requested from one of the contractor's vendors (issue 37, ADR 0218): the vendor gets its /lw/{token}
// link by email through the outbox, capped like every send (queueMessages), once per link (the dedupe key is the
// link's hash, so a retried request or queue delivery is one email). "Send again" issues a new link (the old one
// stops working, as an approval link's resend) and emails it.
import type { z } from "zod";
import type { LienWaiverView, VendorWaiverRequestSchema } from "#schema/contracts/lien-waivers";
import { LIEN_WAIVER_TITLES } from "#schema/rules/lien-waivers";
import { formatMoneyExact } from "#schema/rules/money";
import { rotateWaiverLink } from "../db/lien-waiver-links";
import { findWaiver, type LienWaiverRow } from "../db/lien-waivers";
import { findProjectParties } from "../db/pay-apps";
import { randomToken, sha256Hex } from "../lib/crypto";
import type { Db } from "../lib/db";
import { AppError, notFound } from "../lib/errors";
import { log } from "../lib/log";
import { LIEN_WAIVER_NOT_FOUND, requestVendorWaiver, vendorLinkPath, waiverView } from "./lien-waivers";
import { queueMessages } from "./messages";
import type { SessionUser } from "./sessions";

export const VENDOR_RESEND_REFUSED = "Only a vendor's waiver that hasn't been signed can be sent again.";

/** What the vendor reads: who asks, for which project, the waiver and its amount, and the link. */
export function vendorWaiverEmail(input: {
  vendorName: string;
  contractor: string;
  projectName: string;
  title: string;
  amount: string;
  url: string;
}) {
  return {
    subject: `${input.contractor}: please sign a lien waiver for ${input.projectName}`,
    body: [
      `Hi ${input.vendorName},`,
      "",
      `${input.contractor} asks you to sign a ${input.title} for ${input.projectName} (${input.amount}).`,
      "",
      "Read and sign it here:",
      input.url,
      "",
      input.contractor,
    ].join("\n"),
  };
}

/** Queues the link's email; answers who it went to, or null (no email on file, or the daily cap refused it). */
async function emailLink(env: Env, db: Db, user: SessionUser, w: LienWaiverRow, url: string, tokenHash: string) {
  if (!w.vendorEmail) return null;
  const parties = await findProjectParties(db, user.companyId, w.projectId);
  const contractor = user.companyName || user.fullName;
  const mail = vendorWaiverEmail({
    vendorName: w.vendorName ?? "",
    contractor,
    projectName: parties?.projectName ?? "",
    title: LIEN_WAIVER_TITLES[w.kind],
    amount: formatMoneyExact(w.amountCents, w.currency, user.locale),
    url,
  });
  try {
    await queueMessages(env, db, [
      {
        companyId: user.companyId,
        userId: user.id,
        channel: "email",
        to: w.vendorEmail,
        ...mail,
        dedupeKey: `lien-waiver-link:${w.id}:${tokenHash.slice(0, 32)}`,
      },
    ]);
    return w.vendorEmail;
  } catch (err) {
    // The link is in the answer: the contractor can copy it, or send it again once the cap allows.
    log("error", "vendor waiver link not queued", { waiverId: w.id }, err);
    return null;
  }
}

export async function requestAndEmailVendorWaiver(
  env: Env,
  db: Db,
  user: SessionUser,
  payAppId: number,
  input: z.output<typeof VendorWaiverRequestSchema>,
  origin: string,
): Promise<LienWaiverView> {
  const made = await requestVendorWaiver(db, user, payAppId, input, origin);
  const row = await findWaiver(db, user.companyId, made.id);
  if (!row || !made.link) return made;
  const token = made.link.slice(made.link.lastIndexOf("/") + 1);
  return { ...made, emailedTo: await emailLink(env, db, user, row, made.link, await sha256Hex(token)) };
}

/** A new link for a vendor's unsigned waiver, emailed when the vendor has an address; the old link stops working. */
export async function resendVendorWaiver(
  env: Env,
  db: Db,
  user: SessionUser,
  id: number,
  origin: string,
): Promise<LienWaiverView> {
  const w = await findWaiver(db, user.companyId, id);
  if (!w) throw notFound(LIEN_WAIVER_NOT_FOUND);
  if (w.party !== "vendor" || w.status !== "sent" || !w.linkTokenHash)
    throw new AppError("CONFLICT", VENDOR_RESEND_REFUSED);
  const token = randomToken(32);
  const hash = await sha256Hex(token);
  const rotated = await rotateWaiverLink(db, user.companyId, id, w.linkTokenHash, hash);
  // Another tap rotated it first: that one sends; this one answers the waiver as it stands.
  if (!rotated) return waiverView((await findWaiver(db, user.companyId, id)) ?? w, user.locale);
  const url = `${origin.replace(/\/+$/, "")}${vendorLinkPath(token)}`;
  return {
    ...waiverView(rotated, user.locale),
    link: url,
    emailedTo: await emailLink(env, db, user, rotated, url, hash),
  };
}
