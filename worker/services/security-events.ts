// Security events the contractor hears about at once: in the bell and by email (ASVS V6.3.7).
import { insertNotification } from "../db/notifications";
import type { Db } from "../lib/db";
import { queueMessages } from "./messages";

export type SecurityEvent =
  | { kind: "new-device"; device: string; ip: string | null }
  | { kind: "password-changed" }
  | { kind: "passkey-added"; name: string }
  | { kind: "passkey-removed"; name: string }
  | { kind: "two-factor-enabled" }
  | { kind: "two-factor-disabled" };

const IF_NOT_YOU =
  "If this wasn't you, change your password now and remove any passkey you don't recognise on your Profile.";

export function describe(event: SecurityEvent): { title: string; body: string } {
  switch (event.kind) {
    case "new-device":
      return {
        title: "New sign-in to your account",
        body: `Someone signed in with ${event.device}${event.ip ? ` from ${event.ip}` : ""}. ${IF_NOT_YOU}`,
      };
    case "password-changed":
      return { title: "Your password was changed", body: `Your PayStage password was changed. ${IF_NOT_YOU}` };
    case "passkey-added":
      return {
        title: "A passkey was added",
        body: `The passkey "${event.name}" can now sign in to your account. ${IF_NOT_YOU}`,
      };
    case "passkey-removed":
      return {
        title: "A passkey was removed",
        body: `The passkey "${event.name}" can no longer sign in. ${IF_NOT_YOU}`,
      };
    case "two-factor-enabled":
      return {
        title: "Two-step sign-in is on",
        body: `Signing in now also asks for a code from your authenticator app. ${IF_NOT_YOU}`,
      };
    case "two-factor-disabled":
      return {
        title: "Two-step sign-in is off",
        body: `Signing in no longer asks for an authenticator code. ${IF_NOT_YOU}`,
      };
  }
}

/** The bell notification and the email go out together; the email is exempt from the daily send cap. */
export async function notifySecurityEvent(env: Env, db: Db, user: { id: number; email: string }, event: SecurityEvent) {
  const { title, body } = describe(event);
  await insertNotification(db, { userId: user.id, kind: "security", title, body, link: "/profile" });
  // A member who joined by text may have no email (ADR 0145): the bell carries it alone.
  if (!user.email) return;
  await queueMessages(env, db, [
    { companyId: null, userId: user.id, channel: "email", to: user.email, subject: title, body, essential: true },
  ]);
}
