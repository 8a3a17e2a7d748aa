/** @jsxImportSource hono/jsx */
// Home: the promise, the slow-payment cost calculator, what PayStage does, and the way in.
import { progressLabel } from "#schema/contracts/billing-labels";
import {
  ANNUAL_INTEREST_RATE,
  BILLINGS_PER_CHASE_BLOCK,
  HOURS_PER_CHASE_BLOCK,
  IMPROVEMENT_SHARE,
  slowPaymentCost,
} from "#schema/contracts/roi";
import { formatCount, formatWholeDollars } from "#schema/rules/money";
import { Icon, type IconName } from "../icons";
import type { PageContext, PageMeta } from "../layout";
import { CtaBand, SectionHead, StartButton, TrialNote } from "../parts";

export const homeMeta: PageMeta = {
  title: "PayStage: progress billing for electricians, plumbers and HVAC contractors",
  description:
    "Bill each stage of the job from your phone with photos. Clients approve with a finger signature and PayStage sends the reminders until you are paid.",
  path: "/",
};

export type CalculatorInput = { billings: number; days: number };
export const CALCULATOR_DEFAULTS: CalculatorInput = { billings: 50_000, days: 45 };

/** What the phone on the hero shows: one progress bill, signed. An illustration of the screen, not customer data. */
function PhoneIllustration() {
  return (
    <div class="phone" aria-hidden="true">
      <div class="phone-screen">
        <div class="phone-top">
          <span>{progressLabel(2)}</span>
          <span class="pill pill-ok">Approved</span>
        </div>
        <div class="small muted">Panel upgrade, 18 Oak Lane</div>
        <div class="row">
          <span>Amount</span>
          <strong>$4,250</strong>
        </div>
        <div class="row">
          <span>Completion</span>
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
          <div class="small muted">Client signature</div>
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

function Calculator({ input }: { input: CalculatorInput }) {
  const cost = slowPaymentCost(input.billings, input.days);
  return (
    <section class="section" id="calculator" aria-labelledby="calc-title">
      <div class="wrap">
        <SectionHead
          id="calc-title"
          eyebrow="Slow-payment cost calculator"
          title="What waiting to get paid costs you"
          lead="Put in what you bill in a month and how long clients take to pay. The numbers update as you type."
        />
        <div class="calc" data-island="calculator">
          <form method="get" action="/#calculator" aria-labelledby="calc-inputs-title">
            <h3 id="calc-inputs-title">Your numbers</h3>
            <div class="field">
              <label for="calc-billings">Monthly billings</label>
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
                What you invoice in a typical month, in dollars.
              </p>
            </div>
            <div class="field">
              <label for="calc-days">Days to get paid</label>
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
                From sending a bill to the money in your account.
              </p>
            </div>
            {/* With JavaScript the results follow the typing; without it, the Worker computes them from this form. */}
            <noscript>
              <button class="btn btn-primary" type="submit">
                Calculate
              </button>
            </noscript>
          </form>
          <div>
            <h3>What it costs you</h3>
            <dl class="results" aria-live="polite">
              <div>
                <dt>Cash tied up in unpaid bills</dt>
                <dd data-calc="tiedUpCapital">{formatWholeDollars(cost.tiedUpCapital)}</dd>
              </div>
              <div>
                <dt>Yearly interest on that cash at {ANNUAL_INTEREST_RATE * 100}%</dt>
                <dd data-calc="annualInterest">{formatWholeDollars(cost.annualInterest)}</dd>
              </div>
              <div>
                <dt>Hours a year chasing payments</dt>
                <dd data-calc="hoursChasing">{formatCount(cost.hoursChasing)}</dd>
              </div>
              <div class="win">
                <dt>Cash you could free up with faster approvals</dt>
                <dd data-calc="potentialImprovement">{formatWholeDollars(cost.potentialImprovement)}</dd>
              </div>
            </dl>
            <p class="hint" style="margin-top:1rem">
              Tied-up cash is monthly billings × 12 × days ÷ 365. Interest is {ANNUAL_INTEREST_RATE * 100}% a year on
              that cash. Chasing takes about {HOURS_PER_CHASE_BLOCK} hours a year per $
              {formatCount(BILLINGS_PER_CHASE_BLOCK)} billed a month. The cash you could free up is{" "}
              {IMPROVEMENT_SHARE * 100}% of the tied-up cash.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

const FEATURES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "camera",
    title: "Photos that settle the question",
    text: "Every bill carries the photos you took on site, with captions. The client sees the finished rough-in before they are asked to pay for it.",
  },
  {
    icon: "signature",
    title: "Approved with a finger, not a phone call",
    text: "Your client opens a text or email link, checks the amount and the photos, and signs on their phone. No account, no app, no printer.",
  },
  {
    icon: "bell-ring",
    title: "Reminders that go out without you",
    text: "Email and SMS reminders before and after the due date, on your schedule, in your company's name. They stop the moment the bill is paid.",
  },
  {
    icon: "receipt",
    title: "Paid the way your client likes to pay",
    text: "PayPal, Venmo and Cash App links with the amount filled in, or bank and Zelle instructions. The money goes straight to you.",
  },
];

const TRADES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "zap",
    title: "Electrical",
    text: "Bill rough-in, inspection and trim-out as separate stages, with panel and circuit photos behind each one.",
  },
  {
    icon: "droplets",
    title: "Plumbing",
    text: "Show the pressure test before the walls close, and get the rough-in stage signed off while the crew is still on site.",
  },
  {
    icon: "fan",
    title: "HVAC",
    text: "Bill equipment delivery and start-up separately, so a $15,000 change-out does not sit on your books for two months.",
  },
];

