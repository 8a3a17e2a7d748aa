// More of the contractor's app in Spanish (issue 34, ADR 0195): the offline banner and the update prompt, the
// dashboard's "Progress on this device" card and the toast when a queued billing goes out, rendered for a person who
// reads Spanish, with no English of their catalogues left in the text or the accessible names.
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, Suspense } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { APPROVAL_TEXTS, PROGRESS_NOT_FOUND, PROGRESS_NOT_FOUND_TEXT } from "#schema/contracts/approval-texts";
import { PHOTO_TEXTS } from "#schema/contracts/photo-texts";
import { APP_CATALOGUES } from "#schema/i18n/app/all";
import AppStatus from "#web/app/pwa/app-status";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog-view";
import { Dialog } from "#web/components/ui/dialog";
import OwnerApprovalPage from "#web/features/approval/components/owner-approval-page";
import ClientsPage from "#web/features/clients/components/clients-page";
import AcceptInvitePage from "#web/features/invite/components/accept-invite-page";
import ProgressPaymentPanel from "#web/features/payments/components/progress-payment-panel";
import type { QueuedSubmission } from "#web/features/progress/offline/outbox-store";
import QueuedSubmissionsCard from "#web/features/progress/offline/queued-submissions-card";
import { ApiError } from "#web/lib/api";
import { setAppLanguage } from "#web/lib/app-language";
import { useCommonWords } from "#web/lib/common-words";
import { planLimitToast } from "#web/lib/plan-limit";
import { wordsArriving } from "#web/lib/words";
import { json, renderPage, stubApi } from "./render";

vi.hoisted(() => localStorage.setItem("ps-app-language", "es"));
const online = vi.hoisted(() => ({ now: true }));
vi.mock("#web/lib/use-online", () => ({ useOnline: () => online.now, isOnline: () => online.now }));
vi.mock("#web/app/pwa/use-service-worker", () => ({
  useServiceWorker: () => ({ updateReady: true, reload: () => {} }),
}));
const outbox = vi.hoisted(() => ({ items: [] as unknown[] }));
vi.mock("#web/features/progress/offline/use-outbox", () => ({
  useOutbox: () => ({ items: outbox.items, retry: () => {}, discard: () => {} }),
}));

beforeAll(async () => {
  setAppLanguage("es");
  await wordsArriving();
});
afterAll(() => {
  setAppLanguage("en");
  localStorage.removeItem("ps-app-language");
});
afterEach(() => vi.unstubAllGlobals());

/** The English pieces of a catalogue's keys (the literal text around their arguments) that Spanish writes otherwise. */
function englishOf(part: string, keys?: string[]) {
  const { en, es } = APP_CATALOGUES[part]!;
  return (keys ?? Object.keys(en))
    .filter((key) => en[key] !== es[key])
    .flatMap((key) => en[key]!.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/))
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 4 && /[a-z]{3}/i.test(piece));
}

/** What a person reads or hears on screen now: the text, and every aria-label and placeholder. */
function onScreen() {
  const labels = [...document.querySelectorAll("[aria-label], [placeholder]")].map(
    (el) => `${el.getAttribute("aria-label") ?? ""} ${el.getAttribute("placeholder") ?? ""}`,
  );
  return `${document.body.textContent}\n${labels.join("\n")}`;
}

