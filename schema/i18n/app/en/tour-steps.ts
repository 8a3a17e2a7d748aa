// The first-run tour's steps after the welcome (web/app/overlays/walkthrough-later.tsx, ADR 0223): loaded when the
// person asks to be shown ("Show me how"), never with a first visit's welcome.
export const tourSteps = {
  client: "Add a client",
  clientBody:
    "Tap Add Client at the top of this page for the person who approves and pays: name, company, email, and a mobile number so they get 1-tap approval texts.",
  nextProjects: "Next: projects",
  project: "Create a project",
  projectBody: "Tap New Project at the top of this page. One project per job, with its client and the contract value.",
  nextBill: "Next: bill a stage",
  submit: "Submit progress",
  submitBody:
    "Finished a stage? Pick its project here, enter the completion and amount, snap a few photos, and send it. Your client gets a link to approve and sign.",
  nextReminders: "Next: reminders",
  reminders: "Set up reminders",
  remindersBody:
    "These templates decide when PayStage nudges your client by email or text: before the due date, on it, and after. Reminders stop once you're paid. Tap ? on any screen for help.",
  finish: "Finish tour",
  yourProjects: "Your projects",
  yourProjectsBody:
    "The company's jobs are here. Open one to see the billings you made on it and to bill its next stage.",
  bill: "Bill a stage",
  billBody:
    "Finished a stage? Pick its project here, enter the completion and amount, add photos, and submit. The office takes care of getting paid. Tap ? on any screen for help.",
} as const;
