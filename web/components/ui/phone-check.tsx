// The one note under a phone number the E.164 backfill could not read (ADR 0118): the client card, the profile's
// phone field and pending invites say the same words the same way.

/** It was kept as typed, and no text message goes to it until someone fixes it. */
export const CHECK_PHONE = "Check this number: texts cannot reach it as written.";

/** `as="span"` where the note sits inside a paragraph already (a field's hint). */
export function PhoneCheckNote({ as: Tag = "p" }: { as?: "p" | "span" }) {
  return <Tag className="text-sm text-amber-800 dark:text-amber-200">{CHECK_PHONE}</Tag>;
}
