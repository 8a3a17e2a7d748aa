// The reminder screens in Spanish (issue 34, ADR 0195): the templates list, the template editor (with its SMS count
// saying, before saving, that an accent makes a text Unicode, 70 characters a segment) and Send Reminders, with no
// English sentence of their catalogues left on screen.
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { describeTrigger, NUDGE_SEND_MESSAGES, TRIGGER_LABELS, TRIGGER_TYPES } from "#schema/contracts/nudge-texts";
import type { CompanyId } from "#schema/db/companies";
import { reminderTexts } from "#schema/i18n/app/en/reminder-texts";
import { sendReminders } from "#schema/i18n/app/en/send-reminders";
import { formatMessage } from "#schema/i18n/message-format";
import type { NudgeTemplate, ReminderClient } from "#web/features/nudges/api/nudges";
import SendRemindersPage from "#web/features/nudges/components/send-reminders-page";
import TemplatesPage from "#web/features/nudges/components/templates-page";
import { setAppLanguage } from "#web/lib/app-language";
import type { CurrentUser } from "#web/lib/session";
import { englishLeft } from "./english-left";
import { json, renderPage, stubApi, toastSays } from "./render";

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
];

const templates: NudgeTemplate[] = [
  {
    id: 5,
    companyId: 1 as CompanyId,
    userId: 1,
    name: "Cobro",
    emailSubject: "Pago de {{projectName}}",
    emailBody: "Hola {{clientName}}, el avance #{{progressNumber}} ({{amount}}) vence el {{dueDate}}.",
    smsBody: "{{amount}} de {{projectName}} vence el {{dueDate}}.",
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
  language: "es",
} as CurrentUser;

const api = {
  "GET /api/nudge-targets": json(targets),
  "GET /api/nudge-templates": json(templates),
  "GET /api/user": json(user),
  "GET /api/nudge-history": json([]),
};

beforeEach(() => setAppLanguage("es"));
afterEach(() => {
  setAppLanguage("en");
  vi.unstubAllGlobals();
});

const REMINDER_CATALOGUES = ["templates", "template-dialog", "reminder-texts", "send-reminders"];

describe("the reminder screens in Spanish", () => {
  it("lists the templates and edits one in Spanish; the SMS count says an accent makes 70-character segments", async () => {
    stubApi(api);
    // Awaited: a Spanish screen suspends the moment its words take to arrive.
    await act(async () => renderPage(<TemplatesPage />, { path: "/nudge/config" }));
    expect(await screen.findByRole("heading", { name: "Plantillas de recordatorio" })).toBeTruthy();
    expect(await screen.findByText("3 días antes del vencimiento")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Editar Cobro" })).toBeTruthy();
    expect(englishLeft(REMINDER_CATALOGUES)).toEqual([]);

    const person = userEvent.setup();
    await person.click(screen.getByRole("button", { name: "Nueva" }));
    const sms = await screen.findByLabelText("Mensaje SMS");
    await person.type(sms, "Hola, aquí está su cobro");
    const count = screen.getByTestId("sms-segments").textContent ?? "";
    expect(count).toContain("24 caracteres, 1 segmento (Unicode), antes de llenar los nombres y el enlace");
    expect(count).toContain('"í" no está en el alfabeto básico de mensajes de texto');
    expect(count).toContain("70 caracteres en vez de 160");
    await person.type(screen.getByLabelText("Texto del correo"), "Hola {{{{nombre}}");
    expect(await screen.findByText(/Variable desconocida: \{\{nombre\}\}/)).toBeTruthy();
    await person.click(screen.getByRole("checkbox", { name: "Mensaje de texto (SMS)" }));
    expect(screen.getByRole("region", { name: "Vista previa del mensaje de texto" })).toBeTruthy();
    expect(englishLeft(REMINDER_CATALOGUES)).toEqual([]);
  });

  it("sends a reminder in Spanish: its choices, preview, validation and success toasts", async () => {
    stubApi({ ...api, "POST /api/send-nudge": json({ sent: true }) });
    await act(async () => renderPage(<SendRemindersPage />, { path: "/nudge/clients" }));
    const person = userEvent.setup();
    await person.click(await screen.findByRole("button", { name: "Enviar recordatorio" }));
    await toastSays("Falta el avance", "Elija el avance enviado para el que quiere mandar el recordatorio.");

    await person.selectOptions(screen.getByLabelText("Cliente"), "7");
    await person.selectOptions(screen.getByLabelText("Proyecto"), "11");
    await person.selectOptions(screen.getByLabelText("Avance enviado"), "31");
    expect(screen.getByRole("option", { name: /Avance #2 · .* · Aprobado · vence el/ })).toBeTruthy();
    await person.selectOptions(screen.getByLabelText("Plantilla"), "5");
    expect(screen.getByRole("option", { name: "Cobro (3 días antes del vencimiento)" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Vista previa del correo" })).toBeTruthy();
    expect(englishLeft(REMINDER_CATALOGUES)).toEqual([]);

    await person.click(screen.getByRole("button", { name: "Enviar recordatorio" }));
    await toastSays("¡Recordatorio enviado!", "Marcus Webb lo recibirá por correo y mensaje de texto.");
    expect(await screen.findByRole("heading", { name: "Recordatorios de este avance" })).toBeTruthy();
  });
});

describe("the reminder catalogues' English", () => {
  it("is the shared schemas' English word for word: triggers and the send screen's validation", () => {
    for (const type of TRIGGER_TYPES) {
      expect(reminderTexts[`trigger_${type}`]).toBe(TRIGGER_LABELS[type]);
      for (const days of [1, 3])
        expect(formatMessage(reminderTexts[`when_${type}`], { count: days }, "en-US")).toBe(
          describeTrigger(type, days),
        );
    }
    for (const name of ["progress", "template", "channel"] as const) {
      expect(sendReminders[`${name}Required`]).toBe(NUDGE_SEND_MESSAGES[name].title);
      expect(sendReminders[`${name}RequiredText`]).toBe(NUDGE_SEND_MESSAGES[name].description);
    }
  });
});
