/** @jsxImportSource hono/jsx */
// Pricing: the four plans from the plans module with a monthly / yearly switch, and the ROI worked example.
import { PLAN_PITCH } from "#schema/contracts/plan-pitch";
import {
  chargeIn,
  PLAN_CURRENCY_LOCALES,
  type PlanCurrency,
  pricePerMonthIn,
  pricesInText,
  yearlySavingsPercentIn,
} from "#schema/contracts/plan-prices";
import {
  describeQuotas,
  getPlan,
  MONEY_BACK_DAYS,
  maxYearlySavingsPercent,
  PLANS,
  type Plan,
  TRIAL_DAYS,
  yearlyTotalCents,
} from "#schema/contracts/plans";
import { ANNUAL_INTEREST_RATE, compareRoi, ROI_EXAMPLE } from "#schema/contracts/roi";
import { PLAN_CHANGE_TIMING } from "#schema/contracts/subscription-texts";
import { formatCount, formatMoney, formatPrice, formatWholeDollars } from "#schema/rules/money";
import { Icon } from "../icons";
import type { PageContext, PageMeta } from "../layout";
import { SectionHead } from "../parts";

export const pricingMeta: PageMeta = {
  title: "Pricing",
  description: `PayStage plans from ${formatPrice(getPlan("solo").yearlyMonthlyCents!)} a month billed yearly. ${TRIAL_DAYS}-day free trial without a credit card, ${MONEY_BACK_DAYS}-day money-back guarantee, no contract.`,
  path: "/pricing",
};

function PlanButton({ plan, signedIn }: { plan: Plan; signedIn: boolean }) {
  if (plan.checkoutCode === null) {
    return (
      <a class="btn btn-outline" href="/support?subject=Enterprise%20plan#contact">
        Contact Sales
      </a>
    );
  }
  const style = plan.mostPopular ? "btn btn-primary" : "btn btn-outline";
  // One link per period, shown with the switch's prices (CSS, no script): the chosen plan and period go to
  // /subscription, which opens checkout for them (ADR 0123).
  return signedIn ? (
    <>
      <a class={`${style} monthly`} href={`/subscription?plan=${plan.checkoutCode}&period=monthly`}>
        Subscribe<span class="sr-only"> to {plan.name}</span>
      </a>
      <a class={`${style} yearly`} href={`/subscription?plan=${plan.checkoutCode}&period=yearly`}>
        Subscribe<span class="sr-only"> to {plan.name}</span>
      </a>
    </>
  ) : (
    <a class={style} href="/auth">
      Get Started<span class="sr-only"> with {plan.name}</span>
    </a>
  );
}

function PlanCard({ plan, signedIn, currency }: { plan: Plan; signedIn: boolean; currency: PlanCurrency }) {
  const titleId = `plan-${plan.id}`;
  // US dollars print as they always did; another currency in its own locale (ADR 0162).
  const price = (minor: number) =>
    currency === "USD" ? formatPrice(minor) : formatMoney(minor, currency, PLAN_CURRENCY_LOCALES[currency]);
  const monthly = pricePerMonthIn(plan, "monthly", currency);
  const yearly = pricePerMonthIn(plan, "yearly", currency);
  return (
    <article class={plan.mostPopular ? "card plan plan-popular" : "card plan"} aria-labelledby={titleId}>
      {plan.mostPopular && <span class="badge">Most Popular</span>}
      <h3 id={titleId}>{plan.name}</h3>
      <p class="small muted">{PLAN_PITCH[plan.id].audience}</p>
      {monthly !== null && yearly !== null ? (
        <>
          <p class="price" data-plan-price={plan.id}>
            <span class="monthly">{price(monthly)}</span>
            <span class="yearly">{price(yearly)}</span>
            <small> / month</small>
          </p>
          <p class="price-note">
            <span class="monthly">Billed monthly. Cancel any time.</span>
            <span class="yearly">
              Billed yearly at {price(chargeIn(plan, "yearly", currency)!)}. Save{" "}
              {yearlySavingsPercentIn(plan, currency)}%.
            </span>
          </p>
        </>
      ) : (
        <>
          <p class="price">Custom</p>
          <p class="price-note">Priced for the size of your team and the number of jobs you run.</p>
        </>
      )}
      <ul class="ticks">
        {[...describeQuotas(plan), ...PLAN_PITCH[plan.id].features].map((line) => (
          <li key={line}>
            <Icon name="check" size={20} />
            {line}
          </li>
        ))}
      </ul>
      <PlanButton plan={plan} signedIn={signedIn} />
    </article>
  );
}

