/** @jsxImportSource hono/jsx */
// /a/{token}: the client's Progress Approval screen as the Worker renders it (ADR 0090). Everything a person reads is in
// the HTML; reject and "I've sent the payment" are plain forms; only signing and Approve need the island.
import {
  MAX_REJECTION_REASON,
  PROGRESS_NOT_FOUND,
  PROGRESS_NOT_FOUND_TEXT,
  APPROVAL_TEXTS as T,
} from "#schema/contracts/approval-texts";
import { type ClientWords, clientWords } from "#schema/i18n/client";
import { ISLAND_KEYS, type IslandWords } from "#schema/i18n/client/island-words";
import { amountDue } from "#schema/rules/money";
import type { ApprovalView } from "../services/approvals";
import { Icon } from "./icons";
import { LinkDocument } from "./layout";
import { PayAppSummary } from "./pay-app-summary";
import { PaymentOptions } from "./payment-options";
import { Photos } from "./photos";

/** What a no-JavaScript reject brought back: the reason as typed and the message to show beside it. */
/** A refused reject form: its reason kept, and why (`busy`: the client's "try again in a minute", ADR 0234). */
export type RejectFormState = { reason: string; error?: string; busy?: boolean };

const STATUS_KEYS = {
  pending: "statusPending",
  approved: "statusApproved",
  rejected: "statusRejected",
  paid: "statusPaid",
} as const;
const statusLabel = (w: ClientWords, status: string) => {
  const key = STATUS_KEYS[status as keyof typeof STATUS_KEYS] as
    | (typeof STATUS_KEYS)[keyof typeof STATUS_KEYS]
    | undefined;
  return key ? w.t(key) : status.charAt(0).toUpperCase() + status.slice(1);
};

/** What the island says while a decision is on its way, in the client's language (ADR 0175). */
const islandWords = (w: ClientWords, company: string): IslandWords =>
  Object.fromEntries(
    ISLAND_KEYS.map((key) => [key, key === "notified" ? w.t("notified", { company }) : w.t(key)]),
  ) as IslandWords;

/** The words of this view's client: their language, the billing's locale (ADR 0175). */
export const wordsOf = (view: ApprovalView) => clientWords(view.language, view.progress.locale);

export function ApprovalLinkPage({
  view,
  token,
  reject,
  busy,
}: {
  view: ApprovalView;
  token: string;
  reject?: RejectFormState;
  /** A plain form's write was refused while the company moves (ADR 0234): the client's "try again in a minute". */
  busy?: boolean;
}) {
  const company = view.contractor.companyName;
  const pending = view.progress.status === "pending";
  const w = wordsOf(view);
  return (
    <LinkDocument
      title={w.t("linkTitle")}
      company={company}
      island={pending || view.payment !== null}
      lang={view.language}
    >
      <div>
        <h1>{w.t("linkTitle")}</h1>
        <p class="lead">
          {pending ? w.t("leadPending", { company }) : w.t("leadDecided", { company, client: view.client.companyName })}
        </p>
      </div>
      {busy && (
        <p class="alert" role="alert">
          {w.t("linkBusy")}
        </p>
      )}
      {!pending && <DecisionSummary view={view} w={w} />}
      <ProgressSummary view={view} w={w} />
      {view.payApp && <PayAppSummary app={view.payApp} currency={view.progress.currency} w={w} />}
      {pending ? (
        <DecisionPanel view={view} token={token} reject={reject} w={w} />
      ) : (
        <PaymentOptions view={view} token={token} back="link" />
      )}
      <ContractorContact view={view} w={w} />
    </LinkDocument>
  );
}

/** Project, Progress #, the exact amount (the client pays from it), completion bar, due date, description, photos. */
function ProgressSummary({ view, w }: { view: ApprovalView; w: ClientWords }) {
  const { progress, project } = view;
  const pct = Math.max(0, Math.min(100, Math.round(progress.completionPercentage)));
  return (
    <>
      <section class="card" aria-labelledby="project-name">
        <div class="row">
          <div>
            <p class="small muted">{w.t("project")}</p>
            <h2 id="project-name">{project.name}</h2>
          </div>
          <span class={`pill pill-${progress.status}`}>{statusLabel(w, progress.status)}</span>
        </div>
        <dl>
          <div>
            <dt>{w.t("progressNumber")}</dt>
            <dd class="num">{progress.progressNumber}</dd>
          </div>
          <div>
            <dt>{w.t("amount")}</dt>
            <dd class="amount">{w.money(amountDue(progress), progress.currency)}</dd>
          </div>
          {progress.dueDate && (
            <div class="wide">
              <dt>{w.t("dueDate")}</dt>
              <dd>{w.day(progress.dueDate)}</dd>
            </div>
          )}
        </dl>
        <div>
          <div class="row small" style="font-weight:500">
            <span>{w.t("completion")}</span>
            <span>{pct}%</span>
          </div>
          <div
            class="meter"
            role="progressbar"
            aria-label={w.t("completion")}
            aria-valuenow={pct}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div style={`width:${pct}%`} />
          </div>
        </div>
        {progress.description && (
          <div>
            <h3 class="small muted" style="font-weight:400">
              {w.t("description")}
            </h3>
            <p class="pre">{progress.description}</p>
          </div>
        )}
      </section>
      <Photos photos={progress.photos} />
    </>
  );
}

