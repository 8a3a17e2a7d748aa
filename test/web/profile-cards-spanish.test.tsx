// /profile's lower cards, a pay application's lien waivers and the accounting export in Spanish (issue 34, ADR 0195):
// each rendered for a person who reads Spanish, with no English sentence of its catalogue left in the text, the
// accessible names or the placeholders.
import { act, fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PayAppView } from "#schema/contracts/pay-apps";
import ExportDialog from "#web/features/invoices/components/export-dialog";
import WaiversPanel from "#web/features/pay-apps/components/waivers-panel";
import { BusinessTaxCard } from "#web/features/profile/components/business-tax-card";
import { DataExportCard } from "#web/features/profile/components/data-export-card";
import { DeleteCompanyCard } from "#web/features/profile/components/delete-company-card";
import { DemoAccountsCard } from "#web/features/profile/components/demo-accounts-card";
import { IntegrationsCard } from "#web/features/profile/components/integrations-card";
import { PaymentSettingsCard } from "#web/features/profile/components/payment-settings-card";
import { PeppolCard } from "#web/features/profile/components/peppol-card";
import SecurityCard from "#web/features/profile/components/security-card";
import { RecoveryCodes, TotpKey } from "#web/features/profile/components/two-factor-setup";
import { setAppLanguage } from "#web/lib/app-language";
import type { CurrentUser } from "#web/lib/session";
import { wordsArriving } from "#web/lib/words";
import { englishLeft } from "./english-left";
import { json, renderPage, stubApi } from "./render";

// Before any module loads: each part's Spanish starts loading as its module runs, as for a Spanish reader's phone.
vi.hoisted(() => localStorage.setItem("ps-app-language", "es"));
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  setAppLanguage("es");
  await wordsArriving();
});
afterAll(() => {
  setAppLanguage("en");
  localStorage.removeItem("ps-app-language");
});
afterEach(() => vi.unstubAllGlobals());

const owner = {
  id: 1,
  username: "rosa",
  fullName: "Rosa Medina",
  email: "rosa@example.com",
  role: "owner",
  country: "GB",
  timezone: "Europe/London",
  preferredPaymentMethod: "iban",
  iban: "IE29AIBK93115212345678",
  bankAccountName: "Rosa Medina",
  paypalUsername: "rosamedina",
} as unknown as CurrentUser;

async function show(element: ReactNode) {
  await act(async () => {
    renderPage(element, { path: "/profile" });
  });
}

