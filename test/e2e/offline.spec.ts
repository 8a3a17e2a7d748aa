// Working with no signal (ADR 0096, 0097, 0113), on a production build with its service worker: the dashboard opens
// offline with the last data; a billing with a photo submitted offline is queued on the phone and, once the
// connection is back, sent exactly once (even when an answer is lost on the way), by the open app or, with the app
// closed, by the service worker's Background Sync; a new deployment offers a reload.
import { readFileSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { makeClient, makeProject } from "../factories/billing";
import { actorOf, expect, lookAt, signUpViaApi, test, uniqueUsername } from "./fixtures";

const PHOTO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
/** The production build's service worker, as the e2e server serves it (scripts/e2e-server.mjs builds into dist/). */
const SW_FILE = "dist/client/sw.js";
const OFFLINE_BANNER =
  "You're offline. Showing what was last loaded; progress you submit is sent when you're back online.";

/** The service worker is active (its precache complete), so navigations can be answered with no network. */
const serviceWorkerActivated = (page: Page) =>
  expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 30_000 })
    .toBe("activated");

/** The query cache has been written to IndexedDB (it is saved a moment after each change). */
const cacheSaved = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open("paystage-cache");
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("queries")) return resolve(false);
          const get = db.transaction("queries").objectStore("queries").get("queries");
          get.onsuccess = () => {
            // The dashboard, and the projects Submit Progress offers.
            const saved = JSON.stringify(get.result ?? null);
            resolve(saved.includes("activeProjects") && saved.includes('["projects","list","all"]'));
          };
          get.onerror = () => resolve(false);
        };
      }),
  );

async function contractorWithProject(page: Page) {
  await signUpViaApi(page);
  const clientEmail = `${uniqueUsername("client")}@example.com`;
  const actor = actorOf(page);
  const client = await makeClient(actor, { name: "Marcus Webb", email: clientEmail, phone: null });
  const project = await makeProject(actor, { name: "Webb Kitchen Rewire", clientId: client.id, totalValue: null });
  return { clientEmail, projectId: project.id };
}

/** Hides Background Sync from the app, as in a browser without it: the open tab is then the only sender. */
const withoutBackgroundSync = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(ServiceWorkerRegistration.prototype, "sync", { get: () => undefined });
  });

/** Badges earned by the setup are marked seen: their dialog is another journey's subject. */
async function badgesSeen(page: Page) {
  const badges = (await (await page.request.get("/api/badges")).json()) as {
    achievements: { id: number; isNew: boolean }[];
  };
  for (const a of badges.achievements.filter((a) => a.isNew)) {
    expect((await page.request.post(`/api/user/achievements/${a.id}/read`)).status()).toBe(200);
  }
}

