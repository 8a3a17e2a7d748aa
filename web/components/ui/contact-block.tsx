// A person at a glance: initials avatar, name, company, and tap-to-email / tap-to-call links.
import { Mail, Phone } from "lucide-react";
import { contact as words } from "#schema/i18n/app/en/contact";
import { initials } from "../../lib/initials";
import { defineWords } from "../../lib/words";

/**
 * `phone` is E.164 (the tel: link dials it); `phoneDisplay` is the Worker's copy formatted for people, and
 * `phoneInvalid` marks a number stored as typed that the E.164 backfill could not read (ADR 0118).
 */
export type Contact = {
  name: string;
  companyName: string;
  email: string;
  phone: string | null;
  phoneDisplay?: string | null;
  phoneInvalid?: boolean;
};

/**
 * The one note under a phone number the E.164 backfill could not read: kept as typed, and no text message goes to it
 * until someone fixes it. The client card, the profile's phone field and pending invites say it the same way (here,
 * beside the card, so the project page's first load gets no extra chunk for it).
 */
const useContactWords = defineWords(words, () => import("#schema/i18n/app/es/contact").then((m) => m.contact));

/** A block span, so it also sits inside a paragraph (a field's hint). */
export function PhoneCheckNote() {
  const t = useContactWords();
  return <span className="block text-sm text-amber-800 dark:text-amber-200">{t("checkPhone")}</span>;
}

export function ContactBlock({ contact, heading = "p" }: { contact: Contact; heading?: "h2" | "p" }) {
  const Name = heading;
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <div
        aria-hidden="true"
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
      >
        {initials(contact.name)}
      </div>
      <div className="min-w-0">
        {/* Wrapped, never cut off: at 390 px a long name or email is still read whole. */}
        <Name className="font-semibold break-words">{contact.name}</Name>
        <p className="text-sm break-words text-slate-700 dark:text-slate-300">{contact.companyName}</p>
        <a
          href={`mailto:${contact.email}`}
          className="mt-1 flex min-h-9 items-center gap-1.5 text-sm text-brand-700 hover:underline dark:text-brand-100"
        >
          <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-all">{contact.email}</span>
        </a>
        {contact.phone && (
          <a
            href={`tel:${contact.phone}`}
            className="flex min-h-9 items-center gap-1.5 text-sm text-brand-700 hover:underline dark:text-brand-100"
          >
            <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
            {contact.phoneDisplay ?? contact.phone}
          </a>
        )}
        {/* Only a stored number is ever flagged. */}
        {contact.phoneInvalid && <PhoneCheckNote />}
      </div>
    </div>
  );
}