export function HomePage({ ctx, input }: { ctx: PageContext; input: CalculatorInput }) {
  return (
    <>
      <section class="hero" aria-labelledby="hero-title">
        <div class="wrap hero-grid">
          <div>
            <p class="eyebrow">Progress billing for the trades</p>
            <h1 id="hero-title">Bill every stage from your phone. Get paid in days, not months.</h1>
            <p class="lead">
              PayStage turns each finished stage of a job into a bill with photos. Your client signs on their phone, and
              PayStage follows up until the money is in your account.
            </p>
            <div class="actions">
              <StartButton signedIn={ctx.signedIn} />
              <a class="btn btn-outline" href="/how-it-works">
                See how it works
              </a>
            </div>
            <TrialNote />
          </div>
          <PhoneIllustration />
        </div>
      </section>

      <Calculator input={input} />

      <section class="section section-soft" aria-labelledby="features-title">
        <div class="wrap">
          <SectionHead
            id="features-title"
            eyebrow="What PayStage does"
            title="From finished work to money in the bank"
            lead="Everything between the last photo and the payment, handled from the phone in your pocket."
          />
          <div class="grid grid-2">
            {FEATURES.map((f) => (
              <article key={f.title} class="card">
                <span class="card-icon">
                  <Icon name={f.icon} />
                </span>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </article>
            ))}
          </div>
          <div class="actions">
            <a class="btn btn-outline" href="/features">
              See all features <Icon name="arrow-right" size={18} />
            </a>
          </div>
        </div>
      </section>

      <section class="section" aria-labelledby="trades-title">
        <div class="wrap">
          <SectionHead
            id="trades-title"
            eyebrow="Built for your trade"
            title="Stages that match how you already work"
          />
          <div class="trades">
            {TRADES.map((t) => (
              <article key={t.title} class="card">
                <span class="card-icon">
                  <Icon name={t.icon} />
                </span>
                <h3>{t.title}</h3>
                <p>{t.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <CtaBand
        signedIn={ctx.signedIn}
        title="Send your next bill from the truck"
        text="Set up takes about ten minutes: add a client, add the project, take the photos, send."
        secondary={{ href: "/how-it-works", label: "How it works" }}
      />
    </>
  );
}