/** A contractor with a client and a project opened the dashboard once: the app is installed and its data saved. */
async function installedWithProject(page: Page) {
  const setup = await contractorWithProject(page);
  await badgesSeen(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Active Projects" }).getByText("Webb Kitchen Rewire")).toBeVisible();
  await serviceWorkerActivated(page);
  await expect.poll(() => cacheSaved(page)).toBe(true);
  return setup;
}

const listOf = (body: unknown) => (Array.isArray(body) ? body : (body as { items: unknown[] }).items);

test("offline: the dashboard keeps its last data, and a billing with a photo is queued, then sent exactly once", async ({
  page,
  context,
}) => {
  // This journey is the open app's sending (and its lost answer, which only the page's routes can lose); the service
  // worker's is the next one.
  await withoutBackgroundSync(page);
  const { clientEmail, projectId } = await installedWithProject(page);

  // No signal: a reload is answered by the service worker, the data by this device.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toHaveText(OFFLINE_BANNER);
  await expect(page.getByText("Here's your payment status.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Active Projects" }).getByText("Webb Kitchen Rewire")).toBeVisible();
  await lookAt(page, { path: "test-results/offline-dashboard-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(page, { path: "test-results/offline-dashboard-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });

  // Bill a stage with a photo, still offline (a navigation the service worker answers).
  await page.goto(`/progress/submit/${projectId}`);
  await page.getByLabel("Progress Completion %").fill("30");
  await page.getByLabel("Amount ($)").fill("4200");
  await page.getByRole("button", { name: "Continue to Photos" }).click();
  await page.getByLabel("Choose photos").setInputFiles({ name: "panel.png", mimeType: "image/png", buffer: PHOTO_PNG });
  await expect(page.getByText("Saved on this device. Uploads when you're back online.")).toBeVisible();
  // The tab is reloaded (or closed and opened again) before submitting: what was typed and photographed is still there.
  await page.getByLabel("Caption for photo 1").fill("New panel");
  await page.reload();
  await expect(page.getByText("We kept the progress you had not sent yet.")).toBeVisible();
  await expect(page.getByText("Saved on this device. Uploads when you're back online.")).toBeVisible();
  await expect(page.getByLabel("Caption for photo 1")).toHaveValue("New panel");
  await page.getByRole("button", { name: "Continue to Review" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Submit keeps this progress" })).toBeVisible();
  await page.getByRole("button", { name: "Submit Progress" }).click();
  await expect(page.getByRole("heading", { name: "Saved on this device" })).toBeVisible();
  await expect(page.getByText("Queued. It is sent automatically, once, when you're back online.")).toBeVisible();

  await page.getByRole("link", { name: "Back to dashboard" }).click();
  const queued = page.getByRole("region", { name: "Progress on this device" });
  await expect(queued.getByTestId("queued-state")).toHaveText("Queued: sends when you're back online");
  await expect(queued).toContainText("$4,200 · 30% · 1 photo");
  await lookAt(page, { path: "test-results/offline-queued-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(page, { path: "test-results/offline-queued-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });

  // Nothing reached the server yet.
  const before = await page.request.get(`/api/projects/${projectId}/progress`);
  expect(listOf(await before.json())).toHaveLength(0);

  // Back online, the first answer to the submission is lost after the server billed it: the retry carries the
  // same Idempotency-Key, so the server answers the first billing instead of making a second one.
  const keys: string[] = [];
  let lost = false;
  await page.route("**/api/progress", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    return route.abort("internetdisconnected");
  });
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toHaveCount(0);
  await expect(queued.getByTestId("queued-state")).toHaveText("Sent", { timeout: 30_000 });
  expect(keys.length).toBe(2);
  expect(keys[1]).toBe(keys[0]);
  // Sent: the name keeps its width and the actions sit under it at 390 px (issue 23).
  await expect(queued.getByRole("link", { name: "View payment status" })).toBeVisible();
  await lookAt(page, { path: "test-results/offline-sent-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(page, { path: "test-results/offline-sent-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });

  // Exactly one billing, with its photo, and exactly one approval link to the client.
  const after = listOf(await (await page.request.get(`/api/projects/${projectId}/progress`)).json()) as {
    id: number;
    amount: number;
  }[];
  expect(after).toHaveLength(1);
  expect(after[0]!.amount).toBe(420_000);
  const detail = (await (await page.request.get(`/api/progress/${after[0]!.id}`)).json()) as { photos: unknown[] };
  expect(detail.photos).toHaveLength(1);
  const outbox = async () =>
    ((await (await page.request.get("/api/dev/outbox")).json()) as { to: string; subject: string | null }[]).filter(
      (m) => m.to === clientEmail,
    );
  await expect.poll(async () => (await outbox()).length).toBe(1);
  expect((await outbox())[0]!.subject).toContain("Progress #1");

  // A fresh start of the app sends nothing again.
  await page.unroute("**/api/progress");
  await page.reload();
  await expect(page.getByRole("region", { name: "Progress on this device" }).getByTestId("queued-state")).toHaveText(
    "Sent",
  );
  await page.getByRole("link", { name: "View payment status" }).click();
  await expect(page.getByRole("heading", { name: "Progress #1" })).toBeVisible();
  expect(listOf(await (await page.request.get(`/api/projects/${projectId}/progress`)).json())).toHaveLength(1);
  expect(await outbox()).toHaveLength(1);
});

test("with the app closed, the service worker sends a queued billing once the signal is back (Background Sync)", async ({
  page,
  context,
  baseURL,
}) => {
  const { clientEmail, projectId } = await installedWithProject(page);

  // A marketing page of the same site stays open only to reach the browser's service worker tools: it runs none of
  // the app's code.
  const tools = await context.newPage();
  await tools.goto("/pricing");

  // No signal: bill a stage with a photo. The app asks the browser for a sync once the signal is back.
  await context.setOffline(true);
  await page.goto(`/progress/submit/${projectId}`);
  await page.getByLabel("Progress Completion %").fill("40");
  await page.getByLabel("Amount ($)").fill("5100");
  await page.getByRole("button", { name: "Continue to Photos" }).click();
  await page.getByLabel("Choose photos").setInputFiles({ name: "panel.png", mimeType: "image/png", buffer: PHOTO_PNG });
  await page.getByRole("button", { name: "Continue to Review" }).click();
  await page.getByRole("button", { name: "Submit Progress" }).click();
  await expect(page.getByText("Queued. It is sent automatically, once, when you're back online.")).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags: () => Promise<string[]> };
        };
        return registration.sync.getTags();
      }),
    )
    .toContain("paystage-outbox");

  // The contractor closes the app and pockets the phone.
  await page.close();
  expect(listOf(await (await tools.request.get(`/api/projects/${projectId}/progress`)).json())).toHaveLength(0);

  // The signal is back. The browser fires the sync event (DevTools fires it at once, where Chromium would on its own
  // network change), and the service worker sends the billing, photo first.
  await context.setOffline(false);
  const cdp = await context.newCDPSession(tools);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL === `${baseURL}/`);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.dispatchSyncEvent", {
    origin: baseURL!,
    registrationId: await registrationId,
    tag: "paystage-outbox",
    lastChance: false,
  });

  const billings = async () =>
    listOf(await (await tools.request.get(`/api/projects/${projectId}/progress`)).json()) as {
      id: number;
      amount: number;
    }[];
  await expect.poll(async () => (await billings()).length, { timeout: 30_000 }).toBe(1);
  expect((await billings())[0]!.amount).toBe(510_000);
  const detail = (await (await tools.request.get(`/api/progress/${(await billings())[0]!.id}`)).json()) as {
    photos: unknown[];
  };
  expect(detail.photos).toHaveLength(1);
  const toClient = async () =>
    ((await (await tools.request.get("/api/dev/outbox")).json()) as { to: string }[]).filter(
      (m) => m.to === clientEmail,
    );
  await expect.poll(async () => (await toClient()).length).toBe(1);

  // A second sync (the browser retries, or another bar of signal) sends nothing again; the app, opened later,
  // shows it sent.
  await cdp.send("ServiceWorker.dispatchSyncEvent", {
    origin: baseURL!,
    registrationId: await registrationId,
    tag: "paystage-outbox",
    lastChance: true,
  });
  const app = await context.newPage();
  await app.goto("/dashboard");
  await expect(app.getByRole("region", { name: "Progress on this device" }).getByTestId("queued-state")).toHaveText(
    "Sent",
  );
  expect(await billings()).toHaveLength(1);
  expect(await toClient()).toHaveLength(1);
});

