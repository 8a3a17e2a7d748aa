/** @jsxImportSource hono/jsx */
// /a/{token}: the client's Progress Approval screen as the Worker renders it (ADR 0090). Everything a person reads is in
// the HTML; reject and "I've sent the payment" are plain forms; only signing and Approve need the island.
import {
  CONSENT_TEXT,
  MAX_REJECTION_REASON,
  PROGRESS_NOT_FOUND,
  PROGRESS_NOT_FOUND_TEXT,
  SIGNATURE_REQUIRED,
  APPROVAL_TEXTS as T,
} from "#schema/contracts/approval-texts";
import { formatCalendarDate, formatDate } from "#schema/rules/dates";
import { formatAmountDue } from "#schema/rules/money";
import type { ApprovalView } from "../services/approvals";
import { Icon } from "./icons";
import { LinkDocument } from "./layout";
import { PaymentOptions } from "./payment-options";
import { Photos } from "./photos";

/** What a no-JavaScript reject brought back: the reason as typed and the message to show beside it. */
export type RejectFormState = { reason: string; error: string };

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

export function ApprovalLinkPage({
  view,
  token,
  reject,
}: {
  view: ApprovalView;
  token: string;
  reject?: RejectFormState;
}) {
  const company = view.contractor.companyName;
  const pending = view.progress.status === "pending";
  return (
    <LinkDocument title={T.title} company={company} island={pending || view.payment !== null}>
      <div>
        <h1>{T.title}</h1>
        <p class="lead">
          {pending
            ? `${company} asks you to review this work and approve it with your signature.`
            : `${company} billed this work to ${view.client.companyName}.`}
        </p>
      </div>
      {!pending && <DecisionSummary view={view} />}
      <ProgressSummary view={view} />
      {pending ? (
        <DecisionPanel view={view} token={token} reject={reject} />
      ) : (
        <PaymentOptions view={view} token={token} back="link" />
      )}
      <ContractorContact view={view} />
    </LinkDocument>
  );
}

