// The marketing site's words in English (issue 34, ADR 0198): the source every other language translates key for key.
// These are the spec's words exactly as the pages printed them before Spanish existed; sentences other modules also
// use (the newsletter replies, the plan-change rule) are those modules' constants, so each still lives once.
// ICU MessageFormat subset (schema/i18n/message-format.ts).
import { PLAN_CHANGE_TIMING } from "../../contracts/subscription-texts";
import { NEWSLETTER_INVALID, NEWSLETTER_THANKS } from "../../contracts/support";

export const en = {
  // The header, footer and head every page shares (worker/marketing/layout.tsx, parts.tsx)
  skipToContent: "Skip to content",
  navMain: "Main",
  navHome: "Home",
  navFeatures: "Features",
  navPricing: "Pricing",
  navHowItWorks: "How It Works",
  navFaq: "FAQ",
  navBlog: "Blog",
  navSupport: "Support",
  dashboard: "Dashboard",
  logIn: "Log In",
  getStartedFree: "Get Started Free",
  goToDashboard: "Go to Dashboard",
  menu: "Menu",
  footerAbout:
    "Progress billing for electricians, plumbers and HVAC contractors. Bill each stage from your phone, get it signed, get paid.",
  footerExplore: "Explore",
  updatesTitle: "Product updates",
  updatesText: "One short email a month: new features and tips on getting paid faster.",
  updatesFailed: "We couldn't sign you up just now. Please try again.",
  updatesThanks: NEWSLETTER_THANKS,
  updatesInvalid: NEWSLETTER_INVALID,
  emailAddress: "Email address",
  emailPlaceholder: "you@company.com",
  subscribe: "Subscribe",
  legal:
    "© {year} PayStage. PayStage does not process payments: clients pay you directly through the payment service you choose.",
  ogImageAlt: "PayStage: progress billing for contractors",
  /** The footer's link to the same page in the other language, written in that language. */
  languageLabel: "Language",
  otherLanguage: "Español",
  trialNote: "{days}-day free trial of the Professional Package. No credit card.",

  // Home (worker/marketing/pages/home.tsx)
  homeTitle: "PayStage: progress billing for electricians, plumbers and HVAC contractors",
  homeDescription:
    "Bill each stage of the job from your phone with photos. Clients approve with a finger signature and PayStage sends the reminders until you are paid.",
  heroEyebrow: "Progress billing for the trades",
  heroTitle: "Bill every stage from your phone. Get paid in days, not months.",
  heroLead:
    "PayStage turns each finished stage of a job into a bill with photos. Your client signs on their phone, and PayStage follows up until the money is in your account.",
  seeHowItWorks: "See how it works",
  phoneProgress: "Progress #{number}",
  phoneApproved: "Approved",
  phoneJob: "Panel upgrade, 18 Oak Lane",
  phoneAmount: "Amount",
  phoneCompletion: "Completion",
  phoneSignature: "Client signature",
  calcEyebrow: "Slow-payment cost calculator",
  calcTitle: "What waiting to get paid costs you",
  calcLead: "Put in what you bill in a month and how long clients take to pay. The numbers update as you type.",
  calcInputsTitle: "Your numbers",
  calcBillings: "Monthly billings",
  calcBillingsHint: "What you invoice in a typical month, in dollars.",
  calcDays: "Days to get paid",
  calcDaysHint: "From sending a bill to the money in your account.",
  calculate: "Calculate",
  calcResultsTitle: "What it costs you",
  tiedUpCash: "Cash tied up in unpaid bills",
  calcInterest: "Yearly interest on that cash at {rate}%",
  calcHours: "Hours a year chasing payments",
  calcWin: "Cash you could free up with faster approvals",
  calcFormula:
    "Tied-up cash is monthly billings × 12 × days ÷ 365. Interest is {rate}% a year on that cash. Chasing takes about {hours} hours a year per {billings} billed a month. The cash you could free up is {share}% of the tied-up cash.",
  featuresEyebrow: "What PayStage does",
  featuresTitle: "From finished work to money in the bank",
  featuresLead: "Everything between the last photo and the payment, handled from the phone in your pocket.",
  featurePhotosTitle: "Photos that settle the question",
  featurePhotosText:
    "Every bill carries the photos you took on site, with captions. The client sees the finished rough-in before they are asked to pay for it.",
  featureSignTitle: "Approved with a finger, not a phone call",
  featureSignText:
    "Your client opens a text or email link, checks the amount and the photos, and signs on their phone. No account, no app, no printer.",
  featureRemindTitle: "Reminders that go out without you",
  featureRemindText:
    "Email and SMS reminders before and after the due date, on your schedule, in your company's name. They stop the moment the bill is paid.",
  featurePayTitle: "Paid the way your client likes to pay",
  featurePayText:
    "PayPal, Venmo and Cash App links with the amount filled in, or bank and Zelle instructions. The money goes straight to you.",
  seeAllFeatures: "See all features",
  tradesEyebrow: "Built for your trade",
  tradesTitle: "Stages that match how you already work",
  tradeElectricalTitle: "Electrical",
  tradeElectricalText:
    "Bill rough-in, inspection and trim-out as separate stages, with panel and circuit photos behind each one.",
  tradePlumbingTitle: "Plumbing",
  tradePlumbingText:
    "Show the pressure test before the walls close, and get the rough-in stage signed off while the crew is still on site.",
  tradeHvacTitle: "HVAC",
  tradeHvacText:
    "Bill equipment delivery and start-up separately, so a $15,000 change-out does not sit on your books for two months.",
  homeCtaTitle: "Send your next bill from the truck",
  homeCtaText: "Set up takes about ten minutes: add a client, add the project, take the photos, send.",
  howItWorks: "How it works",

  // Pricing (worker/marketing/pages/pricing.tsx)
  pricingTitle: "Pricing",
  pricingDescription:
    "PayStage plans from {price} a month billed yearly. {trialDays}-day free trial without a credit card, {moneyBackDays}-day money-back guarantee, no contract.",
  pricingEyebrow: "Pricing",
  pricingHeroTitle: "One plan for every size of shop",
  pricingLead:
    "Every plan includes photo billing, client e-signatures, automatic reminders and payment links. Start with a {days}-day free trial of the Professional Package, no credit card needed.",
  plansTitle: "Plans",
  billingPeriod: "Billing period",
  monthly: "Monthly",
  yearly: "Yearly",
  saveUpTo: "Save up to {percent}%",
  mostPopular: "Most Popular",
  perMonth: " / month",
  billedMonthly: "Billed monthly. Cancel any time.",
  billedYearly: "Billed yearly at {price}. Save {percent}%.",
  customPrice: "Custom",
  customPriceNote: "Priced for the size of your team and the number of jobs you run.",
  contactSales: "Contact Sales",
  enterpriseSubject: "Enterprise plan",
  planSubscribe: "Subscribe",
  planSubscribeTo: " to {plan}",
  planGetStarted: "Get Started",
  planGetStartedWith: " with {plan}",
  trialPerk: "{days}-day free trial with full Professional access. No credit card.",
  guaranteePerk: "{days}-day money-back guarantee on every plan.",
  noContractPerk: "No contract. {timing}",
  planChangeTiming: PLAN_CHANGE_TIMING,
  pricesIn: "Prices in {currency}, before any tax.",
  roiEyebrow: "Return on investment",
  roiTitle: "Does it pay for itself?",
  roiLead: "Take a shop billing {billings} a month that gets paid in {before} days and moves to {after}.",
  roiCaption: "Cash tied up and interest cost, paid in {before} days versus {after} days",
  roiFigure: "Figure",
  roiPaidIn: "Paid in {days} days",
  roiInterest: "Yearly interest at {rate}",
  roiGain: "You gain",
  roiGainText: "{capital} back in your account and {interest} a year in interest",
  roiCost:
    "The Professional Package costs {cost} a year billed yearly. The interest saved is {interest} a year, before counting the {hours} hours a year a shop this size spends chasing payments.",
  roiTry: "Try the calculator with your own numbers",
  plansQuestionsTitle: "Questions about plans?",
  plansQuestionsLead: "Trials, plan changes, refunds and what counts as an active project are all answered here.",
  plansFaq: "Billing & plans FAQ",
  askUs: "Ask us",
  plansQuestionSubject: "Question about plans",

  // FAQ (worker/marketing/pages/faq.tsx; the questions themselves: worker/marketing/content/faq.ts)
  faqTitle: "FAQ",
  faqDescription:
    "Answers about getting started with PayStage, progress billing, client approvals, reminders, payments, plans, trials and refunds.",
  faqEyebrow: "FAQ",
  faqHeroTitle: "Frequently asked questions",
  faqLead: "Straight answers about billing, approvals, payments and plans.",
  faqSections: "FAQ sections",
  stillQuestion: "Still have a question?",
  stillQuestionText: "A person answers within 2 hours, Monday to Friday, 8AM to 6PM EST.",
  contactSupport: "Contact support",
} as const;
