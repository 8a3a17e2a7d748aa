/** @jsxImportSource hono/jsx */
// Home: the promise, the slow-payment cost calculator, what PayStage does, and the way in.
import {
  ANNUAL_INTEREST_RATE,
  BILLINGS_PER_CHASE_BLOCK,
  HOURS_PER_CHASE_BLOCK,
  IMPROVEMENT_SHARE,
  slowPaymentCost,
} from "#schema/contracts/roi";
import type { MarketingWords } from "#schema/i18n/marketing";
import type { PlainKey } from "#schema/i18n/marketing/catalogue";
import { formatCount, formatWholeDollars } from "#schema/rules/money";
import { Icon, type IconName } from "../icons";
import { hrefIn } from "../languages";
import type { PageContext, PageMeta } from "../layout";
import { CtaBand, PageLink, SectionHead, StartButton, TrialNote } from "../parts";

export const homeMeta = (w: MarketingWords): PageMeta => ({
  title: w.t("homeTitle"),
  description: w.t("homeDescription"),
  path: hrefIn(w.lang, "/"),
});

export type CalculatorInput = { billings: number; days: number };
export const CALCULATOR_DEFAULTS: CalculatorInput = { billings: 50_000, days: 45 };

/** What the phone on the hero shows: one progress bill, signed. An illustration of the screen, not customer data. */
function PhoneIllustration({ w }: { w: MarketingWords }) {
  return (
    <div class="phone" aria-hidden="true">
      <div class="phone-screen">
        <div class="phone-top">
          <span>{w.t("phoneProgress", { number: 2 })}</span>
          <span class="pill pill-ok">{w.t("phoneApproved")}</span>
        </div>
        <div class="small muted">{w.t("phoneJob")}</div>
        <div class="row">
          <span>{w.t("phoneAmount")}</span>
          <strong>$4,250</strong>
        </div>
        <div class="row">
          <span>{w.t("phoneCompletion")}</span>
          <strong>60%</strong>
        </div>
        <div class="bar-track">
          <div class="bar-fill" style="width:60%" />
        </div>
        <div class="photos">
          <span />
          <span />
          <span />
        </div>
        <div class="sig">
          <div class="small muted">{w.t("phoneSignature")}</div>
          <svg viewBox="0 0 200 40" width="100%" height="40" aria-hidden="true">
            <path
              d="M8 30c14-22 22-22 20-4s10-20 20-10 4 14 14 4 10-12 16-2 8 8 18-2 12-6 18 2 10 4 20-6 16-4 22 4"
              fill="none"
              stroke="#0a2f50"
              stroke-width="2"
              stroke-linecap="round"
            />
          </svg>
        </div>
      </div>
    </div>
  );
}

