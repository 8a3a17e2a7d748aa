// Meeting shares: a link token from the share-token Durable Object, recorded by hash, emailed through the
// delivery layer; the public page redeems it; the owner can revoke it.

import { SHARE_EXPIRY_DAYS, type ShareMeetingInput } from "#schema/contracts";
import type { Member } from "#schema/db/companies";
import type { Language } from "#schema/i18n/languages";
import { formatDate } from "#schema/rules/dates";
import { DAY_MS } from "#schema/rules/durations";
import {
  findMeetingById,
  findShare,
  findShareByHash,
  insertShare,
  listParticipants,
  markShareAccessed,
  markShareRevoked,
  projectClientLanguageOf,
  projectNameOf,
} from "../../db/meetings";
import { findUserById } from "../../db/users";
import { shareTokens } from "../../durable-objects/share-tokens";
import { sha256Hex } from "../../lib/crypto";
import type { Db } from "../../lib/db";
import { notFound } from "../../lib/errors";
import { clientLanguageOf } from "../client-words";
import { queueMessages } from "../messages";
import type { SessionUser } from "../sessions";
import { ownedMeeting } from "./meetings";

export async function shareMeeting(
  env: Env,
  db: Db,
  owner: SessionUser,
  meetingId: number,
  input: ShareMeetingInput & { recipientEmail: string },
  origin: string,
  now = new Date(),
) {
  const meeting = await ownedMeeting(db, owner, meetingId);
  const days = input.expirationDays ?? SHARE_EXPIRY_DAYS;
  const issued = await shareTokens(env).issue("meeting", meetingId, days * DAY_MS, now.getTime());
  const expiresAt = new Date(issued.expiresAt);
  const share = await insertShare(db, {
    meetingId,
    shareToken: issued.hash,
    recipientEmail: input.recipientEmail,
    expiresAt,
  });
  const url = `${origin.replace(/\/+$/, "")}/s/${issued.token}`;
  const company = owner.companyName || owner.fullName;
  let delivery: "queued" | "failed" = "queued";
  try {
    await queueMessages(env, db, [
      {
        companyId: owner.companyId,
        userId: owner.id,
        channel: "email",
        to: input.recipientEmail,
        subject: `${company} shared meeting notes: ${meeting.title}`,
        body: [
          "Hello,",
          "",
          `${owner.fullName} (${company}) shared the notes of "${meeting.title}" with you:`,
          "the summary, key points, action items and who took part.",
          "",
          url,
          "",
          `The link works until ${formatDate(expiresAt, owner.timezone)}. No account needed.`,
        ].join("\n"),
        dedupeKey: `meeting-share:${share.id}`,
      },
    ]);
  } catch (err) {
    console.error(`Meeting share ${share.id} could not be queued for delivery`, err);
    delivery = "failed";
  }
  return { id: share.id, url, expiresAt: expiresAt.toISOString(), delivery };
}

/** Revokes one share: the Durable Object stops honouring its token and the row says when. */
export async function revokeShare(env: Env, db: Db, member: Member, meetingId: number, shareId: number) {
  await ownedMeeting(db, member, meetingId);
  const share = await findShare(db, meetingId, shareId);
  if (!share) throw notFound("Share not found");
  await shareTokens(env).revokeHash("meeting", meetingId, share.shareToken);
  await markShareRevoked(db, shareId, new Date());
  return { id: shareId, revoked: true };
}

/** What the public page shows for a live token, recording the access; null for every bad or dead token. */
export async function openShare(env: Env, db: Db, token: string, now = new Date()) {
  const result = await shareTokens(env).redeem(token, now.getTime());
  if (result.status !== "ok" || result.record.kind !== "meeting") return null;
  const share = await findShareByHash(db, await sha256Hex(token));
  if (!share || share.revokedAt || share.meetingId !== result.record.subjectId) return null;
  const meeting = await findMeetingById(db, share.meetingId);
  if (!meeting) return null;
  await markShareAccessed(db, share.id, now);
  const [participants, owner, projectName, clientLanguage] = await Promise.all([
    listParticipants(db, meeting.id),
    findUserById(db, meeting.userId),
    projectNameOf(db, meeting.companyId, meeting.projectId),
    projectClientLanguageOf(db, meeting.companyId, meeting.projectId),
  ]);
  // The page reads in the project's client's language (ADR 0175); a meeting on no project is shared in English.
  const language: Language =
    clientLanguage === undefined ? "en" : clientLanguageOf(clientLanguage, owner?.locale ?? "en-US");
  return { meeting, participants, owner: owner ?? null, projectName, language, expiresAt: share.expiresAt };
}
export type OpenedShare = NonNullable<Awaited<ReturnType<typeof openShare>>>;
