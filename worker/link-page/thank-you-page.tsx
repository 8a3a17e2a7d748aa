/** @jsxImportSource hono/jsx */
// /thank-you after a decision through the link: what happens next and, once approved, how to pay (ADR 0090).
import type { Child } from "hono/jsx";
import type { ApprovalView } from "../services/approvals";
import { wordsOf } from "./approval-page";
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
  // In the client's language (ADR 0175), passed in with the view, never remembered between requests.
  const w = wordsOf(view);
  if (view.progress.status === "rejected") {
    return (
      <LinkDocument title={w.t("thankYouTitle")} company={company} lang={view.language}>
        <Heading title={w.t("thankYouRejectedTitle")} tone="info">
          <p>{w.t("thankYouRejected", { company })}</p>
        </Heading>
      </LinkDocument>
    );
  }
  return (
    <LinkDocument title={w.t("thankYouTitle")} company={company} island={view.payment !== null} lang={view.language}>
      <Heading title={w.t("thankYouApprovedTitle")} tone="ok">
        <p>{w.t("thankYouApproved", { company })}</p>
      </Heading>
      <section class="card" aria-labelledby="next-steps">
        <h2 id="next-steps" style="font-size:1rem">
          {w.t("nextSteps")}
        </h2>
        <ol class="steps small muted" style="margin-top:.5rem">
          <li>{w.t("stepPay", { amount: w.money(view.progress.balanceDue, view.progress.currency) })}</li>
          <li>{w.t("stepTellSent", { company })}</li>
          <li>{w.t("stepConfirm", { company })}</li>
        </ol>
      </section>
      <PaymentOptions view={view} token={token} back="thank-you" />
    </LinkDocument>
  );
}
