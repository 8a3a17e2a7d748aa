// The last English of the contractor's app in Spanish (issue 34, ADR 0195, ADR 0230): Project Details' "Manage
// project", the Payment Options card, signing in person and its /thank-you, /payment-success, Page Not Found, a page
// that did not load and the contact block's phone note, rendered for a person who reads Spanish, with no English
// sentence of their catalogues left in the text or the accessible names.
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CONSENT_TEXT } from "#schema/contracts/approval-texts";
import { APP_CATALOGUES } from "#schema/i18n/app/all";
import { CLIENT_CATALOGUES } from "#schema/i18n/client";
import NotFoundPage from "#web/app/not-found";
import { RouteError } from "#web/app/route-error";
import { PhoneCheckNote } from "#web/components/ui/contact-block";
import type { ApprovalView } from "#web/features/approval/api/approval";
import { DecisionPanel } from "#web/features/approval/components/decision-panel";
import ThankYouPage from "#web/features/approval/components/thank-you-page";
import PaymentSuccessPage from "#web/features/billing/components/payment-success-page";
import { PaymentLinksCard } from "#web/features/payments/components/payment-links-card";
import ProjectActions from "#web/features/projects/components/project-actions";
import { setAppLanguage } from "#web/lib/app-language";
import { wordsArriving } from "#web/lib/words";
import { json, renderPage, stubApi } from "./render";

// Before any module loads: each part's Spanish starts loading as its module runs, as for a Spanish reader's phone.
vi.hoisted(() => localStorage.setItem("ps-app-language", "es"));
beforeAll(async () => {
  setAppLanguage("es");
  await wordsArriving();
});
afterAll(() => {
  setAppLanguage("en");
  localStorage.removeItem("ps-app-language");
});
afterEach(() => vi.unstubAllGlobals());

