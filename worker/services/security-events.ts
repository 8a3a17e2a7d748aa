// Security events the contractor hears about at once: in the bell and by email (ASVS V6.3.7), the email in their
// own language (ADR 0243).
import type { AppLanguage } from "#schema/i18n/app-language";
import { type MemberWords, memberWords } from "#schema/i18n/member-mail";
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

/** An event's title and body in a member's words (schema/i18n/member-mail, the bell's own sentences). */
export function describeIn(w: MemberWords, event: SecurityEvent): { title: string; body: string } {
  switch (event.kind) {
    case "new-device":
      return {
        title: w.t("newDeviceTitle"),
        body: event.ip
          ? w.t("newDeviceFrom", { device: event.device, ip: event.ip })
          : w.t("newDevice", { device: event.device }),
      };
    case "password-changed":
      return { title: w.t("passwordTitle"), body: w.t("passwordBody") };
    case "passkey-added":
      return { title: w.t("passkeyAddedTitle"), body: w.t("passkeyAddedBody", { name: event.name }) };
    case "passkey-removed":
      return { title: w.t("passkeyRemovedTitle"), body: w.t("passkeyRemovedBody", { name: event.name }) };
    case "two-factor-enabled":
      return { title: w.t("twoStepOnTitle"), body: w.t("twoStepOnBody") };
    case "two-factor-disabled":
      return { title: w.t("twoStepOffTitle"), body: w.t("twoStepOffBody") };
  }
}

/** The event as the bell stores it: English, which a Spanish reader's bell recognises by pattern (ADR 0225). */
export const describe = (event: SecurityEvent) => describeIn(memberWords("en"), event);

/** The bell notification and the email go out together; the email is exempt from the daily send cap. */
export async function notifySecurityEvent(
  env: Env,
  db: Db,
  user: { id: number; email: string; language: AppLanguage },
  event: SecurityEvent,
) {
  const { title, body } = describe(event);
  await insertNotification(db, { userId: user.id, kind: "security", title, body, link: "/profile" });
  // A member who joined by text may have no email (ADR 0145): the bell carries it alone.
  if (!user.email) return;
  // The email in the member's own language (ADR 0243).
  const mail = describeIn(memberWords(user.language), event);
  await queueMessages(env, db, [
    {
      companyId: null,
      userId: user.id,
      channel: "email",
      to: user.email,
      subject: mail.title,
      body: mail.body,
      essential: true,
    },
  ]);
}
