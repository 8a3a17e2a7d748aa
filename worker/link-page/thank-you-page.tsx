/** @jsxImportSource hono/jsx */
// /thank-you after a decision through the link: what happens next and, once approved, how to pay (ADR 0090).
import type { Child } from "hono/jsx";
import { THANK_YOU_TEXTS as T } from "#schema/contracts/thank-you-texts";
import { formatMoneyExact } from "#schema/rules/money";
import type { ApprovalView } from "../services/approvals";
import { Icon } from "./icons";
import { LinkDocument } from "./layout";
import { PaymentOptions } from "./payment-options";

function Heading({ title, tone, children }: { title: string; tone: "ok" | "info"; children: Child }) {
  return (
    <div class="hero">
      {tone === "ok" ? (
        <Icon name="circle-check" size={56} color="#16a34a" />
      ) : (
        <Icon name="message-square-warning" size={56} color="#155b95" />
      )}
      <h1>{title}</h1>
      <div class="muted" style="max-width:28rem">
        {children}
      </div>
    </div>
  );
}

export function ThankYouPage({ view, token }: { view: ApprovalView; token: string }) {
  const company = view.contractor.companyName;
  if (view.progress.status === "rejected") {
    return (
      <LinkDocument title={T.title} company={company}>
        <Heading title={T.rejectedTitle} tone="info">
          <p>{T.rejected(company)}</p>
        </Heading>
      </LinkDocument>
    );
  }
  return (
    <LinkDocument title={T.title} company={company} island={view.payment !== null}>
      <Heading title={T.approvedTitle} tone="ok">
        <p>{T.approved(company)}</p>
      </Heading>
      <section class="card" aria-labelledby="next-steps">
        <h2 id="next-steps" style="font-size:1rem">
          {T.nextSteps}
        </h2>
        <ol class="steps small muted" style="margin-top:.5rem">
          <li>
            Pay {formatMoneyExact(view.progress.balanceDue, view.progress.currency, view.progress.locale)} with one of
            the options below.
          </li>
          <li>Tap "I've sent the payment" so {company} knows to look for it.</li>
          <li>{company} confirms when it arrives. Your link keeps working if you need it again.</li>
        </ol>
      </section>
      <PaymentOptions view={view} token={token} back="thank-you" />
    </LinkDocument>
  );
}
