// The meeting screens, the contractor's dialogs and the lists' states in Spanish (issue 34, ADR 0195): each screen
// drawn for a Spanish reader shows its catalogues' Spanish, dates in es-US, and no English sentence of them left.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SubscriptionStatusView } from "#schema/contracts/subscription-texts";
import * as rules from "#schema/rules/dates";
import { formatZonedDateTime } from "#schema/rules/meeting-times";
import { MarkPaidDialog } from "#web/features/approval/components/mark-paid-dialog";
import { PlanChangeDialog } from "#web/features/billing/components/plan-change-dialog-view";
import { ClientFormDialog } from "#web/features/clients/components/client-form-dialog";
import MeetingDetailPage from "#web/features/meetings/components/meeting-detail-page";
import MeetingFormPage from "#web/features/meetings/components/meeting-form-page";
import MeetingsPage from "#web/features/meetings/components/meetings-page";
import { PaymentRequestDialog } from "#web/features/payments/components/payment-request-dialog";
import { NewProjectDialog } from "#web/features/projects/components/new-project-dialog";
import { setAppLanguage } from "#web/lib/app-language";
import { formatCalendarDate, formatDate, formatMonthDay, formatTimeAgo } from "#web/lib/dates";
import type { CurrentUser } from "#web/lib/session";
import { englishLeft } from "./english-left";
import { json, renderPage, stubApi } from "./render";

const user = {
  id: 1,
  username: "dana",
  fullName: "Dana Reyes",
  email: "dana@example.com",
  companyName: "Reyes Electric",
  timezone: "America/Chicago",
  language: "es",
  role: "owner",
  currency: "USD",
  locale: "en-US",
  country: "US",
  meetingsUsed: 8,
  meetingsLimit: 10,
  meetingsResetDate: "2026-12-01T18:00:00.000Z",
} as unknown as CurrentUser;

const listed = {
  id: 7,
  title: "Meeting on 11/27/2026 at 14:03",
  meetingDate: "2026-11-27T20:03:00.000Z",
  location: "jobsite",
  status: "completed",
  projectName: "Kitchen Rewire",
  recordingUrl: "/api/meetings/7/audio",
  processingStatus: "processed",
  isOfflineQueued: false,
  participantCount: 2,
  keyPoints: [{ text: "Panel moved" }, { text: "Inspection Tuesday" }, { text: "Order breakers" }, { text: "More" }],
};

const detail = {
  ...listed,
  projectId: 11,
  recordedBy: 1,
  description: null,
  summaryText: "",
  transcriptUrl: null,
  recording: { segmentCount: 1, segmentDurationsMs: [65_000] },
  actionItems: [{ text: "Order breakers", assignedTo: "Luis", dueDate: "2026-12-03" }],
  participants: [{ id: 1, name: "Luis", email: null, role: "Foreman", clientId: null }],
  shares: [
    {
      id: 3,
      recipientEmail: "owner@example.com",
      active: true,
      expiresAt: "2026-12-27T12:00:00.000Z",
      accessedAt: null,
      revokedAt: null,
    },
  ],
};

const MEETING_CATALOGUES = ["meetings", "meeting-labels", "meeting-detail", "meeting-form", "lists", "dialogs"];

beforeEach(() => setAppLanguage("es"));
afterEach(() => {
  setAppLanguage("en");
  vi.unstubAllGlobals();
});