describe("/profile's cards in Spanish", () => {
  it("Business and tax, with the company's own tax rates", async () => {
    stubApi({
      "GET /api/user": json(owner),
      "GET /api/company": json({
        country: "GB",
        currency: "GBP",
        locale: "en-GB",
        taxMode: "exclusive",
        taxRegistrations: [],
        defaultTaxRate: null,
        invoicePrefix: "INV-",
        address: null,
      }),
      "GET /api/tax-rates": json({ rates: [] }),
    });
    await show(<BusinessTaxCard />);
    expect(await screen.findByText("Sus propias tasas de impuesto")).toBeTruthy();
    expect(screen.getByLabelText("Número de IVA (opcional)")).toBeTruthy();
    // The country in Spanish, from the platform's own names.
    expect(screen.getByText(/^País: Reino Unido\./)).toBeTruthy();
    expect(englishLeft(["profile-business"])).toEqual([]);
  });

  it("payment settings, with the local bank fields", async () => {
    stubApi({ "GET /api/user": json(owner) });
    await show(<PaymentSettingsCard user={owner} />);
    expect(await screen.findByLabelText("BIC (código SWIFT)")).toBeTruthy();
    expect(
      screen.getByText("También registradas (se ofrecen cuando una solicitud incluye todas las formas)"),
    ).toBeTruthy();
    expect(englishLeft(["profile-payments"])).toEqual([]);
  });

  it("payment settings: the shared schema's bank-detail messages, in Spanish", async () => {
    stubApi({ "GET /api/user": json(owner) });
    await show(<PaymentSettingsCard user={owner} />);
    const iban = await screen.findByDisplayValue("IE29AIBK93115212345678");
    fireEvent.change(iban, { target: { value: "DE8937040044053201300" } });
    fireEvent.change(screen.getByLabelText("BIC (código SWIFT)"), { target: { value: "AIB" } });
    fireEvent.click(screen.getByRole("checkbox"));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Guardar datos de cobro" }));
    });
    expect(await screen.findByText("Un IBAN de DE tiene 22 caracteres")).toBeTruthy();
    expect(screen.getByText("Un BIC tiene 8 u 11 letras y dígitos, p. ej. COBADEFFXXX")).toBeTruthy();
    expect(screen.queryByText(/An IBAN|A BIC/)).toBeNull();
  });

  it("sign-in and security: passkeys, password, two-step sign-in and devices", async () => {
    stubApi({
      "GET /api/user": json(owner),
      "GET /api/account/security": json({
        passkeys: [
          { id: "p1", name: "Pixel 8", createdAt: "2026-11-01T10:00:00.000Z", lastUsedAt: "2026-11-20T10:00:00.000Z" },
        ],
        twoFactor: { enabled: true, recoveryCodesLeft: 7 },
      }),
      "GET /api/account/security/sessions": json([
        {
          id: "s1",
          device: "Chrome en Android",
          ip: "203.0.113.9",
          signedInAt: "2026-11-27T10:00:00.000Z",
          current: true,
        },
        { id: "s2", device: "Safari en iPhone", ip: null, signedInAt: "2026-11-26T10:00:00.000Z", current: false },
      ]),
    });
    await show(<SecurityCard />);
    expect(await screen.findByText(/Le quedan 7 códigos de recuperación/)).toBeTruthy();
    expect(await screen.findByText("Chrome en Android (este dispositivo)")).toBeTruthy();
    expect(englishLeft(["profile-security"])).toEqual([]);
  });

  it("the two-step setup: the key and the recovery codes", async () => {
    stubApi({});
    await show(
      <>
        <TotpKey secret="JBSWY3DPEHPK3PXP" uri="otpauth://totp/PayStage:rosa?secret=JBSWY3DPEHPK3PXP" />
        <RecoveryCodes codes={["aaaa-bbbb", "cccc-dddd"]} onDone={() => {}} />
      </>,
    );
    expect(await screen.findByText("Ya los guardé")).toBeTruthy();
    expect(englishLeft(["profile-security"])).toEqual([]);
  });

  it("the recovery codes' downloaded file, in Spanish", async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return "blob:codes";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    stubApi({});
    await show(<RecoveryCodes codes={["aaaa-bbbb", "cccc-dddd"]} onDone={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: "Descargar (.txt)" }));
    expect(await blobs[0]!.text()).toBe(
      "Códigos de recuperación de PayStage\nCada código le permite entrar una vez si pierde su app de autenticación.\n\naaaa-bbbb\ncccc-dddd\n",
    );
    vi.restoreAllMocks();
  });

  it("integrations, Peppol, the data export and the demo accounts", async () => {
    stubApi({
      "GET /api/user": json(owner),
      "GET /api/integrations": json({ integration: null, available: ["quickbooks", "xero"] }),
      "GET /api/peppol/registration": json({ available: true, registered: false }),
    });
    await show(
      <>
        <IntegrationsCard />
        <PeppolCard country="BE" />
        <DataExportCard />
        <DemoAccountsCard />
      </>,
    );
    expect(await screen.findByRole("button", { name: "Conectar Xero" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Registrarse como remitente Peppol" })).toBeTruthy();
    expect(englishLeft(["profile-more"])).toEqual([]);
  });

  it("the danger zone: deleting the company's account, its periods, its confirmation and its error", async () => {
    stubApi({
      "POST /api/company/delete": json({ message: "Type DELETE to confirm.", code: "BAD_REQUEST" }, 400),
    });
    await show(<DeleteCompanyCard />);
    expect(await screen.findByRole("heading", { name: "Borrar la cuenta de la empresa" })).toBeTruthy();
    // The countries in Spanish, from the platform's own names.
    expect(screen.getByText("8 años desde el fin del año de la factura: Alemania.")).toBeTruthy();
    expect(
      screen.getByText(
        /^6 años desde el fin del año siguiente al de la factura: Canadá, Reino Unido, Irlanda, España\.$/,
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Escriba DELETE para confirmar"), { target: { value: "DELETE" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Borrar la cuenta de la empresa" }));
    });
    // The server's English refusal, said in Spanish; nothing kept for the sign-in page.
    expect(await screen.findByText("Escriba DELETE para confirmar.")).toBeTruthy();
    expect(sessionStorage.getItem("ps-signed-out-notice")).toBeNull();
    expect(englishLeft(["profile-more"])).toEqual([]);
  });

  it("a connected integration, with its settings", async () => {
    stubApi({
      "GET /api/user": json(owner),
      "GET /api/integrations": json({
        integration: {
          provider: "xero",
          providerName: "Xero",
          tenantName: "Medina Ltd",
          status: "reconnect",
          tenantChoices: null,
          incomeRef: "200",
          taxCode: null,
          taxCodes: {},
          taxRates: [{ key: "standard", label: "VAT 20%" }],
          depositRef: "090",
          connectedAt: "2026-11-27T10:00:00.000Z",
          booksUrl: null,
        },
        available: ["quickbooks", "xero"],
      }),
      "GET /api/integrations/options": json({
        income: [{ id: "200", name: "Sales" }],
        taxCodes: [{ id: "T1", name: "20% (VAT on Income)" }],
        deposit: [{ id: "090", name: "Bank" }],
      }),
    });
    await show(<IntegrationsCard />);
    expect(await screen.findByText("Códigos de impuesto")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Desconectar Xero" })).toBeTruthy();
    expect(englishLeft(["profile-more"])).toEqual([]);
  });
});

