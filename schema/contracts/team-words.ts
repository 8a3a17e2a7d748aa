// Teams, the words and the roles: plain data without zod, so screens that show a role or a team message load no
// validation code (ADR 0093). The request schemas are in team.ts, which re-exports this file.
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
  clientContactTitle: "Client contact",
  clientContactHelp: "Who clients are told to contact about a billing once the member who billed it has left the team.",
  clientContactDefault: (owner: string) => `The owner (${owner})`,
  clientContactSaved: "Client contact saved",
  selfRemoval: "You cannot remove yourself. Ask another owner, or transfer ownership first.",
  joinNeedsContact: "Enter your email or your mobile number",
  rejoinPassword: "This is the username you had here. Enter its password to rejoin.",
  /** Said on the sign-in page to a member whose session ended with their removal. */
  removedFrom: (company: string) => `You were removed from ${company}.`,
} as const;
