/** @jsxImportSource hono/jsx */
// /a/{token} for a change order (ADR 0205): the same page, signature pad and island as a billing's approval, with the
// change order's own words. The island reads the same element ids, so signing and deciding work as they do there.
import { MAX_REJECTION_REASON } from "#schema/contracts/approval-texts";
import { clientWords } from "#schema/i18n/client";
import { formatDate } from "#schema/rules/dates";
import { formatMoneyExact } from "#schema/rules/money";
import type { ChangeOrderLinkView } from "../services/change-orders";
import { Icon } from "./icons";
import { LinkDocument } from "./layout";

const TITLE = "Change Order Approval";

/** Additions read "+$1,200.00", deductions "−$300.00": the client sees which way the contract moves. */
const signed = (view: ChangeOrderLinkView) => {
  const { amount, currency, locale } = view.changeOrder;
  const text = formatMoneyExact(Math.abs(amount), currency, locale);
  return amount < 0 ? `−${text}` : `+${text}`;
};

export function ChangeOrderLinkPage({ view, token }: { view: ChangeOrderLinkView; token: string }) {
  const co = view.changeOrder;
  const company = view.contractor.companyName;
  const pending = co.status === "sent";
  return (
    <LinkDocument title={TITLE} company={company} island={pending} lang="en">
      <div>
        <h1>{TITLE}</h1>
        <p class="lead">
          {pending
            ? `${company} asks you to approve a change to your contract.`
            : `This change order was ${co.status}${co.signerName ? ` by ${co.signerName}` : ""}${
                co.decidedAt ? ` on ${formatDate(co.decidedAt, view.contractor.timeZone)}` : ""
              }.`}
        </p>
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
              ? `${co.daysAdded} days added to the schedule`
              : `${-co.daysAdded} days taken off the schedule`}
          </p>
        )}
        {co.description && <p class="pre">{co.description}</p>}
      </section>
      {pending && <DecisionPanel view={view} token={token} />}
      <p class="center small muted">
        Questions? Contact {view.contractor.name || company}
        {view.contractor.email && (
          <>
            {" "}
            at <a href={`mailto:${view.contractor.email}`}>{view.contractor.email}</a>
          </>
        )}
        .
      </p>
    </LinkDocument>
  );
}

function DecisionPanel({ view, token }: { view: ChangeOrderLinkView; token: string }) {
  const w = clientWords("en", view.changeOrder.locale);
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
        <h2 id="reject-title">Reject this change order?</h2>
        <form id="reject-form" method="post" action={`/a/${token}/reject`} style="margin-top:1rem">
          <input type="hidden" name="contentHash" value={view.contentHash} />
          <label for="reject-reason">{w.t("rejectReason")}</label>
          <textarea id="reject-reason" name="reason" rows={4} maxlength={MAX_REJECTION_REASON} />
          <div class="pair" style="margin-top:1rem">
            <button type="button" class="btn btn-secondary" popovertarget="reject-dialog" popovertargetaction="hide">
              {w.t("cancel")}
            </button>
            <button type="submit" class="btn btn-danger">
              Reject change order
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
  return (
    <LinkDocument
      title={approved ? "Thank you!" : "Change order rejected"}
      company={view.contractor.companyName}
      lang="en"
    >
      <div class="hero">
        <Icon
          name={approved ? "circle-check" : "message-square-warning"}
          size={56}
          color={approved ? "#16a34a" : "#155b95"}
        />
        <h1>{approved ? "Thank you!" : "Change order rejected"}</h1>
        <p class="muted" style="max-width:28rem">
          {approved
            ? `You approved ${co.label} ${co.title} (${signed(view)}). ${view.contractor.companyName} has been told.`
            : `${view.contractor.companyName} has been told you rejected ${co.label} ${co.title}.`}
        </p>
      </div>
    </LinkDocument>
  );
}
