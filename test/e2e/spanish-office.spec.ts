// The office screens in Spanish (issue 34, ADR 0195): an owner who reads the app in Spanish opens their profile (its
// lower cards too), the team, the subscription, the achievements and the meetings, and on each no English sentence of
// those screens' catalogues is left.
import type { Page } from "@playwright/test";
import { APP_CATALOGUES } from "#schema/i18n/app/all";
import { expect, signUpViaApi, test } from "./fixtures";

test.use({ locale: "es-US", timezoneId: "America/Chicago" });

/** These screens' catalogues (and the frame's): each English sentence whose Spanish differs, as literal pieces. */
const PARTS = [
  "shell",
  "common",
  "team",
  "subscription",
  "achievements",
  "badges",
  "profile",
  "profile-business",
  "profile-payments",
  "profile-security",
  "profile-more",
];
/** /meetings' catalogues, checked on that screen. */
const MEETING_PARTS = ["shell", "common", "meetings", "meeting-labels", "meeting-recorder", "lists"];
const wordsOf = (parts: string[]) =>
  [
    ...new Set(
      parts.flatMap((part) => {
        const { en, es } = APP_CATALOGUES[part]!;
        return Object.keys(en)
          .filter((key) => en[key] !== es[key])
          .flatMap((key) => en[key]!.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/))
          .map((piece) => piece.trim())
          .filter((piece) => piece.length >= 4 && /[a-z]{3}/i.test(piece));
      }),
    ),
  ].map((text) => ({
    text,
    pattern: new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u"),
  }));
const WORDS = wordsOf(PARTS);
const MEETING_WORDS = wordsOf(MEETING_PARTS);

async function englishLeft(page: Page, words = WORDS) {
  const shown = await page.evaluate(() =>
    ["header", "main", "nav"]
      .flatMap((selector) => [...document.querySelectorAll<HTMLElement>(selector)])
      .map((el) => el.innerText)
      .join("\n"),
  );
  return words.filter((w) => w.pattern.test(shown)).map((w) => w.text);
}
const expectSpanish = (page: Page, words = WORDS) => expect.poll(() => englishLeft(page, words)).toEqual([]);

test("an owner who reads Spanish opens profile, team, subscription, achievements and meetings in Spanish", async ({
  page,
}) => {
  await signUpViaApi(page, { fullName: "Rosa Medina", companyName: "Medina Eléctrica", language: "es" });

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Mi perfil", level: 1 })).toBeVisible();
  // The lower cards load as they near the viewport: each is brought into view and waited for by what stays on it.
  for (const button of ["Guardar datos de la empresa", "Guardar datos de cobro", "Agregar una llave de acceso"]) {
    const shown = page.getByRole("button", { name: button });
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(shown).toBeVisible({ timeout: 1000 });
    }).toPass();
    await shown.scrollIntoViewIfNeeded();
  }
  await page.keyboard.press("End");
  await expect(page.getByRole("link", { name: "Descargar mis datos" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Integraciones", level: 2 })).toBeVisible();
  await expectSpanish(page);
  await page.keyboard.press("Home");
  const account = page.getByRole("navigation", { name: "Cuenta" });
  await account.getByRole("link", { name: "Equipo" }).click();

  await expect(page.getByRole("heading", { name: "Equipo", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Miembros" })).toBeVisible();
  await expect(page.getByText("Usted", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Invitar a un miembro" })).toBeVisible();
  await expectSpanish(page);

  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Suscripción", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Plan actual" })).toBeVisible();
  await expect(page.getByText("Prueba gratis", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Planes" })).toBeVisible();
  await expect(page.getByText("El más popular")).toBeVisible();
  await expectSpanish(page);

  await page.goto("/achievements");
  await expect(page.getByRole("heading", { name: "Logros", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Progreso general" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Primeros pasos" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Primer cliente" })).toBeVisible();
  await expectSpanish(page);

  await page.goto("/meetings");
  await expect(page.getByRole("heading", { name: "Actas de reuniones", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Aún no hay reuniones" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Grabar la primera reunión" })).toBeVisible();
  await expectSpanish(page, MEETING_WORDS);
});
