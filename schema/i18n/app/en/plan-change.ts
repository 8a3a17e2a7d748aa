// The plan and billing-period change confirmations and the notice after a change (issue 34, ADR 0195), as
// schema/contracts/plan-change-texts.ts writes them (the catalogue test renders both, state by state).
export const planChange = {
  perYear: "{amount}/year",
  perMonth: "{amount}/month",
  periodEnd: "the end of this billing period",
  keepTitle: "Keep {plan}?",
  keepText: "Your switch to {next} is called off. You stay on {plan} at {price}. Nothing is charged now.",
  anotherPlan: "another plan",
  keep: "Keep {plan}",
  upgradeTitle: "Upgrade to {plan}?",
  upgradeTrialText:
    "{plan} starts now; your free trial's limits stay until {date}. Nothing is charged while your free trial runs; then {price} from {date}.",
  upgrade: "Upgrade to {plan}",
  upgradeText:
    "{plan} starts now, with its limits. You're charged {now} today for the rest of this billing period (the difference, prorated to the day), then {price} from {end}.",
  seatsOne:
    " {plan} is for one user: your other member keeps working, but no one new can be invited while you're on it.",
  seatsMany:
    " {plan} is for one user: your {count} other members keep working, but no one new can be invited while you're on it.",
  switchTitle: "Switch to {plan}?",
  switchText: "You keep {from} until {end}. Then {plan} starts at {price}, with its limits. Nothing is charged now.",
  switch: "Switch to {plan}",
  toYearlyTitle: "Switch to yearly billing?",
  toMonthlyTitle: "Switch to monthly billing?",
  toYearly: "Switch to yearly billing",
  toMonthly: "Switch to monthly billing",
  periodTrialText: "{plan} is then billed {price} from {date}, when your free trial ends. Nothing is charged now.",
  yearlyText:
    "Yearly billing starts today at {price}. You're charged {today} today: the year, less the unused part of this month.",
  monthlyText:
    "Monthly billing starts today at {price}. The unused part of your year stays as credit and pays your next monthly charges; nothing is charged today.",
  notNow: "Not now",
  changing: "Changing plan...",
  paymentNeeded: "Payment needed to upgrade",
  paymentNeededText:
    "Your bank declined the payment or asked you to confirm it, so you're still on {current} and its limits. Pay the open invoice to move to {plan}; without payment the upgrade is dropped within a day.",
  yourPlan: "your plan",
  scheduled: "Plan change scheduled",
  scheduledText: "{plan} starts on {date}. Nothing was charged now.",
  changed: "Plan changed",
  onNow: "You're on {plan} now.",
  yourNewPlan: "your new plan",
  debit: "The difference is debited from your bank account; it takes a few business days to clear.",
} as const;
