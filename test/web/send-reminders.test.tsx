// Send Reminders with the real providers: the spec's validation messages in its order, the cascade of choices,
// the success toast, and the API error rule (a non-OK answer becomes ApiError "status: message" and the toast
// shows the server's words, or the spec's fallback when the answer has none).
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NUDGE_SEND_MESSAGES } from "#schema/contracts/nudges";
import type { CompanyId } from "#schema/db/companies";
import { DEFAULT_REMINDER_TEXTS } from "#schema/i18n/client/reminder-templates";
import type { NudgeTemplate, ReminderClient } from "#web/features/nudges/api/nudges";
import SendRemindersPage from "#web/features/nudges/components/send-reminders-page";
import { missingChoice } from "#web/features/nudges/hooks/use-send-reminder";
import type { CurrentUser } from "#web/lib/session";
import { type ApiCall, json, renderPage, stubApi, toastSays } from "./render";

// Typed by the web's own query types, which come from the routes: a changed contract fails to compile here.
const targets: ReminderClient[] = [
  {
    id: 7,
    name: "Marcus Webb",
    companyName: "Webb Family Homes",
    email: "marcus@webbhomes.example",
    phone: "+15125550188",
    phoneDisplay: "(512) 555-0188",
    phoneInvalid: false,
    language: "en",
    projects: [
      {
        id: 11,
        name: "Kitchen Rewire",
        progress: [
          {
            id: 31,
            progressNumber: 2,
            amount: 1_248_000,
            totalAmount: 1_248_000,
            currency: "USD",
            locale: "en-US",
            status: "approved",
            dueDate: "2026-12-01",
            createdAt: "2026-11-20T15:00:00.000Z",
            paymentClaimed: false,
          },
        ],
      },
    ],
  },
  {
    id: 8,
    name: "Ana Ortiz",
    companyName: "Ortiz Builders",
    email: "ana@ortiz.example",
    language: "es",
    phone: null,
    phoneDisplay: null,
    phoneInvalid: false,
    projects: [],
  },
];

const templates: NudgeTemplate[] = [
  {
    id: 5,
    companyId: 1 as CompanyId,
    userId: 1,
    name: "Payment Reminder",
    emailSubject: "Payment for {{projectName}}",
    emailBody: "Hi {{clientName}}, progress #{{progressNumber}} ({{amount}}) is due {{dueDate}}.",
    smsBody: "{{amount}} for {{projectName}} is due {{dueDate}}.",
    triggerType: "days_before_due",
    triggerValue: 3,
    channels: ["email", "sms"],
    active: true,
    createdAt: "2026-11-01T12:00:00.000Z",
    updatedAt: "2026-11-01T12:00:00.000Z",
  },
];

const user = {
  id: 1,
  username: "dana",
  fullName: "Dana Reyes",
  email: "dana@example.com",
  companyName: "Reyes Electric",
  timezone: "America/Chicago",
} as CurrentUser;

const base = {
  "GET /api/nudge-targets": json(targets),
  "GET /api/nudge-templates": json(templates),
  "GET /api/user": json(user),
  "GET /api/nudge-history": json([]),
};

afterEach(() => vi.unstubAllGlobals());

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

async function openPage(answers: Record<string, Response | ((call: ApiCall) => Response)> = {}) {
  const calls = stubApi({ ...base, ...answers });
  renderPage(<SendRemindersPage />, { path: "/nudge/clients" });
  await screen.findByLabelText("Client");
  return calls;
}

async function chooseUpToProgress() {
  const user = userEvent.setup();
  await user.selectOptions(select("Client"), "7");
  await user.selectOptions(select("Project"), "11");
  await user.selectOptions(select("Progress submission"), "31");
  return user;
}

