// The blog's four fixed articles (spec: title, excerpt, author, date, read time, category), with their full text.
import { compareRoi, hoursChasingPayments } from "#schema/contracts/roi";
import { formatWholeDollars } from "#schema/rules/money";

export type BlogBlock = { heading?: string; paragraphs: string[] };
export type BlogArticle = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date of publication. */
  date: string;
  category: string;
  body: BlogBlock[];
};

const example = compareRoi(100_000, 45, 15);

export const ARTICLES: BlogArticle[] = [
  {
    id: 1,
    slug: "progress-billing-basics",
    title: "Progress billing 101: get paid at every stage, not at the end",
    excerpt:
      "Billing a job in stages keeps cash coming in while the work is still going. Here is how to split a job into billable stages your client will sign off on.",
    author: "The PayStage Team",
    date: "2026-11-10",
    category: "Cash Flow",
    body: [
      {
        paragraphs: [
          "On a six-week job, a single invoice at the end means you carry wages, materials and equipment for six weeks plus however long the client takes to pay. Progress billing splits the job into stages and bills each one when it is done, so the money follows the work.",
        ],
      },
      {
        heading: "Pick stages a client can see",
        paragraphs: [
          'A stage should end at something the client can check: rough-in complete, inspection passed, equipment set, fixtures installed, system started up. Vague stages like "week two" invite questions. Visible milestones do not.',
          "Three to five stages suit most residential jobs. A service upgrade might be 40% at rough-in, 40% at inspection and 20% at final. A furnace and AC change-out might be 50% at equipment delivery and 50% at start-up.",
        ],
      },
      {
        heading: "Agree on it before you start",
        paragraphs: [
          "Put the stages and their percentages in the contract or estimate, and tell the client how each bill will reach them: a text with photos and a link to approve. Clients pay faster when the bill is what they were told to expect.",
        ],
      },
      {
        heading: "Bill the day the stage is done",
        paragraphs: [
          "The longer a finished stage waits for its bill, the longer you wait for the money. Take the photos before you pack up, send the bill from the truck and let the client approve it that evening. With PayStage that is one screen: project, percent complete, amount, photos, send.",
        ],
      },
    ],
  },
  {
    id: 2,
    slug: "photos-that-end-payment-disputes",
    title: "Job-site photos that end payment disputes",
    excerpt:
      "Most payment disputes are really questions about what was done. Five photos taken before you leave the site answer them before they are asked.",
    author: "The PayStage Team",
    date: "2026-10-27",
    category: "Documentation",
    body: [
      {
        paragraphs: [
          "When a client holds back a payment, it is rarely because they refuse to pay. They are not sure the work is finished, or they cannot see it because it is behind a wall or on the roof. A few good photos settle that.",
        ],
      },
      {
        heading: "What to shoot",
        paragraphs: [
          "Take a wide shot that shows where you are in the building, then close-ups of the work itself: the open panel with breakers labelled, the pressure gauge on a tested line, the set condenser with its line set and disconnect. Add a shot of anything that will be covered up next, because after the drywall goes on nobody can check.",
          'Five to eight photos per stage is plenty. Add a one-line caption to each: "Kitchen circuits home-run to panel, labelled" says more than a file name.',
        ],
      },
      {
        heading: "Attach them to the bill, not to a text thread",
        paragraphs: [
          "Photos sent in a group text get lost. Photos attached to the bill the client signs stay together with the amount, the date and the signature. If a question comes up months later, the answer is one tap away, for you and for the client.",
        ],
      },
    ],
  },
  {
    id: 3,
    slug: "payment-reminders-that-get-answered",
    title: "Payment reminders that get answered",
    excerpt:
      "A good reminder is short, friendly, and makes paying one tap away. Here is the schedule and the wording we see work for trade contractors.",
    author: "The PayStage Team",
    date: "2026-10-13",
    category: "Collections",
    body: [
      {
        paragraphs: [
          "Nobody likes chasing money, and most clients do not like being chased. The fix is a reminder schedule that runs by itself and reads like a note from a person, not a collections letter.",
        ],
      },
      {
        heading: "A schedule that works",
        paragraphs: [
          "Send a heads-up 3 days before the due date, a short note on the due date, and a firmer one 3 days after. Most bills are paid after the first or second message. Only then does it need a phone call from you.",
        ],
      },
      {
        heading: "Wording",
        paragraphs: [
          'Keep it to three sentences: which job and stage, how much and when it is due, and the link to pay. For example: "Hi Sam, stage 2 of the Elm Street panel upgrade ($4,250) is due Friday. You can pay by Venmo or bank transfer from this link. Thanks, Reyes Electric."',
          "Use the client's name and your company name, never a no-reply address. Text messages get read within minutes; email is better for the record. Sending both covers both.",
        ],
      },
      {
        heading: "Stop as soon as they pay",
        paragraphs: [
          'Nothing sours a client faster than a reminder for a bill they paid yesterday. In PayStage reminders stop the moment a bill is marked paid, and a client who taps "I\'ve sent the payment" pauses them until you confirm it arrived.',
        ],
      },
    ],
  },
  {
    id: 4,
    slug: "what-slow-payments-cost",
    title: "What 45-day payments really cost a trade shop",
    excerpt:
      "Slow payments do not just delay cash. They tie up capital you are paying interest on and eat hours you could bill. Here is the math for a shop billing $100,000 a month.",
    author: "The PayStage Team",
    date: "2026-09-29",
    category: "Business",
    body: [
      {
        paragraphs: [
          `Take a shop that bills $100,000 a month and gets paid in 45 days on average. At any moment about ${formatWholeDollars(example.before.tiedUpCapital)} of its money is sitting in unpaid bills: a year of billings, $1.2 million, spread over the 45 days each dollar waits.`,
        ],
      },
      {
        heading: "The interest you pay to wait",
        paragraphs: [
          `That cash still has to come from somewhere: a credit line, a card or your own savings. At 8% a year, carrying ${formatWholeDollars(example.before.tiedUpCapital)} costs about ${formatWholeDollars(example.before.annualInterest)} a year.`,
          `Get paid in 15 days instead and the money waiting drops to ${formatWholeDollars(example.after.tiedUpCapital)}. That frees ${formatWholeDollars(example.capitalFreed)} and saves about ${formatWholeDollars(example.interestSavedPerYear)} a year in interest.`,
        ],
      },
      {
        heading: "The hours you spend chasing",
        paragraphs: [
          `Every unpaid bill means calls, texts and emails. A fair rule of thumb is 15 hours a year for every $5,000 billed a month: about ${hoursChasingPayments(100_000)} hours a year for our shop. That is time the owner or office manager is not estimating, ordering or running jobs.`,
        ],
      },
      {
        heading: "Where the days go",
        paragraphs: [
          "Most of the 45 days is not the client deciding to pay. It is the bill going out late, waiting in an inbox, raising a question nobody answers, and then waiting for a reminder. Bill each stage the day it is done, attach photos that answer the questions, let the client approve with a signature from their phone and let the reminders run. Try your own numbers in the calculator on our home page.",
        ],
      },
    ],
  },
];

const WORDS_PER_MINUTE = 200;

/** Read time from the article's own words, so it is never made up. */
export const readMinutes = (article: BlogArticle) => {
  const text = [article.title, ...article.body.flatMap((b) => [b.heading ?? "", ...b.paragraphs])].join(" ");
  return Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE));
};

export const articleBySlug = (slug: string) => ARTICLES.find((a) => a.slug === slug);
