// Job meetings: recordings or manual notes, participants, and share links.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { clients } from "./clients";
import { createdAt, json, timestamp, updatedAt } from "./columns";
import { companyId } from "./companies";
import { projects } from "./projects";
import { users } from "./users";

export type MeetingNote = { text: string; assignedTo?: string | null; dueDate?: string | null };

export const meetings = sqliteTable(
  "meetings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The company (tenant); every query scopes by it (no SQL foreign key: added to a live table, ADR 0115). */
    companyId: companyId("company_id").notNull(),
    /** The member who recorded or wrote it (field members edit their own). */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description"),
    meetingDate: timestamp("meeting_date").notNull(),
    location: text("location", { enum: ["jobsite", "office", "remote", "client"] })
      .notNull()
      .default("jobsite"),
    status: text("status", { enum: ["draft", "completed"] })
      .notNull()
      .default("draft"),
    /** none | processing | processed | unavailable | failed */
    processingStatus: text("processing_status").notNull().default("none"),
    recordingUrl: text("recording_url"),
    transcriptUrl: text("transcript_url"),
    /** Only meetings saved before transcripts moved to R2 (ADR 0128) until the retention job moves them; else null. */
    transcriptText: text("transcript_text"),
    summaryText: text("summary_text"),
    keyPoints: json<MeetingNote[]>("key_points").notNull().default([]),
    actionItems: json<MeetingNote[]>("action_items").notNull().default([]),
    isOfflineQueued: integer("is_offline_queued", { mode: "boolean" }).notNull().default(false),
    /** The device's key for one recording or form submission: a retried create answers the first meeting. */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("meetings_company_idx").on(t.companyId, t.meetingDate),
    // Only the rows whose transcript is still in D1, for the move to R2 (migration 0016, ADR 0128).
    index("meetings_transcript_in_d1_idx").on(t.id).where(sql`${t.transcriptText} IS NOT NULL`),
    uniqueIndex("meetings_owner_idempotency_uq").on(t.userId, t.idempotencyKey),
  ],
);

/** A recording's audio in private R2, uploaded as an R2 multipart upload so a dropped connection resumes. */
export const meetingRecordings = sqliteTable("meeting_recordings", {
  meetingId: integer("meeting_id")
    .primaryKey()
    .references(() => meetings.id, { onDelete: "cascade" }),
  r2Key: text("r2_key").notNull(),
  uploadId: text("upload_id").notNull(),
  /** Sniffed from the first part's bytes; null until part 1 arrives. */
  contentType: text("content_type"),
  status: text("status", { enum: ["uploading", "complete"] })
    .notNull()
    .default("uploading"),
  size: integer("size"),
  createdAt: createdAt(),
  completedAt: timestamp("completed_at"),
});

/** Parts received so far; a retried part replaces its row, so a resume knows exactly what is missing. */
export const meetingRecordingParts = sqliteTable(
  "meeting_recording_parts",
  {
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetingRecordings.meetingId, { onDelete: "cascade" }),
    partNumber: integer("part_number").notNull(),
    etag: text("etag").notNull(),
    size: integer("size").notNull(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.partNumber] })],
);

/**
 * The self-contained files a recording is made of (the recorder starts a new MediaRecorder every few minutes), as
 * byte ranges of the one uploaded object, in order. Each is transcribed by its own job, so no step ever holds more
 * than one segment; the transcript is kept here until every segment has one and the meeting's text is joined.
 */
export const meetingSegments = sqliteTable(
  "meeting_segments",
  {
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetingRecordings.meetingId, { onDelete: "cascade" }),
    /** 0-based position in the recording. */
    seq: integer("seq").notNull(),
    /** Where the segment's file starts in the recording object, and its length. */
    offset: integer("offset").notNull(),
    size: integer("size").notNull(),
    /** How long the segment plays, as the recorder measured it; null for segments sent before it was kept. */
    durationMs: integer("duration_ms"),
    /**
     * The text of a segment transcribed before transcripts moved to R2 (ADR 0128), until the retention job moves it;
     * null otherwise ("" is a segment with no speech). The text is now in R2 beside the recording.
     */
    transcript: text("transcript"),
    /** Null until transcribed: the mark that the segment's text is saved. */
    transcribedAt: timestamp("transcribed_at"),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.seq] }),
    index("meeting_segments_transcript_in_d1_idx").on(t.meetingId, t.seq).where(sql`${t.transcript} IS NOT NULL`),
  ],
);

export const meetingParticipants = sqliteTable(
  "meeting_participants",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email"),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    role: text("role"),
    createdAt: createdAt(),
  },
  (t) => [index("meeting_participants_meeting_idx").on(t.meetingId)],
);

export const meetingShares = sqliteTable(
  "meeting_shares",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    /** SHA-256 of the share token; the token itself is only ever in the link. */
    shareToken: text("share_token").notNull().unique(),
    recipientEmail: text("recipient_email"),
    recipientPhone: text("recipient_phone"),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: createdAt(),
    accessedAt: timestamp("accessed_at"),
    revokedAt: timestamp("revoked_at"),
  },
  (t) => [index("meeting_shares_meeting_idx").on(t.meetingId)],
);
