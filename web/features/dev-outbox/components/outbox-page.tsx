// /dev/outbox: the local stand-in for an inbox and a phone, so a person can click through every email and SMS.
import { useQuery } from "@tanstack/react-query";
import { Inbox, Mail, MessageSquareText } from "lucide-react";
import { Fragment } from "react";
import { Card, Skeleton } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { hasErrorCode } from "#web/lib/api";
import { cn } from "#web/lib/cn";
import { formatDateTime } from "#web/lib/dates";
import { type OutboxMessage, outboxQuery } from "../api/outbox";

const URL_PATTERN = /(https?:\/\/[^\s<>"')]+)/g;

/** Message bodies are plain text: turn absolute URLs into links, leave everything else as text. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a
            key={i}
            href={part}
            target="_blank"
            rel="noreferrer"
            className="break-all font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

const statusTone: Record<OutboxMessage["status"], string> = {
  queued: "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800",
  sent: "bg-green-100 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-200 dark:ring-green-800",
  failed: "bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800",
  // Held back on purpose (the number replied STOP): neither on its way nor an error.
  skipped: "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700",
};

function MessageCard({ m }: { m: OutboxMessage }) {
  const Icon = m.channel === "sms" ? MessageSquareText : Mail;
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-3">
          <Icon className="mt-0.5 h-5 w-5 shrink-0 text-slate-600 dark:text-slate-400" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              {m.channel === "sms" ? "SMS" : "Email"} to <span className="normal-case">{m.to}</span>
            </p>
            {m.subject && <h2 className="mt-0.5 font-semibold break-words">{m.subject}</h2>}
          </div>
        </div>
        <span
          className={cn(
            "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
            statusTone[m.status],
          )}
        >
          {/* A queued message is on its way (the relay hands over any whose job was lost, ADR 0080). */}
          {m.status === "queued" ? "Delivering" : m.status[0]!.toUpperCase() + m.status.slice(1)}
        </span>
      </div>
      <pre className="font-sans text-sm whitespace-pre-wrap break-words text-slate-800 dark:text-slate-200">
        <Linkified text={m.body} />
      </pre>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
        {m.provider && ` · via ${m.provider}`}
        {m.attempts > 1 && ` · ${m.attempts} attempts`}
      </p>
      {m.error && <p className="text-sm font-medium text-red-700 dark:text-red-400">{m.error}</p>}
    </Card>
  );
}

export default function OutboxPage() {
  const { data, error, isPending } = useQuery(outboxQuery);
  const unavailable = hasErrorCode(error, "NOT_FOUND");
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <header>
        <h1 className="text-2xl font-bold">Outbox</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Development only. Every email and text message PayStage sends lands here when no provider is configured.
          Newest first; refreshes every few seconds.
        </p>
      </header>
      {isPending ? (
        <div className="space-y-3" role="status" aria-busy="true" aria-label="Loading messages">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : unavailable ? (
        <EmptyState
          icon={<Inbox className="h-8 w-8" />}
          title="The outbox is not available"
          hint="It exists only in development and test runs."
        />
      ) : error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          Could not load the outbox: {error.message}
        </p>
      ) : data.length === 0 ? (
        <EmptyState
          icon={<Inbox className="h-8 w-8" />}
          title="No messages yet"
          hint="Emails and text messages the app sends will appear here."
        />
      ) : (
        <ul className="space-y-3" aria-label="Messages">
          {data.map((m) => (
            <li key={m.id}>
              <MessageCard m={m} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
