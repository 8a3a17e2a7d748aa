// Teams: the roles a member of a company can hold, and the shapes of the team screen's calls (decisions.md, Teams).
import { z } from "zod";
import { RegisterSchema } from "./auth";
import { emailField, phoneField, requiredText } from "./fields";
import { ROLES, type Role, TEAM_TEXTS } from "./team-words";

export * from "./team-words";

export const InviteSchema = z
  .object({
    fullName: requiredText("Full name is required", 120),
    email: emailField()
      .nullish()
      .or(z.literal("").transform(() => null)),
    phone: phoneField(),
    role: z.enum(["office", "field"], { error: "Choose office or field" }),
  })
  .refine((v) => Boolean(v.email || v.phone), { message: TEAM_TEXTS.inviteNeedsContact, path: ["email"] });
export type Invite = z.input<typeof InviteSchema>;

export const RoleChangeSchema = z.object({ role: z.enum(ROLES, { error: "Choose owner, office or field" }) });
export type RoleChange = z.infer<typeof RoleChangeSchema>;

/** Who answers clients once the member who billed has left: a member, or null for the first owner. */
export const ClientContactSchema = z.object({ userId: z.number().int().positive().nullable() });
export type ClientContact = z.infer<typeof ClientContactSchema>;

export const TransferOwnershipSchema = z.object({ userId: z.number().int().positive() });

/** Invite tokens are 43 url-safe base64 characters (32 random bytes); anything else is simply not found. */
export const InviteTokenParamSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/**
 * Accepting an invite creates the person's login with the registration's own rules and messages. A person invited by
 * text may leave the email out: a mobile number is their contact then (ADR 0145).
 */
export const AcceptInviteFieldsSchema = RegisterSchema.pick({
  username: true,
  password: true,
  fullName: true,
  phone: true,
  // The joining member's own app language (ADR 0195); without it, their browser's Accept-Language decides.
  language: true,
}).extend({
  email: emailField()
    .nullish()
    .or(z.literal("").transform(() => null)),
});

/** An email or a mobile number: the person must be reachable one way. */
export const hasContact = (v: { email?: string | null; phone?: string | null }) => Boolean(v.email || v.phone);

export const AcceptInviteSchema = AcceptInviteFieldsSchema.refine(hasContact, {
  message: TEAM_TEXTS.joinNeedsContact,
  path: ["email"],
});
export type AcceptInvite = z.input<typeof AcceptInviteSchema>;

export type TeamMember = {
  id: number;
  fullName: string;
  username: string;
  email: string;
  role: Role;
  lastActiveAt: string | null;
  isYou: boolean;
};

export type PendingInvite = {
  id: number;
  fullName: string;
  email: string | null;
  /** E.164, or the text as typed when `phoneInvalid` (the backfill could not read it; ADR 0118). */
  phone: string | null;
  /** `phone` formatted for people in the account's country. */
  phoneDisplay: string | null;
  phoneInvalid: boolean;
  role: Role;
  invitedBy: string;
  expiresAt: string;
  createdAt: string;
};

export type Team = {
  companyName: string | null;
  members: TeamMember[];
  invites: PendingInvite[];
  /** "unlimited" or how many people the plan allows. */
  seats: number | "unlimited";
  /** Whether a new invite may be sent now, and if not why (upgrade prompt, lapsed plan). */
  canInvite: boolean;
  inviteBlockedReason: string | null;
  /** The member the owner chose to answer clients once the member who billed has left; null: the first owner. */
  clientContactId: number | null;
};

export type InvitePreview = {
  companyName: string | null;
  fullName: string;
  role: Role;
  invitedBy: string;
  email: string | null;
  /** The number the invite was texted to (E.164); null for an email invite. */
  phone: string | null;
  /** `phone` formatted in the company's country: what the form prefills. */
  phoneDisplay: string | null;
};
