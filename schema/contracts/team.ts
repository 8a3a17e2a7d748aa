// Teams: the roles a member of a company can hold, and the shapes of the team screen's calls (decisions.md, Teams).
import { z } from "zod";
import { RegisterSchema } from "./auth";
import { emailField, phoneField, requiredText } from "./fields";

export const ROLES = ["owner", "office", "field"] as const;
export type Role = (typeof ROLES)[number];

/** How each role is named to a person. */
export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", office: "Office", field: "Field" };

/** The role as a sentence names the person joining ("join Reyes Electric as a field tech"). */
export const ROLE_AS: Record<Role, string> = { owner: "an owner", office: "office staff", field: "a field tech" };

/** What each role is for, in one line (the invite form and the team list). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "Everything, including members, the subscription, payout details and the data export.",
  office: "All billing work: clients, projects, billings, payment requests, reminders, invoices and meetings.",
  field: "Bills stages with photos, signs in person and records meetings on the projects they work on.",
};

/** An invite link works this long (decisions.md, Teams). */
export const INVITE_TTL_DAYS = 7;

export const TEAM_TEXTS = {
  inviteExpired: "This invite has expired. Ask for a new one.",
  inviteUsed: "This invite has already been used.",
  inviteRevoked: "This invite was cancelled. Ask for a new one.",
  inviteNotFound: "This invite link is not valid.",
  inviteNeedsContact: "Enter an email or a mobile number",
  alreadyInCompany: "You already belong to a company on PayStage. Sign out and use a new username to join another one.",
  seatsFull: "Your plan has one user. Upgrade to add your crew.",
  lapsedNoInvites:
    "Your plan has ended. Choose a plan to invite new members; everyone already on the team keeps working.",
  lastOwner: "A company always has an owner. Make someone else the owner first.",
  officeInvitesField: "Office members can invite field members only.",
  notAMember: "Member not found",
  selfRemoval: "You cannot remove yourself. Ask another owner, or transfer ownership first.",
} as const;

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

export const TransferOwnershipSchema = z.object({ userId: z.number().int().positive() });

/** Invite tokens are 43 url-safe base64 characters (32 random bytes); anything else is simply not found. */
export const InviteTokenParamSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** Accepting an invite creates the person's login with the registration's own rules and messages. */
export const AcceptInviteSchema = RegisterSchema.pick({
  username: true,
  password: true,
  fullName: true,
  email: true,
  phone: true,
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
  phone: string | null;
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
};

export type InvitePreview = {
  companyName: string | null;
  fullName: string;
  role: Role;
  invitedBy: string;
  email: string | null;
};
