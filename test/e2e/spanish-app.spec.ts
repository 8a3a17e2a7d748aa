// The app in Spanish (issue 34, ADR 0195): a contractor whose phone speaks Spanish (es-US) registers, sees the app in
// Spanish from the first screen and bills a stage with a photo, then finds it on its payment status screen. On every
// screen on the way, no English sentence of the app's catalogues is left (the shell and the page; dialogs that other
// features open on their own, such as a badge earned, are not this journey's).
import type { Page } from "@playwright/test";
import { APP_CATALOGUES } from "#schema/i18n/app/all";
import { makeClient, makeProject } from "../factories/billing";
import { actorOf, expect, test, uniqueUsername } from "./fixtures";

test.use({ locale: "es-US", timezoneId: "America/Chicago" });

const PHOTO = "test/fixtures/panel-rough-in.jpg";

/** Each English sentence whose Spanish differs, as the literal text around its arguments (what a screen would show). */
const ENGLISH = [
  ...new Set(
    Object.values(APP_CATALOGUES).flatMap(({ en, es }) =>
      Object.keys(en)
        .filter((key) => en[key] !== es[key])
        .flatMap((key) => en[key]!.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/))
        .map((part) => part.trim())
        // A piece too short to be a sentence of its own ("Last", "#") would match Spanish or data by chance.
        .filter((part) => part.length >= 4 && /[a-z]{3}/i.test(part)),
    ),
  ),
];
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const WORDS = ENGLISH.map((text) => ({ text, pattern: new RegExp(`(^|[^\\p{L}])${literal(text)}(?![\\p{L}])`, "u") }));

/** The English catalogue sentences the app's frame and page show right now (none, on a Spanish screen). */
async function englishLeft(page: Page, untranslatedCard?: string) {
  const shown = await page.evaluate(
    (skip) =>
      ["header", "main", "nav"]
        .flatMap((selector) => [...document.querySelectorAll<HTMLElement>(selector)])
        .map((el) => {
          if (!skip) return el.innerText;
          // A card not yet in the catalogue (named by its English heading) is left out of this check; issue 34
          // lists it as still to translate.
          const cards = [...el.querySelectorAll("h2")].filter((h) => h.textContent === skip);
          const hidden = cards.map((h) => h.parentElement?.parentElement).filter((c): c is HTMLElement => !!c);
          for (const c of hidden) c.style.display = "none";
          const text = el.innerText;
          for (const c of hidden) c.style.display = "";
          return text;
        })
        .join("\n"),
    untranslatedCard,
  );
  return WORDS.filter((w) => w.pattern.test(shown)).map((w) => w.text);
}
const expectSpanish = async (page: Page, untranslatedCard?: string) =>
  expect.poll(() => englishLeft(page, untranslatedCard)).toEqual([]);

test("a contractor with a Spanish phone registers and bills a stage, every screen in Spanish", async ({ page }) => {
  const username = uniqueUsername("es");
  await page.goto("/auth");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByText("Cobre cada etapa desde la obra. Reciba su pago más rápido.")).toBeVisible();
  await page.getByRole("tab", { name: "Registrarse" }).click();
  await expectSpanish(page);

  // The schemas' messages in Spanish, under their fields.
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("El nombre completo es obligatorio")).toBeVisible();
  await expect(page.getByText("La contraseña debe tener al menos 6 caracteres")).toBeVisible();
  await expectSpanish(page);

  await page.getByLabel("Nombre completo").fill("Rosa Medina");
  await page.getByLabel("Nombre de la empresa").fill("Medina Eléctrica");
  await page.getByLabel("Correo electrónico").fill(`${username}@example.com`);
  await page.getByLabel("Usuario").fill(username);
  await page.getByLabel("Contraseña", { exact: true }).fill("escalera-obra-42");
  await page.getByLabel("Confirme la contraseña").fill("escalera-obra-42");
  await page.getByRole("button", { name: "Crear cuenta" }).click();

  // The dashboard, in Spanish.
  await expect(page.getByRole("heading", { name: "Hola, Rosa Medina" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Resumen de flujo de caja" })).toBeVisible();
  await expect(page.getByText("No hay actividad reciente")).toBeVisible();
  await expectSpanish(page);

  // A client and a job to bill (their own screens are not this journey's).
  const actor = actorOf(page);
  const client = await makeClient(actor, { name: "Jorge Salas", companyName: "Casa Salas" });
  const project = await makeProject(actor, { name: "Cocina Salas", clientId: client.id, totalValue: 1_850_000 });
  await expect(
    page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Nuevo avance" }),
  ).toBeVisible();

  // The project's page, then the wizard from it.
  await page.goto(`/project/${project.id}`);
  await expect(page.getByRole("heading", { name: "Cocina Salas" })).toBeVisible();
  await expect(page.getByText("Todavía no hay avances")).toBeVisible();
  await expect(page.getByText("Falta por facturar")).toBeVisible();
  await expectSpanish(page);
  await page.getByRole("link", { name: "Enviar avance" }).click();

  await expect(page.getByText("Este será el Avance #1")).toBeVisible();
  await page.getByRole("button", { name: "Continuar a Fotos" }).click();
  await expect(page.getByText("El porcentaje de avance es obligatorio")).toBeVisible();
  await expect(page.getByText("El monto es obligatorio")).toBeVisible();
  await expectSpanish(page);
  await page.getByLabel("% de avance de obra").fill("40");
  await page.getByLabel("Monto ($)").fill("5550.50");
  await page.getByRole("button", { name: "Continuar a Fotos" }).click();

  await expect(page.getByRole("heading", { name: "Fotos del trabajo" })).toBeVisible();
  await page.getByLabel("Elegir fotos").setInputFiles(PHOTO);
  await expect(page.getByText("Subida", { exact: true })).toBeVisible();
  await page.getByLabel("Descripción de la foto 1").fill("Tablero nuevo");
  await expectSpanish(page);
  await page.getByRole("button", { name: "Continuar a Revisar" }).click();

  await expect(page.getByRole("heading", { name: "Revisar" })).toBeVisible();
  await expect(page.getByText("1 foto", { exact: true })).toBeVisible();
  await expect(page.getByText("Sin fecha de vencimiento")).toBeVisible();
  await expectSpanish(page);
  await page.getByRole("button", { name: "Enviar avance" }).click();

  await expect(page.getByRole("heading", { name: "Avance enviado con éxito" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Enviar recordatorio de pago" })).toBeVisible();
  await expectSpanish(page);
  await page.getByRole("link", { name: "Ver estado del pago" }).click();

  // The payment status screen.
  await expect(page.getByRole("heading", { name: "Avance #1" })).toBeVisible();
  await expect(page.getByText("Esperando la aprobación del cliente")).toBeVisible();
  await expect(page.getByText("Pendiente", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fotos" })).toBeVisible();
  // The client-approval card (resend link, sign in person) is still English: the one card of this screen not yet
  // translated (issue 34 stays open for it).
  await expectSpanish(page, "Client approval");
});