describe("the meeting screens in Spanish", () => {
  it("lists meetings: heading, tabs, card, usage meter, in Spanish with es-US dates", async () => {
    stubApi({ "GET /api/meetings": json([listed]), "GET /api/user": json(user) });
    await act(async () => renderPage(<MeetingsPage />, { path: "/meetings" }));
    expect(await screen.findByRole("heading", { name: "Actas de reuniones" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Todas las reuniones" })).toBeTruthy();
    expect(await screen.findByText("2 participantes")).toBeTruthy();
    expect(screen.getByText("+1 más")).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Reunión del 27 nov 2026/ })).toBeTruthy();
    const usage = screen.getByRole("region", { name: "Uso de reuniones" });
    expect(within(usage).getByText(/Está cerca de su límite mensual/)).toBeTruthy();
    expect(
      within(usage).getByText(`Se reinicia el ${rules.formatMonthDay(user.meetingsResetDate, "es-US")}`),
    ).toBeTruthy();
    expect(englishLeft(MEETING_CATALOGUES)).toEqual([]);
  });

  it("says the list's loading and failure in Spanish", async () => {
    stubApi({
      "GET /api/meetings": json({ error: "Server error", message: "Algo falló" }, 500),
      "GET /api/user": json(user),
    });
    await act(async () => renderPage(<MeetingsPage />, { path: "/meetings" }));
    expect(await screen.findByText("No se pudieron cargar sus reuniones", {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Intentar de nuevo" })).toBeTruthy();
  });

  it("reads a meeting back and shares it, in Spanish", async () => {
    stubApi({ "GET /api/meetings/7": json(detail), "GET /api/user": json(user) });
    await act(async () => renderPage(<MeetingDetailPage />, { path: "/meetings/:id", url: "/meetings/7" }));
    expect(await screen.findByRole("heading", { name: "Resumen" })).toBeTruthy();
    expect(screen.getByText("Aún no hay resumen.")).toBeTruthy();
    expect(
      screen.getByText(`Asignada a Luis · Vence el ${rules.formatCalendarDate("2026-12-03", "es-US")}`),
    ).toBeTruthy();
    expect(
      screen.getByText(`Vence el ${rules.formatDate("2026-12-27T12:00:00.000Z", undefined, "es-US")}`),
    ).toBeTruthy();
    expect(screen.getByText("Duración 01:05")).toBeTruthy();
    expect(englishLeft(MEETING_CATALOGUES)).toEqual([]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Compartir" }));
    expect(await screen.findByRole("dialog", { name: "Compartir reunión" })).toBeTruthy();
    expect(screen.getByLabelText("Correo electrónico del destinatario")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cerrar" })).toBeTruthy();
    expect(englishLeft(MEETING_CATALOGUES)).toEqual([]);
  });

  it("types a new meeting in Spanish", async () => {
    stubApi({ "GET /api/user": json(user), "GET /api/projects": json([]), "GET /api/clients": json([]) });
    await act(async () => renderPage(<MeetingFormPage />, { path: "/meetings/new" }));
    expect(await screen.findByRole("heading", { name: "Datos de la reunión" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "Obra" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Crear reunión" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Agregar participante" })).toBeTruthy();
    expect(englishLeft(MEETING_CATALOGUES)).toEqual([]);
  });
});

describe("the contractor's dialogs in Spanish", () => {
  it("adds a client and a project in Spanish", async () => {
    stubApi({ "GET /api/user": json(user), "GET /api/clients": json([]) });
    await act(async () => renderPage(<ClientFormDialog open onOpenChange={() => {}} />));
    expect(await screen.findByRole("dialog", { name: "Agregar cliente" })).toBeTruthy();
    expect(screen.getByLabelText("Nombre del contacto")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancelar" })).toBeTruthy();
    // The address's countries in Spanish, from the platform's own names.
    expect(screen.getByRole("option", { name: "Alemania", hidden: true })).toBeTruthy();
    expect(screen.queryByRole("option", { name: "Germany", hidden: true })).toBeNull();
    expect(englishLeft(["client-form", "dialogs"])).toEqual([]);
  });

  it("creates a project in Spanish", async () => {
    stubApi({ "GET /api/user": json(user), "GET /api/clients": json([]) });
    await act(async () => renderPage(<NewProjectDialog open onOpenChange={() => {}} />));
    expect(await screen.findByRole("dialog", { name: "Crear proyecto nuevo" })).toBeTruthy();
    expect(screen.getByLabelText("Valor total ($, opcional)")).toBeTruthy();
    expect(englishLeft(["project-form", "dialogs"])).toEqual([]);
  });
});

describe("getting paid and changing plan in Spanish", () => {
  it("marks a billing paid and requests a payment in Spanish", async () => {
    stubApi({ "GET /api/user": json(user) });
    const marking = await act(async () =>
      renderPage(
        <MarkPaidDialog
          progressId={31}
          submittedAt="2026-11-20T15:00:00.000Z"
          balanceDue={124_800}
          currency="USD"
          locale="en-US"
          open
          onOpenChange={() => {}}
        />,
      ),
    );
    expect(await screen.findByRole("dialog", { name: "Marcar como pagado" })).toBeTruthy();
    expect(screen.getByLabelText("Monto recibido (USD)")).toBeTruthy();
    expect(screen.getByRole("option", { name: "Transferencia bancaria" })).toBeTruthy();
    expect(englishLeft(["mark-paid", "dialogs"])).toEqual([]);
    marking.unmount();

    await act(async () =>
      renderPage(
        <PaymentRequestDialog
          progressId={31}
          clientName="Marcus Webb"
          clientEmail="marcus@example.com"
          clientPhone="(512) 555-0188"
          open
          onOpenChange={() => {}}
        />,
      ),
    );
    expect(await screen.findByRole("dialog", { name: "Solicitar pago" })).toBeTruthy();
    expect(screen.getByText("Envíe a Marcus Webb el monto pendiente y cómo pagar.")).toBeTruthy();
    expect(screen.getByRole("option", { name: "Departamento de contabilidad" })).toBeTruthy();
    expect(englishLeft(["payment-request", "dialogs"])).toEqual([]);
  });

  it("confirms a downgrade in Spanish, with the date in es-US", async () => {
    const current = {
      plan: "professional",
      status: "active",
      period: "monthly",
      currentPeriodEnd: "2026-12-20T12:00:00.000Z",
      pendingPlan: null,
      paidFrom: null,
      teamSize: 3,
    } as unknown as SubscriptionStatusView;
    await act(async () =>
      renderPage(
        <PlanChangeDialog
          open
          onOpenChange={() => {}}
          current={current}
          to="solo"
          period={null}
          currency="USD"
          pending={false}
          onConfirm={() => {}}
        />,
      ),
    );
    const dialog = await screen.findByRole("alertdialog", { name: "¿Cambiar a Solo Contractor?" });
    expect(dialog.textContent).toContain(
      `hasta el ${rules.formatDate("2026-12-20T12:00:00.000Z", undefined, "es-US")}`,
    );
    expect(dialog.textContent).toContain("los otros 2 miembros siguen trabajando");
    expect(within(dialog).getByRole("button", { name: "Ahora no" })).toBeTruthy();
    expect(englishLeft(["plan-change", "dialogs"])).toEqual([]);
  });
});

describe("dates in the app's language", () => {
  it("writes es-US for a Spanish reader and exactly the old English for an English one", () => {
    const instant = "2026-03-04T15:04:05.000Z";
    expect(formatCalendarDate("2026-03-04")).toBe("4 mar 2026");
    expect(formatDate(instant, "UTC")).toBe("4 mar 2026");
    expect(formatMonthDay(new Date(2026, 2, 4))).toBe("4 mar");
    expect(formatTimeAgo(Date.now() - 3 * 60_000)).toBe("hace 3 minutos");
    expect(formatZonedDateTime(instant, "UTC", "es-US")).toMatch(/^4 mar 2026/);
    setAppLanguage("en");
    expect(formatCalendarDate("2026-03-04")).toBe("Mar 4, 2026");
    expect(formatDate(instant, "UTC")).toBe("Mar 4, 2026");
    expect(formatDate(new Date(2026, 2, 4))).toBe(rules.formatDate(new Date(2026, 2, 4)));
    expect(formatMonthDay(new Date(2026, 2, 4))).toBe("Mar 4");
    expect(formatTimeAgo(Date.now() - 10)).toBe("just now");
    expect(formatTimeAgo(Date.now() - 3 * 60_000)).toBe("3 minutes ago");
  });
});