/** The English pieces of a catalogue (the literal text around its arguments) that Spanish writes otherwise. */
function englishOf(part: string) {
  const { en, es } = APP_CATALOGUES[part]!;
  return Object.keys(en)
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

function englishLeft(parts: string[]) {
  const shown = onScreen();
  return [...new Set(parts.flatMap(englishOf))].filter((piece) =>
    new RegExp(`(^|[^\\p{L}])${piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(shown),
  );
}

const owner = { id: 1, fullName: "Rosa Medina", email: "rosa@example.com", role: "owner", country: "US" };
const project = {
  id: 7,
  name: "Casa Vega",
  description: null,
  clientId: 3,
  totalValue: 1_000_000,
  status: "active",
  lastProgressNumber: 2,
};

describe("the app's last English, in Spanish", () => {
  it("Project Details' Manage project: buttons, and archiving a billed project", async () => {
    stubApi({ "GET /api/user": json(owner) });
    renderPage(<ProjectActions project={project} />, { path: "/project/:id", url: "/project/7" });
    expect(await screen.findByRole("heading", { name: "Administrar proyecto" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Marcar como terminado" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Eliminar proyecto" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("¿Archivar «Casa Vega»?")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Archivar proyecto" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Cancelar" })).toBeTruthy();
    expect(englishLeft(["project-actions"])).toEqual([]);
  });

  it("an archived project's note", async () => {
    stubApi({ "GET /api/user": json(owner) });
    renderPage(<ProjectActions project={{ ...project, status: "archived" }} />);
    expect(await screen.findByText(/^Archivado\. Ya no aparece en sus listas/)).toBeTruthy();
    expect(englishLeft(["project-actions"])).toEqual([]);
  });

  it("Payment Options: the methods, the links and their copy buttons", async () => {
    stubApi({
      "GET /api/user": json(owner),
      "POST /api/payments/generate-links": json({
        paymentLinks: [{ method: "paypal", displayName: "PayPal", link: "https://paypal.me/rosa/800" }],
        instructions: [],
        reference: "Casa Vega - Progress #2",
        amount: 80_000,
        currency: "USD",
        locale: "en-US",
        disclaimer: "",
      }),
    });
    renderPage(<PaymentLinksCard progressId={2} clientId={3} />);
    expect(await screen.findByRole("heading", { name: "Opciones de pago" })).toBeTruthy();
    const select = screen.getByLabelText("Método de pago");
    const options = [...select.querySelectorAll("option")].map((o) => o.textContent);
    expect(options).toEqual([
      "Transferencia bancaria",
      "PayPal",
      "Venmo",
      "Zelle",
      "Cash App",
      "Cheque",
      "Todos los métodos registrados",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Generar enlaces de pago" }));
    expect(await screen.findByRole("button", { name: "Copiar enlace de PayPal" })).toBeTruthy();
    expect(screen.getByText("Monto")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Enlaces de pago" })).toBeTruthy();
    expect(englishLeft(["payment-links"])).toEqual([]);
  });

  it("signing in person: the box, the buttons and the reject dialog; the consent in the client's language", async () => {
    const view = {
      client: { name: "Marcus Webb" },
      contractor: { companyName: "Medina Eléctrica" },
      contentHash: "abc",
      consent: { text: CLIENT_CATALOGUES.fr.consent, language: "fr" },
    } as unknown as ApprovalView;
    const mutation = { mutateAsync: vi.fn(), isPending: false };
    render(
      <Suspense fallback={null}>
        <DecisionPanel view={view} approve={mutation} reject={mutation} onDecided={() => {}} />
      </Suspense>,
    );
    expect(await screen.findByRole("heading", { name: "Firma del cliente" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Firmar y aprobar" })).toBeTruthy();
    expect(screen.getByLabelText("Su nombre completo")).toBeTruthy();
    expect(screen.getByText("La firma es obligatoria")).toBeTruthy();
    // The client's sentence, marked as theirs, as the Worker will store it (ADR 0232); never the app's English.
    expect(screen.getByText(CLIENT_CATALOGUES.fr.consent).getAttribute("lang")).toBe("fr");
    expect(screen.queryByText(CONSENT_TEXT)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Rechazar" }));
    expect(await screen.findByText("¿Rechazar este avance?")).toBeTruthy();
    expect(screen.getByPlaceholderText("¿Qué debe cambiar antes de que usted lo apruebe?")).toBeTruthy();
    expect(englishLeft(["signing"])).toEqual([]);
  });

  it("signing in person from a view kept before the Worker sent its consent: English, as it will be stored", async () => {
    const view = {
      client: { name: "Marcus Webb" },
      contractor: { companyName: "Medina Eléctrica" },
      contentHash: "abc",
    } as unknown as ApprovalView;
    const mutation = { mutateAsync: vi.fn(), isPending: false };
    render(
      <Suspense fallback={null}>
        <DecisionPanel view={view} approve={mutation} reject={mutation} onDecided={() => {}} />
      </Suspense>,
    );
    expect((await screen.findByText(CONSENT_TEXT)).getAttribute("lang")).toBe("en");
  });

  it("the app's /thank-you after signing in person", async () => {
    const router = createMemoryRouter([{ path: "/thank-you", element: <ThankYouPage /> }], {
      initialEntries: [
        { pathname: "/thank-you", state: { decision: "approved", company: "Medina Eléctrica", progressId: 2 } },
      ],
    });
    render(
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>,
    );
    expect(await screen.findByRole("heading", { name: "¡Gracias!" })).toBeTruthy();
    expect(screen.getByText("Medina Eléctrica le envía la factura y las formas de pago.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Volver al estado del pago" })).toBeTruthy();
    expect(englishLeft(["signing"])).toEqual([]);
  });

  it("/payment-success, Page Not Found, a page that did not load and the phone note", async () => {
    stubApi({
      "GET /api/subscription-status": json({
        plan: "starter",
        status: "active",
        currentPeriodEnd: null,
        paidFrom: null,
      }),
    });
    renderPage(<PaymentSuccessPage />, { path: "/payment-success", url: "/payment-success?session_id=cs_1" });
    expect(await screen.findByRole("heading", { name: "Pago realizado" })).toBeTruthy();
    expect(screen.getByText("Se activó su suscripción Starter Package.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Administrar suscripción" })).toBeTruthy();
    expect(englishLeft(["payment-success"])).toEqual([]);

    await act(async () => {
      render(
        <Suspense fallback={null}>
          <NotFoundPage />
          <RouteError />
          <PhoneCheckNote />
        </Suspense>,
      );
    });
    expect(await screen.findByRole("heading", { name: "Página no encontrada" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Esta página no se cargó" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Volver a cargar" })).toBeTruthy();
    expect(screen.getByText(/^Revise este número/)).toBeTruthy();
    expect(englishLeft(["not-found", "contact", "common"])).toEqual([]);
  });
});