const app = { id: 5, projectId: 2, appNo: 3, currency: "USD" } as unknown as PayAppView;
const waiver = (over: object) => ({
  id: 1,
  payAppId: 5,
  party: "self",
  vendorName: null,
  vendorEmail: null,
  kind: "conditional-progress",
  title: "Conditional Waiver and Release on Progress Payment",
  state: "CA",
  stateName: "California",
  templateKey: "ca-conditional-progress",
  textSha256: "x",
  text: "NOTICE TO CLAIMANT...",
  statuteNote: null,
  statutory: true,
  noticeAsLargeAsLargest: false,
  textPending: false,
  style: "plain",
  amount: 450000,
  currency: "USD",
  locale: "en-US",
  throughDate: null,
  status: "unsigned",
  notaryRequired: false,
  signerName: null,
  signerTitle: null,
  signedAt: null,
  notary: null,
  deadlineOn: null,
  ...over,
});

describe("a pay application's lien waivers in Spanish", () => {
  it("lists the waivers, their status and what can be made", async () => {
    stubApi({
      "GET /api/pay-apps/5/lien-waivers": json({
        waivers: [
          waiver({}),
          waiver({
            id: 2,
            party: "vendor",
            vendorName: "Ruiz Drywall",
            status: "sent",
            kind: "unconditional-progress",
            title: "Unconditional Waiver and Release on Progress Payment",
          }),
          waiver({
            id: 3,
            status: "signed",
            signerName: "Rosa Medina",
            signerTitle: "Dueña",
            signedAt: "2026-11-20T10:00:00.000Z",
            deadlineOn: "2026-12-20",
            kind: "conditional-final",
            title: "Conditional Waiver and Release on Final Payment",
          }),
        ],
        available: [{ kind: "unconditional-final", ok: true, reason: null, note: null }],
      }),
    });
    await show(<WaiversPanel app={app} />);
    expect(await screen.findByRole("heading", { name: "Renuncias de gravamen" })).toBeTruthy();
    expect(screen.getByText("Enviada al proveedor")).toBeTruthy();
    expect(englishLeft(["waivers"])).toEqual([]);
  });
});

describe("the accounting export in Spanish", () => {
  it("names every choice in Spanish", async () => {
    stubApi({});
    await show(<ExportDialog open onOpenChange={() => {}} timeZone="America/Chicago" />);
    expect(await screen.findByRole("dialog", { name: "Exportar para su contabilidad" })).toBeTruthy();
    expect(englishLeft(["accounting-export"])).toEqual([]);
  });
});
