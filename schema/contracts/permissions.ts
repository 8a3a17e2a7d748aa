// Who may do what in a company: the one permission table (decisions.md, Teams). The Worker refuses with 403 by it,
// and the web hides what a role may not use by the same table.
import type { Role } from "./team";

export const PERMISSIONS = {
  /** Clients and projects, read (field members see no money totals). */
  "records:read": ["owner", "office", "field"],
  /** Clients and projects: create and edit. */
  "records:write": ["owner", "office"],
  /** Delete or archive anything. */
  "records:delete": ["owner", "office"],
  /** Bill a stage with photos, sign in person, upload photos. */
  "progress:bill": ["owner", "office", "field"],
  /** The company's cash flow, the invoices list, and the payment status of billings someone else made. */
  "money:read": ["owner", "office"],
  /** Payment requests and links, reminders and their templates, mark paid. */
  "payments:manage": ["owner", "office"],
  /** Meetings: record, edit their own, share. */
  "meetings:use": ["owner", "office", "field"],
  /** Payout details, the subscription, members and roles, the data export. */
  "company:admin": ["owner"],
  /** Invite members (office members invite field members only). */
  "members:invite": ["owner", "office"],
  /** Anything every signed-in person does for themselves: their profile, security, badges, notifications. */
  self: ["owner", "office", "field"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const can = (role: Role, permission: Permission) => (PERMISSIONS[permission] as readonly Role[]).includes(role);

/** The roles a member of `role` may invite. */
export const invitableRoles = (role: Role): readonly Role[] =>
  role === "owner" ? ["office", "field"] : role === "office" ? ["field"] : [];

/** The words of a refusal: what the role cannot do, and who can. */
export const FORBIDDEN_MESSAGE: Record<Permission, string> = {
  "records:read": "Your role cannot see this.",
  "records:write": "Only the owner or the office can add or edit clients and projects.",
  "records:delete": "Only the owner or the office can delete or archive.",
  "progress:bill": "Your role cannot bill stages.",
  "money:read": "Only the owner or the office can see the company's money and invoices.",
  "payments:manage": "Only the owner or the office can request payments, send reminders or mark paid.",
  "meetings:use": "Your role cannot use meetings.",
  "company:admin": "Only the company's owner can do this.",
  "members:invite": "Only the owner or the office can invite members.",
  self: "Your role cannot do this.",
};

/** The owner and office see every billing of the company; a field member only the ones they billed. */
export const canSeeBilling = (member: { id: number; role: Role }, billedBy: number) =>
  can(member.role, "money:read") || member.id === billedBy;

/** A field member edits the meetings they recorded; the owner and office edit any (decisions.md, Teams). */
export const canEditMeeting = (member: { id: number; role: Role }, recordedBy: number) =>
  can(member.role, "records:write") || member.id === recordedBy;
export const OWN_MEETINGS_ONLY = "Field members can edit only the meetings they recorded.";