function Calculator({ w, input }: { w: MarketingWords; input: CalculatorInput }) {
  const cost = slowPaymentCost(input.billings, input.days);
  return (
    <section class="section" id="calculator" aria-labelledby="calc-title">
      <div class="wrap">
        <SectionHead id="calc-title" eyebrow={w.t("calcEyebrow")} title={w.t("calcTitle")} lead={w.t("calcLead")} />
        <div class="calc" data-island="calculator">
          <form method="get" action={hrefIn(w.lang, "/#calculator")} aria-labelledby="calc-inputs-title">
            <h3 id="calc-inputs-title">{w.t("calcInputsTitle")}</h3>
            <div class="field">
              <label for="calc-billings">{w.t("calcBillings")}</label>
              <div class="prefix">
                <span aria-hidden="true">$</span>
                <input
                  class="input"
                  id="calc-billings"
                  name="billings"
                  type="number"
                  inputmode="numeric"
                  min="0"
                  step="1000"
                  value={String(input.billings)}
                  aria-describedby="calc-billings-hint"
                />
              </div>
              <p class="hint" id="calc-billings-hint">
                {w.t("calcBillingsHint")}
              </p>
            </div>
            <div class="field">
              <label for="calc-days">{w.t("calcDays")}</label>
              <input
                class="input"
                id="calc-days"
                name="days"
                type="number"
                inputmode="numeric"
                min="0"
                max="365"
                step="1"
                value={String(input.days)}
                aria-describedby="calc-days-hint"
              />
              <p class="hint" id="calc-days-hint">
                {w.t("calcDaysHint")}
              </p>
            </div>
            {/* With JavaScript the results follow the typing; without it, the Worker computes them from this form. */}
            <noscript>
              <button class="btn btn-primary" type="submit">
                {w.t("calculate")}
              </button>
            </noscript>
          </form>
          <div>
            <h3>{w.t("calcResultsTitle")}</h3>
            <dl class="results" aria-live="polite">
              <div>
                <dt>{w.t("tiedUpCash")}</dt>
                <dd data-calc="tiedUpCapital">{formatWholeDollars(cost.tiedUpCapital)}</dd>
              </div>
              <div>
                <dt>{w.t("calcInterest", { rate: ANNUAL_INTEREST_RATE * 100 })}</dt>
                <dd data-calc="annualInterest">{formatWholeDollars(cost.annualInterest)}</dd>
              </div>
              <div>
                <dt>{w.t("calcHours")}</dt>
                <dd data-calc="hoursChasing">{formatCount(cost.hoursChasing)}</dd>
              </div>
              <div class="win">
                <dt>{w.t("calcWin")}</dt>
                <dd data-calc="potentialImprovement">{formatWholeDollars(cost.potentialImprovement)}</dd>
              </div>
            </dl>
            <p class="hint" style="margin-top:1rem">
              {w.t("calcFormula", {
                rate: ANNUAL_INTEREST_RATE * 100,
                hours: HOURS_PER_CHASE_BLOCK,
                billings: formatWholeDollars(BILLINGS_PER_CHASE_BLOCK),
                share: IMPROVEMENT_SHARE * 100,
              })}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

type Card = { icon: IconName; title: PlainKey; text: PlainKey };

const FEATURES: Card[] = [
  { icon: "camera", title: "featurePhotosTitle", text: "featurePhotosText" },
  { icon: "signature", title: "featureSignTitle", text: "featureSignText" },
  { icon: "bell-ring", title: "featureRemindTitle", text: "featureRemindText" },
  { icon: "receipt", title: "featurePayTitle", text: "featurePayText" },
];

const TRADES: Card[] = [
  { icon: "zap", title: "tradeElectricalTitle", text: "tradeElectricalText" },
  { icon: "droplets", title: "tradePlumbingTitle", text: "tradePlumbingText" },
  { icon: "fan", title: "tradeHvacTitle", text: "tradeHvacText" },
];

export function HomePage({ ctx, input }: { ctx: PageContext; input: CalculatorInput }) {
  const w = ctx.words;
  return (
    <>
      <section class="hero" aria-labelledby="hero-title">
        <div class="wrap hero-grid">
          <div>
            <p class="eyebrow">{w.t("heroEyebrow")}</p>
            <h1 id="hero-title">{w.t("heroTitle")}</h1>
            <p class="lead">{w.t("heroLead")}</p>
            <div class="actions">
              <StartButton w={w} signedIn={ctx.signedIn} />
              <PageLink w={w} class="btn btn-outline" href="/how-it-works">
                {w.t("seeHowItWorks")}
              </PageLink>
            </div>
            <TrialNote w={w} />
          </div>
          <PhoneIllustration w={w} />
        </div>
      </section>

      <Calculator w={w} input={input} />

      <section class="section section-soft" aria-labelledby="features-title">
        <div class="wrap">
          <SectionHead
            id="features-title"
            eyebrow={w.t("featuresEyebrow")}
            title={w.t("featuresTitle")}
            lead={w.t("featuresLead")}
          />
          <div class="grid grid-2">
            {FEATURES.map((f) => (
              <article key={f.title} class="card">
                <span class="card-icon">
                  <Icon name={f.icon} />
                </span>
                <h3>{w.t(f.title)}</h3>
                <p>{w.t(f.text)}</p>
              </article>
            ))}
          </div>
          <div class="actions">
            <PageLink w={w} class="btn btn-outline" href="/features">
              {w.t("seeAllFeatures")} <Icon name="arrow-right" size={18} />
            </PageLink>
          </div>
        </div>
      </section>

      <section class="section" aria-labelledby="trades-title">
        <div class="wrap">
          <SectionHead id="trades-title" eyebrow={w.t("tradesEyebrow")} title={w.t("tradesTitle")} />
          <div class="trades">
            {TRADES.map((t) => (
              <article key={t.title} class="card">
                <span class="card-icon">
                  <Icon name={t.icon} />
                </span>
                <h3>{w.t(t.title)}</h3>
                <p>{w.t(t.text)}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <CtaBand
        w={w}
        signedIn={ctx.signedIn}
        title={w.t("homeCtaTitle")}
        text={w.t("homeCtaText")}
        secondary={{ href: "/how-it-works", label: w.t("howItWorks") }}
      />
    </>
  );
}
