/** @jsxImportSource hono/jsx */
// Pricing: the four plans from the plans module with a monthly / yearly switch, and the ROI worked example.
import {
  chargeIn,
  PLAN_CURRENCY_LOCALES,
  type PlanCurrency,
  pricePerMonthIn,
  yearlySavingsPercentIn,
} from "#schema/contracts/plan-prices";
import {
  getPlan,
  MONEY_BACK_DAYS,
  maxYearlySavingsPercent,
  PLANS,
  type Plan,
  TRIAL_DAYS,
  yearlyTotalCents,
} from "#schema/contracts/plans";
import { ANNUAL_INTEREST_RATE, compareRoi, ROI_EXAMPLE } from "#schema/contracts/roi";
import type { MarketingWords } from "#schema/i18n/marketing";
import { formatCount, formatMoney, formatPrice, formatWholeDollars } from "#schema/rules/money";
import { Icon } from "../icons";
import { hrefIn, SITE_CONTENT } from "../languages";
import type { PageContext, PageMeta } from "../layout";
import { PageLink, SectionHead } from "../parts";

export const pricingMeta = (w: MarketingWords): PageMeta => ({
  title: w.t("pricingTitle"),
  description: w.t("pricingDescription", {
    price: formatPrice(getPlan("solo").yearlyMonthlyCents!),
    trialDays: TRIAL_DAYS,
    moneyBackDays: MONEY_BACK_DAYS,
  }),
  path: hrefIn(w.lang, "/pricing"),
});

/** The support form, its subject filled in. */
const askHref = (subject: string) => `/support?subject=${encodeURIComponent(subject)}#contact`;

function PlanButton({ w, plan, signedIn }: { w: MarketingWords; plan: Plan; signedIn: boolean }) {
  if (plan.checkoutCode === null) {
    return (
      <PageLink w={w} class="btn btn-outline" href={askHref(w.t("enterpriseSubject"))}>
        {w.t("contactSales")}
      </PageLink>
    );
  }
  const style = plan.mostPopular ? "btn btn-primary" : "btn btn-outline";
  // One link per period, shown with the switch's prices (CSS, no script): the chosen plan and period go to
  // /subscription, which opens checkout for them (ADR 0123).
  return signedIn ? (
    <>
      <a class={`${style} monthly`} href={`/subscription?plan=${plan.checkoutCode}&period=monthly`}>
        {w.t("planSubscribe")}
        <span class="sr-only">{w.t("planSubscribeTo", { plan: plan.name })}</span>
      </a>
      <a class={`${style} yearly`} href={`/subscription?plan=${plan.checkoutCode}&period=yearly`}>
        {w.t("planSubscribe")}
        <span class="sr-only">{w.t("planSubscribeTo", { plan: plan.name })}</span>
      </a>
    </>
  ) : (
    <a class={style} href="/auth">
      {w.t("planGetStarted")}
      <span class="sr-only">{w.t("planGetStartedWith", { plan: plan.name })}</span>
    </a>
  );
}

function PlanCard({
  w,
  plan,
  signedIn,
  currency,
}: {
  w: MarketingWords;
  plan: Plan;
  signedIn: boolean;
  currency: PlanCurrency;
}) {
  const content = SITE_CONTENT[w.lang];
  const titleId = `plan-${plan.id}`;
  // US dollars print as they always did; another currency in its own locale (ADR 0162).
  const price = (minor: number) =>
    currency === "USD" ? formatPrice(minor) : formatMoney(minor, currency, PLAN_CURRENCY_LOCALES[currency]);
  const monthly = pricePerMonthIn(plan, "monthly", currency);
  const yearly = pricePerMonthIn(plan, "yearly", currency);
  return (
    <article class={plan.mostPopular ? "card plan plan-popular" : "card plan"} aria-labelledby={titleId}>
      {plan.mostPopular && <span class="badge">{w.t("mostPopular")}</span>}
      <h3 id={titleId}>{plan.name}</h3>
      <p class="small muted">{content.pitch[plan.id].audience}</p>
      {monthly !== null && yearly !== null ? (
        <>
          <p class="price" data-plan-price={plan.id}>
            <span class="monthly">{price(monthly)}</span>
            <span class="yearly">{price(yearly)}</span>
            <small>{w.t("perMonth")}</small>
          </p>
          <p class="price-note">
            <span class="monthly">{w.t("billedMonthly")}</span>
            <span class="yearly">
              {w.t("billedYearly", {
                price: price(chargeIn(plan, "yearly", currency)!),
                percent: yearlySavingsPercentIn(plan, currency),
              })}
            </span>
          </p>
        </>
      ) : (
        <>
          <p class="price">{w.t("customPrice")}</p>
          <p class="price-note">{w.t("customPriceNote")}</p>
        </>
      )}
      <ul class="ticks">
        {[...content.quotas(plan), ...content.pitch[plan.id].features].map((line) => (
          <li key={line}>
            <Icon name="check" size={20} />
            {line}
          </li>
        ))}
      </ul>
      <PlanButton w={w} plan={plan} signedIn={signedIn} />
    </article>
  );
}