/** A decided progress, read-only: approved (who, when) or rejected (when, why), and paid when it is. */
export function DecisionSummary({ view, w = wordsOf(view) }: { view: ApprovalView; w?: ClientWords }) {
  const { decision, progress } = view;
  if (!decision) return null;
  const tz = view.contractor.timeZone;
  const when = w.date(decision.decidedAt, tz);
  if (decision.decision === "rejected") {
    return (
      <div class="card decision bad" role="status">
        <Icon name="circle-x" />
        <div>
          <p style="font-weight:600">{w.t("rejectedOn", { date: when })}</p>
          <p class="small" style="margin-top:.25rem">
            {decision.reason ? w.t("rejectionReason", { reason: decision.reason }) : w.t("noReason")}
          </p>
          <p class="small" style="margin-top:.5rem">
            {w.t("rejectedFollowUp", { company: view.contractor.companyName })}
          </p>
        </div>
      </div>
    );
  }
  return (
    <div class="card decision ok" role="status">
      <Icon name="circle-check" />
      <div>
        <p style="font-weight:600">
          {decision.signerName
            ? w.t("approvedByOn", { name: decision.signerName, date: when })
            : w.t("approvedOn", { date: when })}
        </p>
        <p class="small" style="margin-top:.25rem">
          {progress.status === "paid"
            ? progress.paidAt
              ? w.t("paidOnThanks", { date: w.date(progress.paidAt, tz) })
              : w.t("paidThanks")
            : w.t("approvalFinal")}
        </p>
      </div>
    </div>
  );
}

/**
 * Sign and decide. The signature canvas and Approve come alive with the island; Reject is a real form that posts to
 * /a/{token}/reject, shown as a popover (no script needed) or, after a refused submit, inline with its message.
 */
function DecisionPanel({
  view,
  token,
  reject,
  w,
}: {
  view: ApprovalView;
  token: string;
  reject?: RejectFormState;
  w: ClientWords;
}) {
  const company = view.contractor.companyName;
  return (
    <section class="card" aria-label={w.t("signAndDecide")}>
      <form
        id="approve-form"
        aria-label={w.t("signAndApprove")}
        novalidate
        data-token={token}
        data-content-hash={view.contentHash}
        data-company={company}
        data-words={w.language === "en" ? undefined : JSON.stringify(islandWords(w, company))}
      >
        <div>
          <div class="pad-head">
            <h2 id="signature-title" style="font-size:1rem">
              {w.t("signatureTitle")}
            </h2>
            <button type="button" id="clear-signature" class="btn btn-secondary btn-small" disabled>
              {w.t("clear")}
            </button>
          </div>
          <div class="pad">
            <canvas
              id="signature"
              role="img"
              aria-labelledby="signature-title"
              aria-describedby="signature-hint"
              data-testid="signature-canvas"
            />
          </div>
          <p id="signature-error" class="error" role="alert" hidden />
          <p id="signature-hint" class="small" style="margin-top:.5rem">
            {w.t("consent")}
          </p>
        </div>
        <div>
          <label for="signer-name">{w.t("signerName")}</label>
          <input
            id="signer-name"
            name="signerName"
            type="text"
            autocomplete="name"
            maxlength={120}
            aria-describedby="signer-name-error"
          />
          <p id="signer-name-error" class="error" role="alert" hidden />
        </div>
        {/* Shown until the island starts (it hides it): a <noscript> would not show when a browser only blocks scripts. */}
        <p class="notice" id="needs-script">
          {w.t("needsScript")}
        </p>
        <div class="pair">
          <button type="button" class="btn btn-secondary" popovertarget="reject-dialog">
            {w.t("reject")}
          </button>
          <button
            type="submit"
            id="approve"
            class="btn btn-primary"
            disabled
            aria-describedby="approve-needs-signature"
          >
            {w.t("approve")}
          </button>
        </div>
        <p id="approve-needs-signature" class="center small muted">
          {w.t("signatureRequired")}
        </p>
        <p id="decision-status" class="status" role="status" />
        <p id="decision-error" class="alert" role="alert" hidden />
      </form>
      <RejectForm token={token} view={view} company={company} state={reject} w={w} />
    </section>
  );
}

