/** @jsxImportSource hono/jsx */
// How the client pays an approved progress: one-tap links, instructions, the reference, the disclaimer, and
// "I've sent the payment" as a plain form (it works without JavaScript; the island only adds the copy button).
import { type ClientWords, clientWords } from "#schema/i18n/client";
import { qrMatrix, qrSvgPath } from "../lib/qr-code";
import type { ApprovalView } from "../services/approvals";
import { Icon } from "./icons";

/** A euro IBAN transfer's EPC QR code, drawn here as SVG so the page needs no script for it (ADR 0160). */
function GiroCode({ payload, w }: { payload: string; w: ClientWords }) {
  const { size, d } = qrSvgPath(qrMatrix(payload));
  return (
    <figure class="girocode" style="margin:.75rem 0 0;display:flex;gap:.75rem;align-items:center;flex-wrap:wrap">
      <svg
        viewBox={`0 0 ${size} ${size}`}
        width="168"
        height="168"
        role="img"
        aria-label={w.t("girocodeLabel")}
        shape-rendering="crispEdges"
        data-testid="girocode"
        style="background:#fff;border-radius:.5rem;flex:none"
      >
        <path d={d} fill="#000" />
      </svg>
      <figcaption class="xs muted" style="flex:1 1 10rem">
        {w.t("girocodeCaption")}
      </figcaption>
    </figure>
  );
}

/** "Paid $300.00 of $800.00": what a part-paid billing has received, in its own currency (ADR 0165). */
export const paidOf = (p: ApprovalView["progress"], w: ClientWords) =>
  w.t("paidOf", { paid: w.money(p.amountPaid, p.currency), total: w.money(p.totalAmount, p.currency) });

/** The words of the client this view is for (ADR 0175): their language, the billing's locale. */
const wordsOf = (view: ApprovalView) => clientWords(view.language, view.progress.locale);

/** Where the claim form returns the client: the link page or the thank-you page they sent it from. */
export type ClaimBack = "link" | "thank-you";

export function PaymentOptions({ view, token, back }: { view: ApprovalView; token: string; back: ClaimBack }) {
  const payment = view.payment;
  if (!payment || view.progress.status !== "approved") return null;
  const company = view.contractor.companyName;
  const w = wordsOf(view);
  return (
    <section class="card" aria-labelledby="how-to-pay">
      <div>
        <h2 id="how-to-pay">{w.t("howToPay")}</h2>
        <p class="small muted" style="margin-top:.25rem">
          {w.t("amountDueTo", { company })} <strong>{w.money(payment.amount, payment.currency)}</strong>
        </p>
        {view.progress.amountPaid > 0 && <p class="small muted">{paidOf(view.progress, w)}</p>}
      </div>
      {payment.paymentLinks.length > 0 && (
        <ul style="list-style:none;margin:0;padding:0;display:grid;gap:.5rem">
          {payment.paymentLinks.map((link) => (
            <li key={link.method}>
              <a href={link.link} target="_blank" rel="noopener noreferrer" class="btn btn-primary full">
                {w.t("payWith", { method: link.displayName })}
                <Icon name="external-link" size={16} />
                <span class="sr-only"> {w.t("opensInNewTab")}</span>
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
          {instruction.epc && <GiroCode payload={instruction.epc} w={w} />}
        </div>
      ))}
      <div class="ref">
        <div style="min-width:0">
          <p class="xs muted">{w.t("includeThisReference")}</p>
          <p style="font-weight:500;overflow-wrap:anywhere" id="payment-reference">
            {payment.reference}
          </p>
        </div>
        {/* Copying needs the clipboard API: the island shows the button; without it the text selects by hand. */}
        <button
          type="button"
          class="btn btn-secondary btn-small"
          id="copy-reference"
          aria-label={w.t("copyReference")}
          data-copied={w.t("copied")}
          data-copied-label={w.t("referenceCopied")}
          data-copy-by-hand={w.t("copyByHand")}
          hidden
        >
          {w.t("copy")}
        </button>
      </div>
      <ClaimPayment view={view} token={token} back={back} w={w} />
      <p class="xs muted">{payment.disclaimer}</p>
    </section>
  );
}

function ClaimPayment({
  view,
  token,
  back,
  w,
}: {
  view: ApprovalView;
  token: string;
  back: ClaimBack;
  w: ClientWords;
}) {
  const company = view.contractor.companyName;
  if (view.progress.paymentClaimedAt) {
    const date = w.date(view.progress.paymentClaimedAt, view.contractor.timeZone);
    return (
      <p class="claimed" role="status">
        {w.t("paymentClaimed", { company, date })}
      </p>
    );
  }
  return (
    <form method="post" action={`/a/${token}/payment-claim`}>
      <input type="hidden" name="back" value={back} />
      <button type="submit" class="btn btn-secondary full">
        {w.t("sentPayment")}
      </button>
      <p class="center xs muted" style="margin-top:.25rem">
        {w.t("sentPaymentHint", { company })}
      </p>
    </form>
  );
}
