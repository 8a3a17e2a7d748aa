/** @jsxImportSource hono/jsx */
// Features: the six core features, AI meeting notes (new), what each trade gets, and why it is built for the phone.

import { TRIAL_DAYS } from "#schema/contracts/plans";
import { Icon, type IconName } from "../icons";
import type { PageContext, PageMeta } from "../layout";
import { CtaBand, SectionHead, StartButton, TrialNote } from "../parts";

export const featuresMeta: PageMeta = {
  title: "Features",
  description:
    "Photo documentation, one-click progress billing, client e-signature approval, automatic reminders, QuickBooks and Xero integration and cash flow tracking, built for contractors.",
  path: "/features",
};

const CORE: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "camera",
    title: "Photo documentation",
    text: "Take photos on site and attach them to the bill with a caption each. Photos are shrunk on your phone first, so they upload on a weak signal.",
  },
  {
    icon: "file-text",
    title: "One-click progress billing",
    text: "Pick the project, enter the percent complete and the amount, and send. Stage numbers and running totals are kept for you.",
  },
  {
    icon: "signature",
    title: "Approval with a digital signature",
    text: "The client signs with a finger on their own phone. The signature, the time and exactly what they approved are kept with the bill.",
  },
  {
    icon: "bell-ring",
    title: "Automatic reminders",
    text: "Email and SMS reminders before, on and after the due date, from templates you write once. They stop when the bill is paid.",
  },
  {
    icon: "receipt",
    title: "Accounting integration with QuickBooks and Xero",
    text: "Approved bills become invoices in QuickBooks Online or Xero. When your bookkeeper records the payment there, the bill is marked paid here and the reminders stop.",
  },
  {
    icon: "chart-column",
    title: "Cash flow at a glance",
    text: "See what is waiting for approval, approved but unpaid, and paid, across every job, the moment you open the app.",
  },
];

const TRADES: { id: string; icon: IconName; title: string; lead: string; points: string[] }[] = [
  {
    id: "electrical",
    icon: "zap",
    title: "For electrical contractors",
    lead: "Service upgrades, remodels and new construction, billed the way inspections already split the work.",
    points: [
      "Bill rough-in, inspection and trim-out as separate stages",
      "Attach photos of labelled panels and home runs before the drywall goes up",
      "Keep the signed approval with the permit stage it pays for",
    ],
  },
  {
    id: "plumbing",
    icon: "droplets",
    title: "For plumbing contractors",
    lead: "Repipes, remodels and water heater jobs, with proof of the work nobody will see again.",
    points: [
      "Photograph the pressure test and the gauge before the walls close",
      "Get underground and rough-in stages approved while the crew is on site",
      "Send the final bill with before-and-after photos the same afternoon",
    ],
  },
  {
    id: "hvac",
    icon: "fan",
    title: "For HVAC contractors",
    lead: "Change-outs, new systems and duct work, where equipment alone can cost more than the labour.",
    points: [
      "Bill equipment delivery separately from installation and start-up",
      "Record start-up readings and the set equipment in the photos",
      "Remind clients automatically before a large balance comes due",
    ],
  },
];

export function FeaturesPage({ ctx }: { ctx: PageContext }) {
  return (
    <>
      <section class="hero" aria-labelledby="features-hero">
        <div class="wrap narrow">
          <p class="eyebrow">Features</p>
          <h1 id="features-hero">Everything between finished work and getting paid</h1>
          <p class="lead">
            PayStage covers the whole stretch from the last photo on site to the money in your account, and nothing you
            do not need.
          </p>
          <div class="actions">
            <StartButton w={ctx.words} signedIn={ctx.signedIn} />
            <a class="btn btn-outline" href="/pricing">
              See pricing
            </a>
          </div>
          <TrialNote w={ctx.words} />
        </div>
      </section>

      <section class="section" aria-labelledby="core-title">
        <div class="wrap">
          <SectionHead id="core-title" title="The core of PayStage" />
          <div class="grid grid-3">
            {CORE.map((f) => (
              <article key={f.title} class="card">
                <span class="card-icon">
                  <Icon name={f.icon} />
                </span>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </article>
            ))}
            <article class="card card-new">
              <span class="badge">NEW</span>
              <span class="card-icon">
                <Icon name="mic" />
              </span>
              <h3>AI meeting documentation</h3>
              <p>
                Record a site meeting or walk-through. PayStage writes the summary, key points and action items, ready
                to check and share with the client by link.
              </p>
            </article>
          </div>
        </div>
      </section>

      {TRADES.map((t, i) => (
        <section
          key={t.id}
          class={i % 2 === 0 ? "section section-soft" : "section"}
          id={t.id}
          aria-labelledby={`${t.id}-title`}
        >
          <div class="wrap hero-grid">
            <div>
              <span class="card-icon">
                <Icon name={t.icon} />
              </span>
              <h2 id={`${t.id}-title`}>{t.title}</h2>
              <p class="lead">{t.lead}</p>
            </div>
            <ul class="ticks card">
              {t.points.map((p) => (
                <li key={p}>
                  <Icon name="check" size={20} />
                  {p}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}

      <section class="section" aria-labelledby="mobile-title">
        <div class="wrap">
          <SectionHead
            id="mobile-title"
            eyebrow="Mobile first"
            title="Made for the job site, not the office"
            lead="You bill from wherever the work gets done, usually with gloves just off and one bar of signal."
          />
          <div class="grid grid-3">
            <article class="card">
              <span class="card-icon">
                <Icon name="smartphone" />
              </span>
              <h3>Big buttons, short forms</h3>
              <p>Every screen is laid out for a phone held in one hand. A bill takes four short steps.</p>
            </article>
            <article class="card">
              <span class="card-icon">
                <Icon name="wifi-off" />
              </span>
              <h3>Light on data</h3>
              <p>Photos are compressed before they upload, and pages load fast on a weak connection.</p>
            </article>
            <article class="card">
              <span class="card-icon">
                <Icon name="shield-check" />
              </span>
              <h3>Nothing to install</h3>
              <p>Runs in the browser on iPhone and Android. Add it to your home screen and it opens like an app.</p>
            </article>
          </div>
        </div>
      </section>

      <CtaBand
        w={ctx.words}
        signedIn={ctx.signedIn}
        title={`Try every feature free for ${TRIAL_DAYS} days`}
        text="The trial includes the whole Professional Package, AI meeting notes included. No credit card."
        secondary={{ href: "/how-it-works", label: "How it works" }}
      />
    </>
  );
}