test("a new deployment shows the update prompt, and Reload switches to it", async ({ page, context }) => {
  await signUpViaApi(page);
  await page.goto("/dashboard");
  await serviceWorkerActivated(page);
  // The app as a person has it open on a later day: this page is controlled by the installed worker.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A new build: the service worker script changes (its precache manifest names the new files). The journey writes
  // that next build's sw.js where the server serves it (one changed byte is the same event to the browser) and asks
  // for an update check, as the app does every hour, on reconnect and when the tab comes back. The browser installs
  // the new worker, which waits for this page, and the page offers the reload. The local server keeps each file's
  // ETag from its start, so the browser's stored copy of sw.js is dropped first: a deployment has a new ETag anyway,
  // and a revalidation answered 304 would read as "unchanged". (Routing cannot help: the browser's own fetch of the
  // worker script does not pass through Playwright's routes.)
  const current = readFileSync(SW_FILE, "utf8");
  try {
    writeFileSync(SW_FILE, `${current}\n// next build\n`);
    await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  } finally {
    writeFileSync(SW_FILE, current);
  }

  const prompt = page.getByRole("region", { name: "Update available" });
  await expect(prompt.getByRole("status")).toHaveText("A new version is available");
  await lookAt(page, { path: "test-results/offline-update-390.png" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(page, { path: "test-results/offline-update-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  const reloaded = page.waitForEvent("framenavigated");
  await prompt.getByRole("button", { name: "Reload" }).click();
  // The page reloads under the new worker: the old page's state is gone and no prompt is left.
  await reloaded;
  await page.waitForLoadState();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBeUndefined();
  await expect(page.getByText("Here's your payment status.")).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
