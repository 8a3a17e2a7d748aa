// Security journeys: another origin cannot frame the login or the in-person signing page; a contractor adds a
// passkey with Chromium's virtual authenticator, signs out, and signs back in with it; the app's own pages carry
// the headers, static-asset navigations included.
import type { Browser, Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "./fixtures";

const EVIL = "http://evil.example";

/**
 * A page on another origin that frames `path` of the app. Answers what the frame ended up showing: Chromium
 * replaces a refused frame with its error page (chrome-error://), an allowed one keeps the app's URL.
 */
async function framedUrl(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(`${EVIL}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><h1>Win a prize</h1><iframe id="victim" src="${baseURL}${path}" width="390" height="700"></iframe>`,
    }),
  );
  // "load" on the framing page waits for its frame, whether the frame drew the app or was refused.
  await page.goto(`${EVIL}/`, { waitUntil: "load" });
  await expect(page.getByRole("heading", { name: "Win a prize" })).toBeVisible();
  const frame = page.frames().find((f) => f !== page.mainFrame());
  const url = frame?.url() ?? "";
  await context.close();
  return url;
}

test("another origin cannot frame /auth or the signing page", async ({ browser, baseURL }) => {
  // The dev server serves the app's HTML itself, without the assets layer's _headers: only a build has them.
  test.skip(Boolean(process.env.E2E_DEV), "framing protection of static navigations needs the production build");
  for (const path of ["/auth", "/progress/approve/1"]) {
    expect(await framedUrl(browser, baseURL!, path), path).toMatch(/^chrome-error:/);
  }
});

test("static navigations and Worker pages carry the security headers", async ({ request }) => {
  for (const path of ["/auth", "/dashboard", "/progress/approve/1", "/", "/api/health", "/a/not-a-token"]) {
    const res = await request.get(path);
    const headers = res.headers();
    // The dev server (E2E_DEV) serves the app's HTML itself, without the assets layer's headers: CI checks the build.
    if (process.env.E2E_DEV && !/^\/(api|a)\/|^\/$/.test(path)) continue;
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
  }
});

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test("a contractor adds a passkey, signs out, and signs in with it", async ({ page }) => {
  // The virtual authenticator answers an autofill (conditional) request on its own, which would race the
  // button below and sign in before the click lands. This journey is about the button, so autofill is off.
  await page.addInitScript(() => {
    if (window.PublicKeyCredential) PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  await signUpViaApi(page, { fullName: "Riley Passkey" });
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Sign-in and security" })).toBeVisible();
  // Cards below the first screen load as they near the viewport (ADR 0093): scroll to it as a person would.
  await page.getByRole("heading", { name: "Sign-in and security" }).scrollIntoViewIfNeeded();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("button", { name: /Remove passkey/ })).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Hi, Riley Passkey" })).toBeVisible();
});
