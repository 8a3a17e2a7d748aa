// What the signed-in person's role may use on screens: the one permission table (schema/contracts/permissions.ts)
// read against the current user. The Worker refuses by the same table; the web hides what would only get a 403.
import { useQuery } from "@tanstack/react-query";
import { can, type Permission } from "#schema/contracts/permissions";
// Type only: contracts/team.ts builds zod schemas, which the shell's first load does without (ADR 0093).
import type { Role } from "#schema/contracts/team";
import { userQuery } from "./session";

/**
 * The person's role. A user kept on this device from before Teams has none: every such account is its company's
 * owner, so that is what it reads as until the next user read (the Worker decides either way).
 */
const KNOWN_ROLES: readonly Role[] = ["owner", "office", "field"];

export function roleOf(user: object | null | undefined): Role {
  const role = (user as { role?: unknown } | null | undefined)?.role as Role;
  return KNOWN_ROLES.includes(role) ? role : "owner";
}

/** `can(permission)` for the current user; nothing is allowed while no user is known. */
export function usePermissions() {
  const { data: user } = useQuery(userQuery);
  const role = user ? roleOf(user) : null;
  return { role, can: (permission: Permission) => role !== null && can(role, permission) };
}

/** Whether the current user's role may use `permission`. */
export const useCan = (permission: Permission) => usePermissions().can(permission);
