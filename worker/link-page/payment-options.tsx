/** @jsxImportSource hono/jsx */
// How the client pays an approved progress: one-tap links, instructions, the reference, the disclaimer, and
// "I've sent the payment" as a plain form (it works without JavaScript; the island only adds the copy button).
import { GIROCODE_CAPTION } from "#schema/contracts/payment-texts";
import { paidOfLine } from "#schema/contracts/received-payments";
import { formatDate } from "#schema/rules/dates";
import { formatMoneyExact } from "#schema/rules/money";
import { qrMatrix, qrSvgPath } from "../lib/qr-code";
import type { ApprovalView } from "../services/approvals";
import { Icon } from "./icons";

/** A euro IBAN transfer's EPC QR code, drawn here as SVG so the page needs no script for it (ADR 0160). */
function GiroCode({ payload }: { payload: string }) {
  const { size, d } = qrSvgPath(qrMatrix(payload));
  return (
    <figure class="girocode" style="margin:.75rem 0 0;display:flex;gap:.75rem;align-items:center;flex-wrap:wrap">
      <svg
        viewBox={`0 0 ${size} ${size}`}
        width="168"
        height="168"
        role="img"
        aria-label="EPC QR code for this transfer"
        shape-rendering="crispEdges"
        data-testid="girocode"
        style="background:#fff;border-radius:.5rem;flex:none"
      >
        <path d={d} fill="#000" />
      </svg>
      <figcaption class="xs muted" style="flex:1 1 10rem">
        {GIROCODE_CAPTION}
      </figcaption>
    </figure>
  );
}

/** "Paid $300.00 of $800.00": what a part-paid billing has received, in its own currency (ADR 0165). */
export const paidOf = (p: ApprovalView["progress"]) =>
  paidOfLine(
    formatMoneyExact(p.amountPaid, p.currency, p.locale),
    formatMoneyExact(p.totalAmount, p.currency, p.locale),
  );

/** Where the claim form returns the client: the link page or the thank-you page they sent it from. */
export type ClaimBack = "link" | "thank-you";

export function PaymentOptions({ view, token, back }: { view: ApprovalView; token: string; back: ClaimBack }) {
  const payment = view.payment;
  if (!payment || view.progress.status !== "approved") return null;
  const company = view.contractor.companyName;
  return (
    <section class="card" aria-labelledby="how-to-pay">
      <div>
        <h2 id="how-to-pay">How to pay</h2>
        <p class="small muted" style="margin-top:.25rem">
          Amount due to {company}: <strong>{formatMoneyExact(payment.amount, payment.currency, payment.locale)}</strong>
        </p>
        {view.progress.amountPaid > 0 && <p class="small muted">{paidOf(view.progress)}</p>}
      </div>
      {payment.paymentLinks.length > 0 && (
        <ul style="list-style:none;margin:0;padding:0;display:grid;gap:.5rem">
          {payment.paymentLinks.map((link) => (
            <li key={link.method}>
              <a href={link.link} target="_blank" rel="noopener noreferrer" class="btn btn-primary full">
                Pay with {link.displayName}
                <Icon name="external-link" size={16} />
                <span class="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {payment.instructions.map((instruction) => (
        <div class="inset" key={instruction.method}>
          <h3>{instruction.title}</h3>
          <ul class="small">
            {instruction.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {instruction.epc && <GiroCode payload={instruction.epc} />}
        </div>
      ))}
      <div class="ref">
        <div style="min-width:0">
          <p class="xs muted">Include this reference with your payment</p>
          <p style="font-weight:500;overflow-wrap:anywhere" id="payment-reference">
            {payment.reference}
          </p>
        </div>
        {/* Copying needs the clipboard API: the island shows the button; without it the text selects by hand. */}
        <button
          type="button"
          class="btn btn-secondary btn-small"
          id="copy-reference"
          aria-label="Copy reference"
          hidden
        >
          Copy
        </button>
      </div>
      <ClaimPayment view={view} token={token} back={back} />
      <p class="xs muted">{payment.disclaimer}</p>
    </section>
  );
}

function ClaimPayment({ view, token, back }: { view: ApprovalView; token: string; back: ClaimBack }) {
  const company = view.contractor.companyName;
  if (view.progress.paymentClaimedAt) {
    return (
      <p class="claimed" role="status">
        You told {company} you sent the payment on{" "}
        {formatDate(view.progress.paymentClaimedAt, view.contractor.timeZone)}. They'll confirm once it arrives.
      </p>
    );
  }
  return (
    <form method="post" action={`/a/${token}/payment-claim`}>
      <input type="hidden" name="back" value={back} />
      <button type="submit" class="btn btn-secondary full">
        I've sent the payment
      </button>
      <p class="center xs muted" style="margin-top:.25rem">
        Tap once you've paid, so {company} knows to look for it and stops reminders.
      </p>
    </form>
  );
}
