// The email and text message a template becomes for one progress, rendered by the same code the Worker sends with.
import { Mail, MessageSquareText } from "lucide-react";
import { Fragment, useEffect, useState } from "react";
import { type NudgeChannel, type ReminderFacts, renderReminder } from "#schema/contracts/nudge-texts";
import type { Language } from "#schema/i18n/languages";
import { amountDue } from "#schema/rules/money";
import { todayIn } from "#schema/rules/time";
import { appLanguage } from "#web/lib/app-language";
import type { ReminderClient, ReminderProgress, ReminderProject } from "../api/nudges";
import { useReminderTextWords } from "../reminder-words";

/** Links are minted when a reminder is sent (each is a secret); the preview shows where one goes. */
export const PREVIEW_LINK = "[secure client link]";

export function factsFor(
  target: { client: ReminderClient; project: ReminderProject; progress: ReminderProgress },
  user: { fullName: string; companyName: string | null },
): ReminderFacts {
  return {
    clientName: target.client.name,
    projectName: target.project.name,
    progressNumber: target.progress.progressNumber,
    amount: amountDue(target.progress),
    currency: target.progress.currency,
    locale: target.progress.locale,
    dueDate: target.progress.dueDate,
    userName: user.fullName,
    companyName: user.companyName,
    link: PREVIEW_LINK,
  };
}

/** For an account with nothing billed yet; the preview says these are examples. */
export function exampleFacts(user: {
  fullName: string;
  companyName: string | null;
  timezone?: string;
  currency?: string;
  locale?: string;
}): ReminderFacts {
  const [y, m, d] = todayIn(user.timezone).split("-").map(Number) as [number, number, number];
  const inAWeek = new Date(Date.UTC(y, m - 1, d + 7)).toISOString().slice(0, 10);
  return {
    clientName: "Jordan Client",
    projectName: "Kitchen Remodel",
    progressNumber: 2,
    amount: 485000,
    // The example is in the company's own money (issue 33).
    currency: user.currency,
    locale: user.locale,
    dueDate: inAWeek,
    userName: user.fullName,
    companyName: user.companyName,
    link: PREVIEW_LINK,
  };
}

/** Shows unknown variables as written, marked, so a typo is seen before a client sees it. */
function Highlighted({ text, unknown }: { text: string; unknown: string[] }) {
  if (unknown.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${unknown.map((u) => u.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`, "g");
  return (
    <>
      {text.split(pattern).map((part, i) =>
        unknown.includes(part) ? (
          <mark key={i} className="rounded bg-amber-200 px-0.5 text-amber-950 dark:bg-amber-800 dark:text-amber-50">
            {part}
          </mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

type Props = {
  template: { emailSubject: string; emailBody: string; smsBody: string };
  channels: NudgeChannel[];
  facts: ReminderFacts;
  to?: { email: string; phone: string | null };
  /** The client's language (ADR 0175): the preview shows what they will read. Absent or English: as typed. */
  language?: Language;
};

type InLanguage = typeof import("#schema/i18n/client/reminder-templates").reminderInLanguage;

/** The client-language reminder words load only when a client reads another language (never on first load). */
function useInLanguage(language: Language | undefined) {
  const [inLanguage, setInLanguage] = useState<InLanguage | null>(null);
  useEffect(() => {
    if (!language || language === "en" || inLanguage) return;
    let live = true;
    void import("#schema/i18n/client/reminder-templates").then((m) => {
      if (live) setInLanguage(() => m.reminderInLanguage);
    });
    return () => {
      live = false;
    };
  }, [language, inLanguage]);
  return inLanguage;
}

/** A real link: this origin + "/a/" + a 43-character token. Texts are billed by length, so count it. */
const linkLength = () => (typeof window === "undefined" ? 60 : window.location.origin.length + 46);

export function MessagePreview({ template, channels, facts, to, language }: Props) {
  const inLanguage = useInLanguage(language);
  const t = useReminderTextWords();
  const shown =
    language && language !== "en" && inLanguage ? inLanguage(template, facts, language) : { template, facts };
  const r = renderReminder(shown.template, shown.facts);
  const links = r.smsBody.split(PREVIEW_LINK).length - 1;
  const smsLength = r.smsBody.length + links * (linkLength() - PREVIEW_LINK.length);
  const showEmail = channels.includes("email");
  const showSms = channels.includes("sms");
  return (
    <div className="space-y-3">
      {showEmail && (
        <section
          aria-label={t("emailPreview")}
          className="rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-950"
        >
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            <Mail className="h-4 w-4" aria-hidden="true" /> {t("email")}
            {to && <span className="font-normal tracking-normal normal-case">{t("to", { to: to.email })}</span>}
            {language && language !== "en" && (
              <span className="font-normal tracking-normal normal-case" data-testid="preview-language">
                {t("inLanguage", {
                  language: new Intl.DisplayNames(appLanguage(), { type: "language" }).of(language) ?? language,
                })}
              </span>
            )}
          </p>
          <p className="mt-2 font-semibold break-words">
            <Highlighted text={r.subject} unknown={r.unknown} />
          </p>
          <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
            <Highlighted text={r.emailBody} unknown={r.unknown} />
          </p>
        </section>
      )}
      {showSms && (
        <section
          aria-label={t("textPreview")}
          className="rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-950"
        >
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            <MessageSquareText className="h-4 w-4" aria-hidden="true" /> {t("textMessage")}
            {to?.phone && <span className="font-normal tracking-normal normal-case">{t("to", { to: to.phone })}</span>}
          </p>
          <p className="mt-2 max-w-xs rounded-2xl rounded-bl-sm bg-brand-700 px-3 py-2 text-sm break-words whitespace-pre-line text-white">
            <Highlighted text={r.smsBody} unknown={r.unknown} />
          </p>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {links > 0 ? t("smsLengthLink", { count: smsLength }) : t("smsLength", { count: smsLength })}
            {smsLength > 160 ? t("sentAsTexts", { count: Math.ceil(smsLength / 153) }) : ""}
          </p>
        </section>
      )}
    </div>
  );
}