function RoiComparison() {
  const roi = compareRoi(ROI_EXAMPLE.monthlyBillings, ROI_EXAMPLE.daysBefore, ROI_EXAMPLE.daysAfter);
  const professional = getPlan("professional");
  const rate = `${ANNUAL_INTEREST_RATE * 100}%`;
  return (
    <section class="section section-soft" aria-labelledby="roi-title">
      <div class="wrap narrow">
        <SectionHead
          id="roi-title"
          eyebrow="Return on investment"
          title="Does it pay for itself?"
          lead={`Take a shop billing ${formatWholeDollars(ROI_EXAMPLE.monthlyBillings)} a month that gets paid in ${ROI_EXAMPLE.daysBefore} days and moves to ${ROI_EXAMPLE.daysAfter}.`}
        />
        <table class="compare">
          <caption class="sr-only">
            Cash tied up and interest cost, paid in {ROI_EXAMPLE.daysBefore} days versus {ROI_EXAMPLE.daysAfter} days
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <span class="sr-only">Figure</span>
              </th>
              <th scope="col">Paid in {roi.before.days} days</th>
              <th scope="col">Paid in {roi.after.days} days</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Cash tied up in unpaid bills</th>
              <td>{formatWholeDollars(roi.before.tiedUpCapital)}</td>
              <td>{formatWholeDollars(roi.after.tiedUpCapital)}</td>
            </tr>
            <tr>
              <th scope="row">Yearly interest at {rate}</th>
              <td>{formatWholeDollars(roi.before.annualInterest)}</td>
              <td>{formatWholeDollars(roi.after.annualInterest)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">You gain</th>
              <td colspan={2}>
                {formatWholeDollars(roi.capitalFreed)} back in your account and{" "}
                {formatWholeDollars(roi.interestSavedPerYear)} a year in interest
              </td>
            </tr>
          </tfoot>
        </table>
        <p style="margin-top:1.25rem">
          The Professional Package costs {formatWholeDollars((yearlyTotalCents(professional) ?? 0) / 100)} a year billed
          yearly. The interest saved is {formatWholeDollars(roi.interestSavedPerYear)} a year, before counting the{" "}
          {formatCount(roi.hoursChasingPerYear)} hours a year a shop this size spends chasing payments.
        </p>
        <p>
          <a href="/#calculator">Try the calculator with your own numbers</a>
        </p>
      </div>
    </section>
  );
}

export function PricingPage({ ctx, currency = "USD" }: { ctx: PageContext; currency?: PlanCurrency }) {
  return (
    <>
      <section class="hero" aria-labelledby="pricing-hero">
        <div class="wrap narrow center">
          <p class="eyebrow">Pricing</p>
          <h1 id="pricing-hero">One plan for every size of shop</h1>
          <p class="lead">
            Every plan includes photo billing, client e-signatures, automatic reminders and payment links. Start with a{" "}
            {TRIAL_DAYS}-day free trial of the Professional Package, no credit card needed.
          </p>
        </div>
      </section>

      <section class="section pricing" aria-labelledby="plans-title">
        <div class="wrap">
          <h2 id="plans-title" class="sr-only">
            Plans
          </h2>
          <fieldset class="period-set">
            <legend class="sr-only">Billing period</legend>
            <div class="period">
              <input type="radio" id="period-monthly" name="period" value="monthly" />
              <label for="period-monthly">Monthly</label>
              <input type="radio" id="period-yearly" name="period" value="yearly" checked />
              <label for="period-yearly">
                Yearly <span class="save">Save up to {maxYearlySavingsPercent()}%</span>
              </label>
            </div>
          </fieldset>
          <div class="plans">
            {PLANS.map((plan) => (
              <PlanCard key={plan.id} plan={plan} signedIn={ctx.signedIn} currency={currency} />
            ))}
          </div>
          {currency !== "USD" && <p class="small muted center">{pricesInText(currency)}</p>}
          <ul class="grid grid-3" style="list-style:none;padding:0;margin:2rem 0 0">
            <li class="note">
              <Icon name="clock" size={18} />
              {TRIAL_DAYS}-day free trial with full Professional access. No credit card.
            </li>
            <li class="note">
              <Icon name="shield-check" size={18} />
              {MONEY_BACK_DAYS}-day money-back guarantee on every plan.
            </li>
            <li class="note">
              <Icon name="check" size={18} />
              No contract. {PLAN_CHANGE_TIMING}
            </li>
          </ul>
        </div>
      </section>

      <RoiComparison />

      <section class="section" aria-labelledby="pricing-faq-title">
        <div class="wrap narrow center">
          <h2 id="pricing-faq-title">Questions about plans?</h2>
          <p class="lead">Trials, plan changes, refunds and what counts as an active project are all answered here.</p>
          <div class="actions">
            <a class="btn btn-outline" href="/faq#billing">
              Billing & plans FAQ
            </a>
            <a class="btn btn-outline" href="/support?subject=Question%20about%20plans#contact">
              Ask us
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