describe("Send Reminders", () => {
  it("asks for a progress submission first, with the spec's words, and sends nothing", async () => {
    const calls = await openPage();
    await userEvent.click(screen.getByRole("button", { name: "Send Reminder" }));
    await toastSays(NUDGE_SEND_MESSAGES.progress.title, NUDGE_SEND_MESSAGES.progress.description);
    expect(NUDGE_SEND_MESSAGES.progress).toEqual({
      title: "Progress submission required",
      description: "Please select a progress submission to send the nudge for.",
    });
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("then a template, then a channel; sends once all are chosen and says so", async () => {
    const calls = await openPage({ "POST /api/send-nudge": json({ sent: true }, 200) });
    const user = await chooseUpToProgress();
    await user.click(screen.getByRole("button", { name: "Send Reminder" }));
    await toastSays("Template required", "Please select a template before sending the nudge.");

    await user.selectOptions(select("Template"), "5");
    // The template's channels that reach this client (it has a phone): both ticked; untick both.
    await user.click(screen.getByRole("checkbox", { name: /email/i }));
    await user.click(screen.getByRole("checkbox", { name: /text|sms/i }));
    await user.click(screen.getByRole("button", { name: "Send Reminder" }));
    await toastSays("Channel required", "Please select at least one channel (email or SMS).");

    await user.click(screen.getByRole("checkbox", { name: /email/i }));
    await user.click(screen.getByRole("button", { name: "Send Reminder" }));
    await toastSays("Nudge sent successfully!", "Marcus Webb will get it by email.");
    const sends = calls.filter((c) => c.path === "/api/send-nudge");
    expect(sends).toHaveLength(1);
    expect(sends[0]!.body).toMatchObject({ progressId: 31, templateId: 5, channels: ["email"] });
    expect(await screen.findByRole("heading", { name: "Reminders for this progress" })).toBeTruthy();
  });

  it("previews a default reminder in the client's language, with their dates (ADR 0177)", async () => {
    const french: ReminderClient[] = [{ ...targets[0]!, language: "fr" }];
    const defaults: NudgeTemplate[] = [{ ...templates[0]!, ...DEFAULT_REMINDER_TEXTS.en["Payment Reminder"] }];
    await openPage({ "GET /api/nudge-targets": json(french), "GET /api/nudge-templates": json(defaults) });
    const user = await chooseUpToProgress();
    await user.selectOptions(select("Template"), "5");
    expect(await screen.findByText("in French")).toBeTruthy();
    const preview = screen.getByRole("region", { name: "Email preview" }).textContent ?? "";
    expect(preview).toContain("Rappel de paiement : Kitchen Rewire, situation n° 2");
    expect(preview).toContain("est dû le 1 décembre 2026");
  });

  it("clears the project, progress and template when the client changes", async () => {
    await openPage();
    const user = await chooseUpToProgress();
    await user.selectOptions(select("Template"), "5");
    await user.selectOptions(select("Client"), "8");
    expect(select("Project").value).toBe("");
    expect(select("Progress submission").value).toBe("");
    expect(select("Template").value).toBe("");
    // Ana has no phone: text is not offered.
    expect(screen.getByText("Add a phone number to Ana Ortiz to send text reminders.")).toBeTruthy();
  });

  it("shows the server's message when the send is refused, and the spec's fallback when the answer has none", async () => {
    let answer = json({ message: "Template not found", code: "NOT_FOUND" }, 404);
    await openPage({ "POST /api/send-nudge": () => answer });
    const user = await chooseUpToProgress();
    await user.selectOptions(select("Template"), "5");
    await user.click(screen.getByRole("button", { name: "Send Reminder" }));
    await toastSays("Failed to send nudge", "Template not found");

    answer = new Response("Internal Server Error", { status: 500, statusText: "Internal Server Error" });
    await user.click(screen.getByRole("button", { name: "Send Reminder" }));
    await waitFor(() => expect(screen.getByText("An error occurred while sending the nudge.")).toBeTruthy());
  });
});

describe("missingChoice", () => {
  it("follows the spec's order: progress, template, channel", () => {
    const none = { clientId: null, projectId: null, progressId: null, templateId: null, channels: [] };
    expect(missingChoice(none)).toBe(NUDGE_SEND_MESSAGES.progress);
    expect(missingChoice({ ...none, progressId: 1 })).toBe(NUDGE_SEND_MESSAGES.template);
    expect(missingChoice({ ...none, progressId: 1, templateId: 2 })).toBe(NUDGE_SEND_MESSAGES.channel);
    expect(missingChoice({ ...none, progressId: 1, templateId: 2, channels: ["sms"] })).toBeNull();
  });
});