function englishLeft(pieces: string[]) {
  const shown = onScreen();
  return [...new Set(pieces)].filter((piece) =>
    new RegExp(`(^|[^\\p{L}])${piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(shown),
  );
}

const owner = { id: 1, fullName: "Rosa Medina", email: "rosa@example.com", role: "owner", country: "US" };

function queued(over: Partial<QueuedSubmission>): QueuedSubmission {
  return {
    key: over.key ?? "k",
    userId: 1,
    queuedAt: 0,
    projectId: 7,
    projectName: "Casa Vega",
    completionPercentage: 40,
    amount: 80_000,
    description: "",
    dueDate: null,
    photos: [],
    state: "queued",
    attempts: 0,
    nextAttemptAt: 0,
    error: null,
    sent: null,
    sentAt: null,
    ...over,
  } as QueuedSubmission;
}

describe("the app's frame and outbox, in Spanish", () => {
  it("the offline banner and the update prompt", async () => {
    stubApi({ "GET /api/user": json(owner) });
    online.now = false;
    renderPage(<AppStatus />);
    expect(
      await screen.findByText(
        "Está sin conexión. Se muestra lo último que se cargó; el avance que envíe se manda cuando vuelva a tener conexión.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("region", { name: "Actualización disponible" })).toBeTruthy();
    expect(screen.getByText("Hay una nueva versión disponible")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Volver a cargar" })).toBeTruthy();
    expect(englishLeft(englishOf("shell", ["offline", "updateAvailable", "newVersion"]))).toEqual([]);
    expect(englishLeft(englishOf("common", ["reload"]))).toEqual([]);
    online.now = true;
  });

  it("the dashboard's Progress on this device card, each state", async () => {
    stubApi({ "GET /api/user": json(owner) });
    online.now = false;
    outbox.items = [
      queued({ key: "a", photos: [{}, {}] as QueuedSubmission["photos"] }),
      queued({ key: "b", state: "failed", error: null }),
      queued({ key: "c", state: "sent", sent: { id: 9, progressNumber: 3, approvalDelivery: "queued" } }),
      queued({ key: "d", state: "sending", photos: [{}] as QueuedSubmission["photos"] }),
    ];
    renderPage(<QueuedSubmissionsCard userId={1} />);
    expect(await screen.findByRole("heading", { name: "Avances en este dispositivo" })).toBeTruthy();
    expect(screen.getByText("En cola: se envía cuando vuelva a tener conexión")).toBeTruthy();
    expect(screen.getByText("No enviado: el servidor lo rechazó")).toBeTruthy();
    expect(screen.getByText("Enviado")).toBeTruthy();
    expect(screen.getByText("Enviando...")).toBeTruthy();
    expect(screen.getByText(/2 fotos$/)).toBeTruthy();
    expect(screen.getByText(/1 foto$/)).toBeTruthy();
    expect(screen.getByText("Casa Vega · Avance #3")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ver estado del pago" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Quitar" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reintentar" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Descartar" })).toBeTruthy();
    expect(englishLeft(englishOf("outbox"))).toEqual([]);
    online.now = true;
    outbox.items = [];
  });

  it("the toast when a queued billing goes out", () => {
    const { es } = APP_CATALOGUES.outbox!;
    expect(es.sentToast).toBe("Avance enviado");
    expect(es.sentToClient).toBe("{billing} se envió a su cliente.");
  });

  it("the shared dialogs' Close and Cancel, and the plan-limit toast's button", async () => {
    let label = "";
    function Limit() {
      const common = useCommonWords();
      label = planLimitToast(new ApiError(403, "Limit", {}, "LIMIT_REACHED"), () => {}, common).action!.label;
      return null;
    }
    const shown = async (element: ReactNode) => {
      let view: ReturnType<typeof render> | undefined;
      await act(async () => {
        view = render(<Suspense fallback={null}>{element}</Suspense>);
      });
      return view!;
    };
    const dialog = await shown(
      <Dialog open onOpenChange={() => {}} title="Casa Vega">
        <p>Cuerpo</p>
      </Dialog>,
    );
    expect(screen.getByRole("button", { name: "Cerrar" })).toBeTruthy();
    expect(englishLeft(englishOf("common", ["close"]))).toEqual([]);
    dialog.unmount();
    const confirm = await shown(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="¿Archivar?"
        description=""
        confirmLabel="Archivar"
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByRole("button", { name: "Cancelar" })).toBeTruthy();
    expect(englishLeft(englishOf("common", ["cancel"]))).toEqual([]);
    confirm.unmount();
    await shown(<Limit />);
    expect(label).toBe("Mejore su plan");
  });

  it("the clients list's Edit button, by the client's name", async () => {
    stubApi({
      "GET /api/user": json(owner),
      "GET /api/clients": json([
        { id: 3, name: "Marcus Webb", email: "marcus@example.com", phone: null, address: null },
      ]),
    });
    renderPage(<ClientsPage />, { path: "/clients" });
    expect(await screen.findByRole("button", { name: "Editar Marcus Webb" })).toBeTruthy();
    expect(englishLeft(englishOf("clients", ["edit"]))).toEqual([]);
  });

  it("joining a team: Passwords don't match", async () => {
    const token = "a".repeat(43);
    stubApi({
      "GET /api/user": json({ message: "Not signed in", code: "UNAUTHORIZED" }, 401),
      [`GET /api/invites/${token}`]: json({
        companyName: "Pike Plumbing",
        fullName: "Sam Rivera",
        role: "field",
        invitedBy: "Jordan Pike",
        email: "sam@example.com",
        phone: null,
        phoneDisplay: null,
      }),
    });
    renderPage(<AcceptInvitePage />, { path: "/invite/:token", url: `/invite/${token}` });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Usuario"), "samr");
    await user.type(screen.getByLabelText("Contraseña"), "conduit-77");
    await user.type(screen.getByLabelText("Confirme la contraseña"), "conduit-78");
    fireEvent.submit(screen.getByLabelText("Usuario").closest("form")!);
    expect(await screen.findByText("Las contraseñas no coinciden")).toBeTruthy();
    expect(screen.queryByText("Passwords don't match")).toBeNull();
  });

  it("the Get Paid card and its Request Payment button", async () => {
    stubApi({ "GET /api/user": json(owner) });
    renderPage(
      <ProgressPaymentPanel
        progressId={2}
        client={{ id: 3, name: "Marcus Webb", email: "marcus@example.com", phone: null }}
      />,
    );
    expect(await screen.findByRole("heading", { name: "Cobrar" })).toBeTruthy();
    expect(
      screen.getByText("Aprobado. Envíe a Marcus Webb el monto pendiente con sus enlaces de pago e instrucciones."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Solicitar pago" })).toBeTruthy();
    expect(englishLeft(englishOf("get-paid"))).toEqual([]);
  });

  describe("signing in person: the page around the signature box", () => {
    const view = (over: Record<string, unknown> = {}) => ({
      progress: {
        id: 2,
        status: "approved",
        progressNumber: 2,
        amount: 80_000,
        currency: "USD",
        locale: "en-US",
        completionPercentage: 40,
        dueDate: "2026-12-15",
        description: "Rough-in",
        photos: [
          { url: "https://example.com/a.jpg", caption: "Panel" },
          { url: "https://example.com/b.jpg", caption: null },
        ],
        paidAt: null,
      },
      project: { name: "Casa Vega" },
      client: { name: "Marcus Webb" },
      contractor: { companyName: "Medina Eléctrica" },
      decision: { decision: "approved", signerName: "Marcus Webb", decidedAt: "2026-11-20T15:00:00Z", reason: null },
      contentHash: "abc",
      ...over,
    });

    it("a signed progress: the heading, the summary, the photos and the way back", async () => {
      stubApi({ "GET /api/user": json(owner), "GET /api/progress/2/approval": json(view()) });
      renderPage(<OwnerApprovalPage />, { path: "/progress/:progressId/approve", url: "/progress/2/approve" });
      expect(await screen.findByRole("heading", { name: "Aprobación del avance" })).toBeTruthy();
      expect(screen.getByRole("status", { name: "Cargando" })).toBeTruthy();
      expect(await screen.findByText(/^Aprobado por Marcus Webb el /)).toBeTruthy();
      expect(
        screen.getByText("Esta aprobación es definitiva. El registro firmado se adjunta a la factura."),
      ).toBeTruthy();
      expect(screen.getByText("Proyecto")).toBeTruthy();
      expect(screen.getByText("Avance #")).toBeTruthy();
      expect(screen.getByText("Monto")).toBeTruthy();
      expect(screen.getByText("Fecha de vencimiento")).toBeTruthy();
      expect(screen.getByText("Descripción")).toBeTruthy();
      expect(screen.getByRole("heading", { name: "Fotos (2)" })).toBeTruthy();
      expect(await screen.findByRole("button", { name: "Ampliar la foto 1: Panel" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Ampliar la foto 2" })).toBeTruthy();
      expect(screen.getByRole("link", { name: "Volver al estado del pago" })).toBeTruthy();
      expect(englishLeft([...englishOf("signing-page"), ...englishOf("photo-grid")])).toEqual([]);
    });

    it("a pending progress: hand the device over", async () => {
      stubApi({
        "GET /api/user": json(owner),
        "GET /api/progress/2/approval": json(
          view({ decision: null, progress: { ...view().progress, status: "pending", photos: [] } }),
        ),
      });
      renderPage(<OwnerApprovalPage />, { path: "/progress/:progressId/approve", url: "/progress/2/approve" });
      expect(
        await screen.findByText("Entréguele su dispositivo a Marcus Webb para que revise el trabajo y firme."),
      ).toBeTruthy();
    });

    it("a rejected, then a paid progress", async () => {
      stubApi({
        "GET /api/user": json(owner),
        "GET /api/progress/2/approval": json(
          view({
            decision: { decision: "rejected", signerName: null, decidedAt: "2026-11-20T15:00:00Z", reason: null },
          }),
        ),
        "GET /api/progress/3/approval": json(
          view({ progress: { ...view().progress, id: 3, status: "paid", paidAt: "2026-11-25T15:00:00Z" } }),
        ),
      });
      renderPage(<OwnerApprovalPage />, { path: "/progress/:progressId/approve", url: "/progress/2/approve" });
      expect(await screen.findByText(/^Rechazado el /)).toBeTruthy();
      expect(screen.getByText("No se dio ningún motivo.")).toBeTruthy();
      expect(
        screen.getByText("No se debe ningún pago por este avance. Medina Eléctrica se pondrá en contacto."),
      ).toBeTruthy();
      renderPage(<OwnerApprovalPage />, { path: "/progress/:progressId/approve", url: "/progress/3/approve" });
      expect(await screen.findByText(/^Pagado el .*\. ¡Gracias!$/)).toBeTruthy();
    });

    it("a progress that is not there", async () => {
      stubApi({ "GET /api/user": json(owner) });
      renderPage(<OwnerApprovalPage />, { path: "/progress/:progressId/approve", url: "/progress/99/approve" });
      expect(await screen.findByRole("heading", { name: "Avance no encontrado" })).toBeTruthy();
      expect(screen.getByText("El avance que busca no existe o usted no tiene permiso para verlo.")).toBeTruthy();
      expect(screen.getByRole("link", { name: "Volver a Facturas" })).toBeTruthy();
      expect(englishLeft(englishOf("signing-page"))).toEqual([]);
    });

    it("says in English exactly what the schema and the client's link page say", () => {
      const { en } = APP_CATALOGUES["signing-page"]!;
      expect(en.title).toBe(APPROVAL_TEXTS.title);
      expect(en.notFound).toBe(PROGRESS_NOT_FOUND);
      expect(en.notFoundText).toBe(PROGRESS_NOT_FOUND_TEXT);
      expect(en.approvalFinal).toBe(APPROVAL_TEXTS.approvalFinal);
      expect(en.noReason).toBe(APPROVAL_TEXTS.rejectionReason(null));
      expect(en.paid).toBe(APPROVAL_TEXTS.paidThanks(null));
      for (const key of ["project", "progressNumber", "amount", "dueDate", "completion", "description"] as const)
        expect(en[key]).toBe(APPROVAL_TEXTS[key]);
      const grid = APP_CATALOGUES["photo-grid"]!.en;
      expect(grid.enlargeCaptioned!.replace("{number}", "2").replace("{caption}", "Panel")).toBe(
        PHOTO_TEXTS.enlargePhoto(1, "Panel"),
      );
      expect(grid.title!.replace("{number}", "1").replace("{count}", "3")).toBe(PHOTO_TEXTS.photoTitle(0, 3));
    });
  });
});
