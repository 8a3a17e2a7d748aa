// The FAQ's questions and answers, grouped in the three sections the spec names; the support page reuses four.
import { getPlan, MONEY_BACK_DAYS, TRIAL_DAYS } from "#schema/contracts/plans";
import { PLAN_CHANGE_TIMING } from "#schema/contracts/subscription-texts";
import { ACCOUNT_DELETION_POLICY } from "#schema/rules/invoice-retention";
import { formatPrice } from "#schema/rules/money";
import { RETENTION_POLICY } from "#schema/rules/retention";

export type FaqItem = { id: string; question: string; answer: string[] };
export type FaqSection = { id: "getting-started" | "features" | "billing"; title: string; items: FaqItem[] };

const solo = getPlan("solo");

export const FAQ_SECTIONS: FaqSection[] = [
  {
    id: "getting-started",
    title: "Getting Started",
    items: [
      {
        id: "first-bill",
        question: "How do I send my first progress bill?",
        answer: [
          "Create your account, add the client (name, company, email and mobile number) and create the project with its contract value.",
          "Then tap New progress: pick the project, enter the percent complete and the amount, add photos of the work and send. Most contractors are done in about ten minutes, from sign-up to the first bill in the client's inbox.",
        ],
      },
      {
        id: "free-trial",
        question: "Do I need a credit card for the free trial?",
        answer: [
          `No. Every new account gets ${TRIAL_DAYS} days of the Professional Package with no card on file. Pick a plan before the trial ends to keep sending bills; your clients, projects and history stay where they are.`,
        ],
      },
      {
        id: "client-account",
        question: "Does my client need an account or an app?",
        answer: [
          "No. Your client gets a text and an email with a secure link. It opens in their phone's browser and shows the amount, percent complete, your description and the photos. They sign with a finger to approve, or reject with a reason. No password, no download.",
        ],
      },
      {
        id: "phone",
        question: "Can I run PayStage from my phone on the job site?",
        answer: [
          "Yes, it is built for the phone first. It runs in the browser on iPhone and Android, and you can add it to your home screen like an app. Photos are shrunk before upload, so a bill goes out even on one bar of signal.",
        ],
      },
    ],
  },
  {
    id: "features",
    title: "Features & Usage",
    items: [
      {
        id: "progress-billing",
        question: "What is progress billing?",
        answer: [
          "Billing a job in stages as the work gets done, instead of one invoice at the end. A panel upgrade might be billed at rough-in, at inspection and at final; a remodel at each phase. You get paid for work already done, not months later.",
        ],
      },
      {
        id: "reminders",
        question: "How do automatic payment reminders work?",
        answer: [
          "You write reminder templates once and choose when each one goes out, for example 3 days before the due date, on the due date and 3 days after. PayStage sends them by email, SMS or both, under your company name and with the payment link.",
          "Reminders stop on their own as soon as a bill is marked paid, so nobody gets chased for money they already sent.",
        ],
      },
      {
        id: "rejected",
        question: "What happens if my client rejects a bill?",
        answer: [
          "You get a notification with the client's reason right away. Sort out the question, then send a corrected bill for the same stage. Every approval and rejection is kept with the date, time and signature.",
        ],
      },
      {
        id: "payments-processing",
        question: "Does PayStage take a cut of my payments?",
        answer: [
          "No. PayStage does not process payments. Your client pays you directly through PayPal, Venmo or Cash App links, or by bank transfer or Zelle using the instructions on the bill. The money goes straight to you, with no processing fee from us.",
        ],
      },
      {
        id: "meetings",
        question: "How does AI meeting documentation work?",
        answer: [
          "Record a site meeting or client walk-through on your phone. PayStage writes up a summary, the key points and the action items with who owns them. Check the write-up, then share it by link with the client or your crew; shared links expire after 30 days.",
          "Solo Contractor includes 3 recorded meetings a month, Starter Package 10, and Professional Package unlimited.",
        ],
      },
      {
        id: "data-retention",
        question: "How long do you keep my data?",
        answer: [...RETENTION_POLICY],
      },
      {
        id: "account-deletion",
        question: "What happens to my data if I delete my account?",
        answer: [...ACCOUNT_DELETION_POLICY],
      },
      {
        id: "europe-invoices",
        question: "I work in Germany, France, the Netherlands, Belgium or Spain. Are PayStage invoices legal there?",
        answer: [
          "PayStage writes each invoice with what EU VAT law asks of it, in your country's words: your VAT number (or Germany's Steuernummer), both addresses, the date of supply, the net, rate and VAT per rate, and the construction reverse-charge wording when your client accounts for the VAT. In Germany, stage bills are Abschlagsrechnungen and the last one is a Schlussrechnung that deducts every earlier stage's net and VAT.",
          'Belgium: business invoices must go over Peppol since January 2026. Register your company as a Peppol sender in Settings once; PayStage then sends each invoice to a Belgian business client over Peppol through its access point (Billit), and the billing shows "Delivered via Peppol" or why not. Companies in Germany, France, the Netherlands, Spain and Ireland can register too: their invoices then also go over Peppol to business clients that have a Peppol id.',
          "France: from September 2026 every business must receive, and from September 2027 small firms must send, business invoices through a certified platform (plateforme agréée). PayStage is not a certified platform and does not send to one today. Once the rule applies to you, issue the invoice through your platform; the PayStage PDF is then a payment request for your client, not the legal invoice.",
          "Spain: invoicing software must meet Verifactu (each invoice recorded with a chained fingerprint and a QR code the tax agency can check). PayStage is not Verifactu software today. Issue the invoice in your Verifactu system; the PayStage PDF is then a payment request, not the legal invoice.",
        ],
      },
    ],
  },
  {
    id: "billing",
    title: "Billing & Plans",
    items: [
      {
        id: "cost",
        question: "How much does PayStage cost?",
        answer: [
          `Plans start at ${formatPrice(solo.yearlyMonthlyCents!)} a month billed yearly, or ${formatPrice(solo.monthlyCents!)} month to month, for the Solo Contractor plan. See every plan on the pricing page.`,
        ],
      },
      {
        id: "change-plan",
        question: "Can I change or cancel my plan?",
        answer: [
          `Yes, at any time. ${PLAN_CHANGE_TIMING} There is no contract: if you cancel, you keep access until the end of the period you paid for.`,
        ],
      },
      {
        id: "guarantee",
        question: "Is there a money-back guarantee?",
        answer: [
          `Yes, ${MONEY_BACK_DAYS} days on every plan. If PayStage is not working for your business, write to support within ${MONEY_BACK_DAYS} days of paying and we refund you in full.`,
        ],
      },
      {
        id: "active-projects",
        question: "What counts as an active project?",
        answer: [
          "Any project you have not marked completed. A project also completes on its own once a 100% bill is paid. Completed projects do not count toward your plan's limit, and their bills, photos and signatures stay on file.",
        ],
      },
    ],
  },
];

/** The four questions the support page answers before the contact form. */
export const SUPPORT_FAQ_IDS = ["client-account", "payments-processing", "free-trial", "change-plan"];

export const faqItem = (id: string) => FAQ_SECTIONS.flatMap((s) => s.items).find((i) => i.id === id)!;