/** The reject form: a popover dialog while nothing went wrong; open in the page with the message once a submit was refused. */
function RejectForm({
  token,
  view,
  company,
  state,
  w,
}: {
  token: string;
  view: ApprovalView;
  company: string;
  state?: RejectFormState;
  w: ClientWords;
}) {
  const inline = Boolean(state);
  const alert = state?.busy ? w.t("linkBusy") : state?.error;
  return (
    <div
      id="reject-dialog"
      class={inline ? "" : "sheet"}
      popover={inline ? undefined : "auto"}
      role="dialog"
      aria-labelledby="reject-title"
      aria-describedby="reject-description"
    >
      <h2 id="reject-title">{w.t("rejectTitle")}</h2>
      <p id="reject-description" class="small muted" style="margin-top:.25rem">
        {w.t("rejectDescription", { company })}
      </p>
      <form id="reject-form" method="post" action={`/a/${token}/reject`} style="margin-top:1rem">
        <input type="hidden" name="contentHash" value={view.contentHash} />
        <label for="reject-reason">{w.t("rejectReason")}</label>
        <textarea
          id="reject-reason"
          name="reason"
          rows={4}
          maxlength={MAX_REJECTION_REASON}
          placeholder={w.t("rejectPlaceholder")}
          aria-describedby={state?.error ? "reject-error" : undefined}
          aria-invalid={state?.error ? "true" : undefined}
        >
          {state?.reason ?? ""}
        </textarea>
        {alert && (
          <p id="reject-error" class="alert" role="alert" style="margin-top:.75rem">
            {alert}
          </p>
        )}
        <div class="pair" style="margin-top:1rem">
          {inline ? (
            <a class="btn btn-secondary" href={`/a/${token}`}>
              {w.t("cancel")}
            </a>
          ) : (
            <button type="button" class="btn btn-secondary" popovertarget="reject-dialog" popovertargetaction="hide">
              {w.t("cancel")}
            </button>
          )}
          <button type="submit" class="btn btn-danger">
            {w.t("rejectSubmit")}
          </button>
        </div>
      </form>
    </div>
  );
}

export function ContractorContact({ view, w = wordsOf(view) }: { view: ApprovalView; w?: ClientWords }) {
  const { contractor } = view;
  return (
    <p class="center small muted">
      {w.t("contactQuestions", { name: contractor.name, company: contractor.companyName })}{" "}
      {contractor.phone && (
        <>
          <a href={`tel:${contractor.phone.replace(/[^\d+]/g, "")}`}>{contractor.phoneDisplay ?? contractor.phone}</a>{" "}
          {w.t("contactOr")}{" "}
        </>
      )}
      <a href={`mailto:${contractor.email}`}>{contractor.email}</a>
    </p>
  );
}

/** The spec's not-found state for a missing, expired, revoked or someone else's progress: one page for all. */
export function ProgressNotFoundPage() {
  return (
    <LinkDocument title={PROGRESS_NOT_FOUND}>
      <div role="alert" class="hero" style="padding-top:3rem">
        <Icon name="file-question" size={40} color="#64748b" />
        <h1>{PROGRESS_NOT_FOUND}</h1>
        <p style="max-width:24rem">{PROGRESS_NOT_FOUND_TEXT}</p>
        <p class="small muted" style="max-width:24rem">
          If a newer link was sent to you, open that one. Links work for 30 days.
        </p>
      </div>
    </LinkDocument>
  );
}

/**
 * Anything but a dead link (the database is unreachable, say): the page says so and offers a plain reload. `detail`
 * replaces the "check your signal" hint when the cause is known (too many requests from this address).
 */
export function LinkUnavailablePage({ path, detail }: { path: string; detail?: string }) {
  return (
    <LinkDocument title={T.title}>
      <h1>{T.title}</h1>
      <div class="card" role="alert">
        <p style="font-weight:600">Can't load this page right now</p>
        <p class="small muted">{detail ?? "Check your signal, then try again."}</p>
        <a class="btn btn-primary" href={path}>
          Try again
        </a>
      </div>
    </LinkDocument>
  );
}