function RoiComparison({ w }: { w: MarketingWords }) {
  const roi = compareRoi(ROI_EXAMPLE.monthlyBillings, ROI_EXAMPLE.daysBefore, ROI_EXAMPLE.daysAfter);
  const professional = getPlan("professional");
  const rate = `${ANNUAL_INTEREST_RATE * 100}%`;
  return (
    <section class="section section-soft" aria-labelledby="roi-title">
      <div class="wrap narrow">
        <SectionHead
          id="roi-title"
          eyebrow={w.t("roiEyebrow")}
          title={w.t("roiTitle")}
          lead={w.t("roiLead", {
            billings: formatWholeDollars(ROI_EXAMPLE.monthlyBillings),
            before: ROI_EXAMPLE.daysBefore,
            after: ROI_EXAMPLE.daysAfter,
          })}
        />
        <table class="compare">
          <caption class="sr-only">
            {w.t("roiCaption", { before: ROI_EXAMPLE.daysBefore, after: ROI_EXAMPLE.daysAfter })}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <span class="sr-only">{w.t("roiFigure")}</span>
              </th>
              <th scope="col">{w.t("roiPaidIn", { days: roi.before.days })}</th>
              <th scope="col">{w.t("roiPaidIn", { days: roi.after.days })}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{w.t("tiedUpCash")}</th>
              <td>{formatWholeDollars(roi.before.tiedUpCapital)}</td>
              <td>{formatWholeDollars(roi.after.tiedUpCapital)}</td>
            </tr>
            <tr>
              <th scope="row">{w.t("roiInterest", { rate })}</th>
              <td>{formatWholeDollars(roi.before.annualInterest)}</td>
              <td>{formatWholeDollars(roi.after.annualInterest)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{w.t("roiGain")}</th>
              <td colspan={2}>
                {w.t("roiGainText", {
                  capital: formatWholeDollars(roi.capitalFreed),
                  interest: formatWholeDollars(roi.interestSavedPerYear),
                })}
              </td>
            </tr>
          </tfoot>
        </table>
        <p style="margin-top:1.25rem">
          {w.t("roiCost", {
            cost: formatWholeDollars((yearlyTotalCents(professional) ?? 0) / 100),
            interest: formatWholeDollars(roi.interestSavedPerYear),
            hours: formatCount(roi.hoursChasingPerYear),
          })}
        </p>
        <p>
          <PageLink w={w} href="/#calculator">
            {w.t("roiTry")}
          </PageLink>
        </p>
      </div>
    </section>
  );
}

export function PricingPage({ ctx, currency = "USD" }: { ctx: PageContext; currency?: PlanCurrency }) {
  const w = ctx.words;
  return (
    <>
      <section class="hero" aria-labelledby="pricing-hero">
        <div class="wrap narrow center">
          <p class="eyebrow">{w.t("pricingEyebrow")}</p>
          <h1 id="pricing-hero">{w.t("pricingHeroTitle")}</h1>
          <p class="lead">{w.t("pricingLead", { days: TRIAL_DAYS })}</p>
        </div>
      </section>

      <section class="section pricing" aria-labelledby="plans-title">
        <div class="wrap">
          <h2 id="plans-title" class="sr-only">
            {w.t("plansTitle")}
          </h2>
          <fieldset class="period-set">
            <legend class="sr-only">{w.t("billingPeriod")}</legend>
            <div class="period">
              <input type="radio" id="period-monthly" name="period" value="monthly" />
              <label for="period-monthly">{w.t("monthly")}</label>
              <input type="radio" id="period-yearly" name="period" value="yearly" checked />
              <label for="period-yearly">
                {w.t("yearly")} <span class="save">{w.t("saveUpTo", { percent: maxYearlySavingsPercent() })}</span>
              </label>
            </div>
          </fieldset>
          <div class="plans">
            {PLANS.map((plan) => (
              <PlanCard key={plan.id} w={w} plan={plan} signedIn={ctx.signedIn} currency={currency} />
            ))}
          </div>
          {currency !== "USD" && <p class="small muted center">{w.t("pricesIn", { currency })}</p>}
          <ul class="grid grid-3" style="list-style:none;padding:0;margin:2rem 0 0">
            <li class="note">
              <Icon name="clock" size={18} />
              {w.t("trialPerk", { days: TRIAL_DAYS })}
            </li>
            <li class="note">
              <Icon name="shield-check" size={18} />
              {w.t("guaranteePerk", { days: MONEY_BACK_DAYS })}
            </li>
            <li class="note">
              <Icon name="check" size={18} />
              {w.t("noContractPerk", { timing: w.t("planChangeTiming") })}
            </li>
          </ul>
        </div>
      </section>

      <RoiComparison w={w} />

      <section class="section" aria-labelledby="pricing-faq-title">
        <div class="wrap narrow center">
          <h2 id="pricing-faq-title">{w.t("plansQuestionsTitle")}</h2>
          <p class="lead">{w.t("plansQuestionsLead")}</p>
          <div class="actions">
            <PageLink w={w} class="btn btn-outline" href="/faq#billing">
              {w.t("plansFaq")}
            </PageLink>
            <PageLink w={w} class="btn btn-outline" href={askHref(w.t("plansQuestionSubject"))}>
              {w.t("askUs")}
            </PageLink>
          </div>
        </div>
      </section>
    </>
  );
}
