// Creating a meeting: the ONE place a meeting row is born, manual or recorded, in one db.batch.
// The batch is the hook for anything that must happen with a new meeting (e.g. a "first meeting" badge).
import type { BatchItem } from "drizzle-orm/batch";
import { MEETING_LIMIT_REACHED, type Meeting } from "#schema/contracts";
import { awardStatements } from "../../db/achievements";
import { findMeetingByKey, newMeetingStatements, newRecordingStatements } from "../../db/meetings";
import { randomToken } from "../../lib/crypto";
import type { Db } from "../../lib/db";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { EARNED_BY } from "../achievements/rules";
import type { SessionUser } from "../sessions";
import { meetingUsageOf } from "./quota";

export type NewMeeting = Omit<Meeting, "participants"> & {
  participants: Meeting["participants"];
  isOfflineQueued?: boolean;
};

/** A recording counts against the monthly quota and opens its R2 multipart upload. */
export type NewRecording = { r2Key: string; uploadId: string };

export class MeetingLimitError extends AppError {
  constructor() {
    super("LIMIT_REACHED", MEETING_LIMIT_REACHED);
  }
}

/**
 * Inserts the meeting (and its participants, and for a recording its upload row and one more use of the month's
 * quota) in one D1 transaction. The same idempotency key answers the first meeting instead of a second one.
 * Answers { meeting, created }: created is false when the key had already made it.
 */
export async function createMeeting(
  db: Db,
  user: SessionUser,
  input: NewMeeting,
  options: { idempotencyKey?: string | null; recording?: NewRecording; now?: Date } = {},
) {
  const now = options.now ?? new Date();
  const key = options.idempotencyKey ?? randomToken(18);
  if (options.idempotencyKey) {
    const existing = await findMeetingByKey(db, user.id, key);
    if (existing) return { meeting: existing, created: false };
  }
  const recording = options.recording;
  const usage = meetingUsageOf(user, now);
  const creation = { member: user, key, now };
  // Only recordings use the quota; a manual entry always fits.
  const limit = recording ? usage.meetingsLimit : "unlimited";
  const fields = {
    projectId: input.projectId,
    title: input.title,
    description: input.description,
    meetingDate: input.meetingDate,
    location: input.location,
    status: input.status,
    summaryText: input.summaryText,
    keyPoints: input.keyPoints,
    actionItems: input.actionItems,
    isOfflineQueued: input.isOfflineQueued ?? false,
  };

  const statements: BatchItem<"sqlite">[] = [
    ...newMeetingStatements(db, creation, fields, input.participants, limit),
    // The meeting badges it earns commit with it (ADR 0050).
    ...awardStatements(db, user.id, EARNED_BY.meetingCreated),
  ];
  if (recording) {
    statements.push(...newRecordingStatements(db, creation, recording, limit, usage.meetingsResetDate));
  }

  try {
    await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch (err) {
    // The same key sent twice at once: the loser answers the winner's meeting.
    if (isUniqueViolation(err) && options.idempotencyKey) {
      const existing = await findMeetingByKey(db, user.id, key);
      if (existing) return { meeting: existing, created: false };
    }
    throw err;
  }
  const meeting = await findMeetingByKey(db, user.id, key);
  if (!meeting) throw new MeetingLimitError();
  return { meeting, created: true };
}
