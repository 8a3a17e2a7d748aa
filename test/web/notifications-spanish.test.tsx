// The bell's notifications in Spanish (issue 34, ADR 0225): the Worker stores English sentences (the API's contract,
// unchanged); a Spanish reader's open menu recognises each by its pattern and shows it in Spanish with the same names
// and amounts; an English reader sees them exactly as stored.
import { act, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { paidInProviderNotification } from "#schema/contracts/accounting-texts";
import { progressLabel } from "#schema/contracts/billing-labels";
import { duplicateNotice } from "#schema/contracts/subscription-texts";
import { notificationTexts as en } from "#schema/i18n/app/en/notification-texts";
import { notificationInSpanish } from "#schema/i18n/app/es/notification-lookup";
import { notificationTexts as es } from "#schema/i18n/app/es/notification-texts";
import { formatMessage } from "#schema/i18n/message-format";
import { deadlineMessage } from "#schema/rules/lien-waivers";
import NotificationBell from "#web/features/notifications/components/notification-bell";
import { setAppLanguage } from "#web/lib/app-language";
import { describe as securityNotice } from "#worker/services/security-events";
import { json, renderPage, stubApi } from "./render";

afterEach(() => vi.unstubAllGlobals());

describe("stored notifications, recognised", () => {
  it("reads every English pattern back into its Spanish, with the same parts", () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const args = Object.fromEntries(
        [...en[key].matchAll(/\{(\w+)\}/g)].map(([, name]) => [
          name,
          name === "subject" ? ' ("Invoice 3")' : `<${name}>`,
        ]),
      );
      const english = formatMessage(en[key], args, "en-US");
      expect(notificationInSpanish(english), key).toBe(formatMessage(es[key], args, "es-US"));
    }
  });

  it("recognises what the Worker really writes", () => {
    for (const event of [
      { kind: "new-device", device: "Chrome on Android", ip: "203.0.113.9" },
      { kind: "new-device", device: "Safari on iPhone", ip: null },
      { kind: "password-changed" },
      { kind: "passkey-added", name: "Pixel 8" },
      { kind: "passkey-removed", name: "Pixel 8" },
      { kind: "two-factor-enabled" },
      { kind: "two-factor-disabled" },
    ] as const) {
      const { title, body } = securityNotice(event);
      expect(notificationInSpanish(title), title).not.toBe(title);
      expect(notificationInSpanish(body), body).not.toBe(body);
    }
    const paid = paidInProviderNotification("xero", `${progressLabel(4)} for Casa Ruiz ($1,200.00)`);
    expect(notificationInSpanish(paid.body)).toBe(
      "El Avance n.º 4 de Casa Ruiz ($1,200.00) se marcó como pagado en Xero. Sus recordatorios se detuvieron.",
    );
    // A pay application's lien waiver deadline: the state and its statute's citation as the law writes them.
    const waiver = { state: "TX", deadlineOn: "2026-12-15", fields: { amount: "$4,500.00" } } as Parameters<
      typeof deadlineMessage
    >[0];
    expect(notificationInSpanish(deadlineMessage(waiver, 3, "Tex. Prop. Code § 53.286"))).toBe(
      "Solicitud n.º 3: si no le han pagado $4,500.00, Texas exige una declaración jurada de falta de pago (affidavit of nonpayment) a más tardar el 2026-12-15 (Tex. Prop. Code § 53.286); después de esa fecha, la renuncia vale como si le hubieran pagado.",
    );
    // A second subscription undone, refunded or before any charge.
    for (const refunded of [true, false]) {
      const { title, body } = duplicateNotice(refunded);
      expect(notificationInSpanish(title)).toBe("Cancelamos una segunda suscripción");
      expect(notificationInSpanish(body), body).toBe(es[refunded ? "duplicateRefunded" : "duplicateUncharged"]);
    }
    expect(notificationInSpanish("Something the catalogue does not know")).toBe(
      "Something the catalogue does not know",
    );
  });
});

const items = [
  {
    id: 1,
    userId: 1,
    kind: "approved",
    title: "Progress approved",
    body: "Dana Ruiz approved Progress #3 for Kitchen remodel ($4,500.00).",
    link: "/progress/3",
    readAt: null,
    createdAt: new Date().toISOString(),
  },
];

describe("the bell's open menu", () => {
  beforeAll(() => setAppLanguage("es"));
  afterAll(() => setAppLanguage("en"));

  it("shows a stored English notification in Spanish for a Spanish reader", async () => {
    stubApi({ "GET /api/notifications": json({ items, unreadCount: 1 }) });
    await act(async () => {
      renderPage(<NotificationBell defaultOpen />);
    });
    expect(await screen.findByText("Avance aprobado")).toBeTruthy();
    expect(screen.getByText("Dana Ruiz aprobó el Avance n.º 3 de Kitchen remodel ($4,500.00).")).toBeTruthy();
    expect(screen.queryByText("Progress approved")).toBeNull();
  });

  it("shows it as stored for an English reader", async () => {
    setAppLanguage("en");
    stubApi({ "GET /api/notifications": json({ items, unreadCount: 1 }) });
    await act(async () => {
      renderPage(<NotificationBell defaultOpen />);
    });
    expect(await screen.findByText("Progress approved")).toBeTruthy();
    expect(screen.getByText(items[0]!.body)).toBeTruthy();
    setAppLanguage("es");
  });
});
