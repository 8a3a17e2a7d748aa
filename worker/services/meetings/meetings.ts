// Meeting rules: read, list, edit and delete the owner's meetings; views never expose storage keys.
import { MEETING_NOT_FOUND, type Meeting } from "#schema/contracts";
import { canEditMeeting, OWN_MEETINGS_ONLY } from "#schema/contracts/permissions";
import type { Role } from "#schema/contracts/team";
import type { Member } from "#schema/db/companies";
import { listSegmentSpans } from "../../db/meeting-segments";
import {
  countOwnedClients,
  deleteMeetingRow,
  findMeeting,
  findRecording,
  listMeetings,
  listParticipants,
  listShares,
  type MeetingRow,
  ownsProject,
  type ParticipantRow,
  projectNameOf,
  replaceParticipants,
  type ShareRow,
  updateMeeting,
} from "../../db/meetings";
import { shareTokens } from "../../durable-objects/share-tokens";
import type { Db } from "../../lib/db";
import { AppError, badRequest, notFound } from "../../lib/errors";
import { playbackOf } from "./segment-durations";
import { segmentTranscriptKeyOf, transcriptKeyOf } from "./storage";
import { meetingTranscript } from "./transcripts";

export const audioUrl = (id: number) => `/api/meetings/${id}/audio`;
export const transcriptUrl = (id: number) => `/api/meetings/${id}/transcript`;

export function toMeetingView(m: MeetingRow, projectName: string | null) {
  return {
    id: m.id,
    /** The member who recorded it: a field member edits only their own (canEditMeeting). */
    recordedBy: m.userId,
    projectId: m.projectId,
    /** The linked project's name (spec meetings.projectId), for the card, the detail and the share page. */
    projectName,
    title: m.title,
    description: m.description,
    meetingDate: m.meetingDate.toISOString(),
    location: m.location,
    status: m.status,
    processingStatus: m.processingStatus as "none" | "processing" | "processed" | "unavailable" | "failed",
    recordingUrl: m.recordingUrl,
    transcriptUrl: m.transcriptUrl,
    summaryText: m.summaryText,
    keyPoints: m.keyPoints,
    actionItems: m.actionItems,
    isOfflineQueued: m.isOfflineQueued,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

const toParticipantView = (p: ParticipantRow) => ({
  id: p.id,
  name: p.name,
  email: p.email,
  clientId: p.clientId,
  role: p.role,
});

const toShareView = (s: ShareRow, now: Date) => ({
  id: s.id,
  recipientEmail: s.recipientEmail,
  createdAt: s.createdAt.toISOString(),
  expiresAt: s.expiresAt.toISOString(),
  accessedAt: s.accessedAt?.toISOString() ?? null,
  revokedAt: s.revokedAt?.toISOString() ?? null,
  active: !s.revokedAt && s.expiresAt.getTime() > now.getTime(),
});

export async function getMeetings(db: Db, member: Member) {
  const rows = await listMeetings(db, member.companyId);
  return rows.map((r) => ({
    ...toMeetingView(r.meeting, r.projectName ?? null),
    participantCount: Number(r.participantCount),
  }));
}

export async function ownedMeeting(db: Db, member: Member, id: number) {
  const meeting = await findMeeting(db, member.companyId, id);
  if (!meeting) throw notFound(MEETING_NOT_FOUND);
  return meeting;
}

export async function getMeeting(db: Db, member: Member, id: number, now = new Date()) {
  const meeting = await ownedMeeting(db, member, id);
  const [participants, recording, shares, projectName] = await Promise.all([
    listParticipants(db, id),
    findRecording(db, id),
    listShares(db, id),
    projectNameOf(db, member.companyId, meeting.projectId),
  ]);
  return {
    ...toMeetingView(meeting, projectName),
    participants: participants.map(toParticipantView),
    participantCount: participants.length,
    recording: recording
      ? {
          status: recording.status,
          size: recording.size,
          contentType: recording.contentType,
          // How many files the recording is (each at audio?segment=n) and how long each plays, in ms.
          ...(await playbackOf(db, recording)),
        }
      : null,
    shares: shares.map((s) => toShareView(s, now)),
  };
}
export type MeetingDetail = Awaited<ReturnType<typeof getMeeting>>;

/** A project or client named by the form must be the owner's own: anything else is a 400, never a leak. */
export async function checkReferences(db: Db, member: Member, input: Pick<Meeting, "projectId" | "participants">) {
  if (input.projectId !== null && !(await ownsProject(db, member.companyId, input.projectId))) {
    throw badRequest("Project not found", { projectId: "Project not found" });
  }
  const clientIds = [...new Set(input.participants.flatMap((p) => (p.clientId ? [p.clientId] : [])))];
  if ((await countOwnedClients(db, member.companyId, clientIds)) !== clientIds.length) {
    throw badRequest("Client not found", { participants: "Client not found" });
  }
}

/** PUT: the fields and the whole participant list, replaced together in one batch. */
export async function editMeeting(db: Db, member: Member & { role: Role }, id: number, input: Meeting) {
  const meeting = await ownedMeeting(db, member, id);
  if (!canEditMeeting(member, meeting.userId)) throw new AppError("ROLE_FORBIDDEN", OWN_MEETINGS_ONLY);
  await checkReferences(db, member, input);
  await db.batch([
    updateMeeting(db, member.companyId, id, {
      title: input.title,
      meetingDate: input.meetingDate,
      location: input.location,
      status: input.status,
      description: input.description,
      summaryText: input.summaryText,
      projectId: input.projectId,
      keyPoints: input.keyPoints,
      actionItems: input.actionItems,
      updatedAt: new Date(),
    }),
    ...replaceParticipants(db, id, input.participants),
  ]);
  return getMeeting(db, member, id);
}

/** Deletes the meeting with its audio and transcript in R2, and kills its share links. */
export async function deleteMeeting(env: Env, db: Db, member: Member, id: number) {
  const meeting = await ownedMeeting(db, member, id);
  const [recording, segments] = await Promise.all([findRecording(db, id), listSegmentSpans(db, id)]);
  await shareTokens(env).revoke("meeting", id);
  await deleteMeetingRow(db, member.companyId, meeting.id);
  if (recording) {
    if (recording.status === "uploading") {
      // An unfinished upload holds parts in R2 until aborted.
      await env.MEDIA.resumeMultipartUpload(recording.r2Key, recording.uploadId)
        .abort()
        .catch(() => undefined);
    }
    await env.MEDIA.delete([
      recording.r2Key,
      transcriptKeyOf(recording.r2Key),
      ...segments.map((s) => segmentTranscriptKeyOf(recording.r2Key, s.seq)),
    ]);
  }
}

/** The owner's transcript text; 404 when the meeting is not theirs or has no transcript yet. */
export async function readTranscript(env: Env, db: Db, member: Member, id: number) {
  const meeting = await ownedMeeting(db, member, id);
  const text = await meetingTranscript(env, meeting, await findRecording(db, id));
  if (text === null) throw notFound("Transcript not found");
  return text;
}
