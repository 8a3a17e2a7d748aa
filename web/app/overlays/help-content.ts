// Per-route help for the floating ? button: a title, a short text, and steps that may link somewhere.
export type HelpStep = { text: string; link?: string };
export type Help = { title: string; text: string; steps: HelpStep[] };

const HELP: Record<string, Help> = {
  "/dashboard": {
    title: "Your payment status",
    text: "The dashboard shows money waiting on approval, approved and waiting on payment, and paid.",
    steps: [
      { text: "Tap Submit Progress after finishing a stage of work.", link: "/progress/new" },
      { text: "Check Recent Activity for approvals and payments." },
      { text: "Send a reminder when a payment is late.", link: "/nudge/clients" },
    ],
  },
  "/projects": {
    title: "Projects",
    text: "A project is one job for one client. Each progress billing you submit belongs to a project.",
    steps: [
      { text: "Projects need a client first: add one on the Clients screen.", link: "/clients" },
      { text: "Tap New to create a project and enter its contract value." },
      { text: "Use Submit Progress on a project card to bill the next stage." },
    ],
  },
  "/clients": {
    title: "Clients",
    text: "Clients are the people who approve your work and pay you.",
    steps: [
      { text: "Tap Add client and enter the contact's name, company and email." },
      { text: "Add a mobile number so they get 1-tap approval texts." },
      { text: "Next, create a project for the client.", link: "/projects" },
    ],
  },
  "/invoices": {
    title: "Invoices",
    text: "Every progress billing is an invoice. Statuses: pending (waiting on approval), approved (waiting on payment), paid.",
    steps: [
      { text: "Filter by status with the tabs, or search by project, client or invoice #." },
      { text: "Download a PDF to send to an accounts-payable department." },
      { text: "Open an invoice to see its payment status and send a reminder." },
    ],
  },
  "/progress/new": {
    title: "Submit progress",
    text: "Bill a stage of work in four steps. Your client gets a link to approve and sign.",
    steps: [
      { text: "Choose the project." },
      { text: "Enter the completed percentage and the billable amount, and set a due date." },
      { text: "Add photos of the work: they settle most questions before they're asked." },
      { text: "Review and submit." },
    ],
  },
  "/nudge/config": {
    title: "Reminder templates",
    text: "Templates decide what reminders say and when they go out automatically.",
    steps: [
      { text: "Tap New and write the email and text message." },
      { text: "Use variables like {{clientName}}, {{amount}} and {{dueDate}}: they are filled in for each client." },
      { text: "Pick when it sends: days after submission, before the due date, on it, or after it." },
    ],
  },
  "/profile": {
    title: "Your profile",
    text: "Your company details appear on invoices and in every message your clients get.",
    steps: [
      { text: "Keep your company name, email and phone number current." },
      { text: "Set your timezone so due dates and reminders follow your day." },
      { text: "Add your payment details so clients can pay you straight from their approval link." },
    ],
  },
};

HELP["/"] = HELP["/dashboard"]!;

const DEFAULT_HELP: Help = {
  title: "Need a hand?",
  text: "PayStage helps you bill each stage of a job, get it approved, and get paid.",
  steps: [
    { text: "Start from the dashboard to see what you're owed.", link: "/dashboard" },
    { text: "Submit progress when a stage is done.", link: "/progress/new" },
    { text: "Email support@paystage.app and we'll answer within 2 hours." },
  ],
};

/** Screens reached by more than one path: /progress/submit/{projectId} is the wizard of /progress/new. */
const samePage = (pathname: string) => (pathname.startsWith("/progress/submit/") ? "/progress/new" : pathname);

export const helpFor = (pathname: string): Help => HELP[samePage(pathname)] ?? DEFAULT_HELP;