/** Project, Progress #, the exact amount (the client pays from it), completion bar, due date, description, photos. */
function ProgressSummary({ view }: { view: ApprovalView }) {
  const { progress, project } = view;
  const pct = Math.max(0, Math.min(100, Math.round(progress.completionPercentage)));
  return (
    <>
      <section class="card" aria-labelledby="project-name">
        <div class="row">
          <div>
            <p class="small muted">{T.project}</p>
            <h2 id="project-name">{project.name}</h2>
          </div>
          <span class={`pill pill-${progress.status}`}>{statusLabel(progress.status)}</span>
        </div>
        <dl>
          <div>
            <dt>{T.progressNumber}</dt>
            <dd class="num">{progress.progressNumber}</dd>
          </div>
          <div>
            <dt>{T.amount}</dt>
            <dd class="amount">{formatAmountDue(progress)}</dd>
          </div>
          {progress.dueDate && (
            <div class="wide">
              <dt>{T.dueDate}</dt>
              <dd>{formatCalendarDate(progress.dueDate)}</dd>
            </div>
          )}
        </dl>
        <div>
          <div class="row small" style="font-weight:500">
            <span>{T.completion}</span>
            <span>{pct}%</span>
          </div>
          <div
            class="meter"
            role="progressbar"
            aria-label={T.completion}
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
              {T.description}
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
export function DecisionSummary({ view }: { view: ApprovalView }) {
  const { decision, progress } = view;
  if (!decision) return null;
  const tz = view.contractor.timeZone;
  const when = formatDate(decision.decidedAt, tz);
  if (decision.decision === "rejected") {
    return (
      <div class="card decision bad" role="status">
        <Icon name="circle-x" />
        <div>
          <p style="font-weight:600">{T.rejectedOn(when)}</p>
          <p class="small" style="margin-top:.25rem">
            {T.rejectionReason(decision.reason)}
          </p>
          <p class="small" style="margin-top:.5rem">
            {T.rejectedFollowUp(view.contractor.companyName)}
          </p>
        </div>
      </div>
    );
  }
  return (
    <div class="card decision ok" role="status">
      <Icon name="circle-check" />
      <div>
        <p style="font-weight:600">{T.approvedOn(decision.signerName, when)}</p>
        <p class="small" style="margin-top:.25rem">
          {progress.status === "paid"
            ? T.paidThanks(progress.paidAt ? formatDate(progress.paidAt, tz) : null)
            : T.approvalFinal}
        </p>
      </div>
    </div>
  );
}

/**
 * Sign and decide. The signature canvas and Approve come alive with the island; Reject is a real form that posts to
 * /a/{token}/reject, shown as a popover (no script needed) or, after a refused submit, inline with its message.
 */
function DecisionPanel({ view, token, reject }: { view: ApprovalView; token: string; reject?: RejectFormState }) {
  const company = view.contractor.companyName;
  return (
    <section class="card" aria-label="Sign and decide">
      <form
        id="approve-form"
        aria-label="Sign and approve"
        novalidate
        data-token={token}
        data-content-hash={view.contentHash}
        data-company={company}
      >
        <div>
          <div class="pad-head">
            <h2 id="signature-title" style="font-size:1rem">
              {T.signatureTitle}
            </h2>
            <button type="button" id="clear-signature" class="btn btn-secondary btn-small" disabled>
              {T.clear}
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
            {CONSENT_TEXT}
          </p>
        </div>
        <div>
          <label for="signer-name">{T.signerName}</label>
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
          Approving needs JavaScript, because you sign on the screen. If the signature box does not respond, turn
          JavaScript on in your browser's settings and reload this page. You can read everything here, and reject with a
          reason, without it.
        </p>
        <div class="pair">
          <button type="button" class="btn btn-secondary" popovertarget="reject-dialog">
            {T.reject}
          </button>
          <button
            type="submit"
            id="approve"
            class="btn btn-primary"
            disabled
            aria-describedby="approve-needs-signature"
          >
            {T.approve}
          </button>
        </div>
        <p id="approve-needs-signature" class="center small muted">
          {SIGNATURE_REQUIRED}
        </p>
        <p id="decision-status" class="status" role="status" />
        <p id="decision-error" class="alert" role="alert" hidden />
      </form>
      <RejectForm token={token} view={view} company={company} state={reject} />
    </section>
  );
}

/** The reject form: a popover dialog while nothing went wrong; open in the page with the message once a submit was refused. */
function RejectForm({
  token,
  view,
  company,
  state,
}: {
  token: string;
  view: ApprovalView;
  company: string;
  state?: RejectFormState;
}) {
  const inline = Boolean(state);
  return (
    <div
      id="reject-dialog"
      class={inline ? "" : "sheet"}
      popover={inline ? undefined : "auto"}
      role="dialog"
      aria-labelledby="reject-title"
      aria-describedby="reject-description"
    >
      <h2 id="reject-title">{T.rejectTitle}</h2>
      <p id="reject-description" class="small muted" style="margin-top:.25rem">
        {T.rejectDescription(company)}
      </p>
      <form id="reject-form" method="post" action={`/a/${token}/reject`} style="margin-top:1rem">
        <input type="hidden" name="contentHash" value={view.contentHash} />
        <label for="reject-reason">{T.rejectReason}</label>
        <textarea
          id="reject-reason"
          name="reason"
          rows={4}
          maxlength={MAX_REJECTION_REASON}
          placeholder={T.rejectPlaceholder}
          aria-describedby={state?.error ? "reject-error" : undefined}
          aria-invalid={state?.error ? "true" : undefined}
        >
          {state?.reason ?? ""}
        </textarea>
        {state?.error && (
          <p id="reject-error" class="alert" role="alert" style="margin-top:.75rem">
            {state.error}
          </p>
        )}
        <div class="pair" style="margin-top:1rem">
          {inline ? (
            <a class="btn btn-secondary" href={`/a/${token}`}>
              {T.cancel}
            </a>
          ) : (
            <button type="button" class="btn btn-secondary" popovertarget="reject-dialog" popovertargetaction="hide">
              {T.cancel}
            </button>
          )}
          <button type="submit" class="btn btn-danger">
            {T.rejectSubmit}
          </button>
        </div>
      </form>
    </div>
  );
}

export function ContractorContact({ view }: { view: ApprovalView }) {
  const { contractor } = view;
  return (
    <p class="center small muted">
      Questions? Contact {contractor.name} at {contractor.companyName}:{" "}
      {contractor.phone && (
        <>
          <a href={`tel:${contractor.phone.replace(/[^\d+]/g, "")}`}>{contractor.phoneDisplay ?? contractor.phone}</a>{" "}
          or{" "}
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
