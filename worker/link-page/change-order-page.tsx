/** @jsxImportSource hono/jsx */
// /a/{token} for a change order (ADR 0205): the same page, signature pad and island as a billing's approval, with the
// change order's own words. The island reads the same element ids, so signing and deciding work as they do there.
import { MAX_REJECTION_REASON } from "#schema/contracts/approval-texts";
import { clientWords } from "#schema/i18n/client";
import type { ChangeOrderLinkView } from "../services/change-orders";
import { Icon } from "./icons";
import { LinkDocument } from "./layout";

/** The client's words (ADR 0217): their language, the change order's locale for amounts. */
const wordsOf = (view: ChangeOrderLinkView) => clientWords(view.language, view.changeOrder.locale);

/** Additions read "+$1,200.00", deductions "−$300.00": the client sees which way the contract moves. */
const signed = (view: ChangeOrderLinkView) => {
  const { amount, currency } = view.changeOrder;
  const text = wordsOf(view).money(Math.abs(amount), currency);
  return amount < 0 ? `−${text}` : `+${text}`;
};

/** "approved by Dana Ortiz on Mar 4, 2026." */
function decided(view: ChangeOrderLinkView) {
  const co = view.changeOrder;
  const w = wordsOf(view);
  const date = co.decidedAt ? w.date(co.decidedAt, view.contractor.timeZone) : "";
  if (co.status === "approved")
    return co.signerName ? w.t("coApprovedBy", { name: co.signerName, date }) : w.t("coApprovedOn", { date });
  return co.signerName ? w.t("coRejectedBy", { name: co.signerName, date }) : w.t("coRejectedOn", { date });
}

export function ChangeOrderLinkPage({ view, token }: { view: ChangeOrderLinkView; token: string }) {
  const co = view.changeOrder;
  const company = view.contractor.companyName;
  const pending = co.status === "sent";
  const w = wordsOf(view);
  const title = w.t("coPageTitle");
  return (
    <LinkDocument title={title} company={company} island={pending} lang={view.language}>
      <div>
        <h1>{title}</h1>
        <p class="lead">{pending ? w.t("coAsks", { company }) : decided(view)}</p>
      </div>
      <section class="card" aria-label="Change order">
        <p class="small muted">{view.projectName}</p>
        <h2 style="font-size:1.125rem">
          {co.label} {co.title}
        </h2>
        <p class="amount" data-testid="change-order-amount">
          {signed(view)}
        </p>
        {co.daysAdded !== 0 && (
          <p>
            {co.daysAdded > 0
              ? w.t("coDaysAdded", { count: co.daysAdded })
              : w.t("coDaysRemoved", { count: -co.daysAdded })}
          </p>
        )}
        {co.description && <p class="pre">{co.description}</p>}
      </section>
      {pending && <DecisionPanel view={view} token={token} />}
      <p class="center small muted">
        {view.contractor.email ? (
          <>
            {w.t("coQuestionsAt", { name: view.contractor.name || company })}{" "}
            <a href={`mailto:${view.contractor.email}`}>{view.contractor.email}</a>.
          </>
        ) : (
          `${w.t("coQuestions", { name: view.contractor.name || company })}.`
        )}
      </p>
    </LinkDocument>
  );
}

function DecisionPanel({ view, token }: { view: ChangeOrderLinkView; token: string }) {
  const w = wordsOf(view);
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
            {view.consent}
          </p>
        </div>
        <div>
          <label for="signer-name">{w.t("signerName")}</label>
          <input id="signer-name" name="signerName" type="text" autocomplete="name" maxlength={120} />
          <p id="signer-name-error" class="error" role="alert" hidden />
        </div>
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
      <div id="reject-dialog" class="sheet" popover="auto" role="dialog" aria-labelledby="reject-title">
        <h2 id="reject-title">{w.t("coRejectTitle")}</h2>
        <form id="reject-form" method="post" action={`/a/${token}/reject`} style="margin-top:1rem">
          <input type="hidden" name="contentHash" value={view.contentHash} />
          <label for="reject-reason">{w.t("rejectReason")}</label>
          <textarea id="reject-reason" name="reason" rows={4} maxlength={MAX_REJECTION_REASON} />
          <div class="pair" style="margin-top:1rem">
            <button type="button" class="btn btn-secondary" popovertarget="reject-dialog" popovertargetaction="hide">
              {w.t("cancel")}
            </button>
            <button type="submit" class="btn btn-danger">
              {w.t("coRejectSubmit")}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}

/** /thank-you after a change order's decision. */
export function ChangeOrderThanksPage({ view }: { view: ChangeOrderLinkView }) {
  const co = view.changeOrder;
  const approved = co.status === "approved";
  const w = wordsOf(view);
  const company = view.contractor.companyName;
  const label = `${co.label} ${co.title}`;
  const title = approved ? w.t("thankYouApprovedTitle") : w.t("coRejectedTitle");
  return (
    <LinkDocument title={title} company={company} lang={view.language}>
      <div class="hero">
        <Icon
          name={approved ? "circle-check" : "message-square-warning"}
          size={56}
          color={approved ? "#16a34a" : "#155b95"}
        />
        <h1>{title}</h1>
        <p class="muted" style="max-width:28rem">
          {approved
            ? w.t("coThanksApproved", { label, amount: signed(view), company })
            : w.t("coThanksRejected", { company, label })}
        </p>
      </div>
    </LinkDocument>
  );
}
