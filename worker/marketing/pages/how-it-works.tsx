/** @jsxImportSource hono/jsx */
// How it works: the four steps, the results progress billing aims for, example stories, and a demo request.
import { Icon } from "../icons";
import type { PageContext, PageMeta } from "../layout";
import { CtaBand, SectionHead } from "../parts";

export const howItWorksMeta: PageMeta = {
  title: "How It Works",
  description:
    "Four steps from finished work to payment: connect your projects, document the work, send the progress bill, get it approved and paid.",
  path: "/how-it-works",
};

const STEPS: { title: string; text: string }[] = [
  {
    title: "Connect your projects",
    text: "Add each client once with their email and mobile number, then create the project with its contract value.",
  },
  {
    title: "Document the work",
    text: "When a stage is done, take the photos on site and add a caption to each. They go with the bill.",
  },
  {
    title: "Auto-generate the progress bill",
    text: "Enter the percent complete and the amount. PayStage numbers the stage, builds the bill with your photos and texts and emails the client a link.",
  },
  {
    title: "Client approval and payment",
    text: "The client signs on their phone and pays through the link or your bank details. Reminders run until the bill is paid.",
  },
];

const RESULTS = [
  { figure: "75%", label: "shorter payment cycles" },
  { figure: "90%", label: "fewer payment disputes" },
  { figure: "8 hours", label: "a week saved on paperwork and follow-ups" },
];

const STORIES = [
  {
    quote:
      "I send the rough-in bill from the driveway with the panel photos on it. The owner signs it that evening instead of calling me with questions next week.",
    who: "Electrical contractor, three-truck shop",
  },
  {
    quote:
      "The pressure-test photo goes on the bill before the drywall crew shows up. Nobody asks me later whether the lines were tested.",
    who: "Plumbing contractor, remodel work",
  },
  {
    quote:
      "Equipment gets billed when it is delivered, not after start-up. I am not floating a $9,000 condenser for six weeks any more.",
    who: "HVAC installer, residential change-outs",
  },
];

export function HowItWorksPage({ ctx }: { ctx: PageContext }) {
  return (
    <>
      <section class="hero" aria-labelledby="how-hero">
        <div class="wrap narrow">
          <p class="eyebrow">How it works</p>
          <h1 id="how-hero">From finished stage to paid in four steps</h1>
          <p class="lead">
            No paperwork to mail, no invoices to chase. Here is what happens between the end of a stage and the money
            landing in your account.
          </p>
        </div>
      </section>

      <section class="section" aria-labelledby="steps-title">
        <div class="wrap">
          <SectionHead id="steps-title" title="The four steps" />
          <ol class="steps">
            {STEPS.map((s) => (
              <li key={s.title} class="card">
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section class="section section-brand" aria-labelledby="results-title">
        <div class="wrap">
          <SectionHead
            id="results-title"
            title="What changes when you bill by stage"
            lead="The results PayStage is built to deliver for contractors who bill every stage the day it is finished."
          />
          <ul class="grid grid-3" style="list-style:none;margin:0;padding:0">
            {RESULTS.map((r) => (
              <li key={r.label}>
                <p class="stat">{r.figure}</p>
                <p>{r.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section class="section" aria-labelledby="stories-title">
        <div class="wrap">
          <SectionHead
            id="stories-title"
            title="What it looks like on the job"
            lead="Illustrative examples of how contractors in each trade use PayStage, not quotes from named customers."
          />
          <div class="grid grid-3">
            {STORIES.map((s) => (
              <figure key={s.who} class="card quote">
                <blockquote>
                  <p>“{s.quote}”</p>
                </blockquote>
                <figcaption>{s.who}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <section class="section section-soft" aria-labelledby="demo-title">
        <div class="wrap narrow center">
          <h2 id="demo-title">See it with your own jobs</h2>
          <p class="lead">
            Book a 20-minute screen share. We set up one of your real projects with you and send a test bill to your own
            phone.
          </p>
          <div class="actions">
            <a class="btn btn-primary" href="/support?subject=Schedule%20a%20demo#contact">
              <Icon name="clock" size={20} />
              Schedule a Demo
            </a>
          </div>
        </div>
      </section>

      <CtaBand
        w={ctx.words}
        signedIn={ctx.signedIn}
        title="Ready to bill your next stage?"
        text="Start free and send your first progress bill today."
        secondary={{ href: "/features", label: "See all features" }}
      />
    </>
  );
}
