import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install it with "apt-get install -y chromium" (or set CHROME_PATH). Playwright cannot download its own browser here.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "./test/e2e",
  fullyParallel: false,
  workers: 1,
  // One retry in CI, where the journeys share two cores with the unit suite: a journey that passes on it is named
  // as flaky in the run's closing lines (scripts/test.mjs); one that fails twice fails the run (ADR 0240).
  retries: process.env.CI ? 1 : 0,
  // A ceiling for a whole journey, never a speed assertion: the longest (payment settings to pay links, every
  // marketing page through axe) take about 30 s alone and twice that on a busy 2-core machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON ? [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON }]] : "list",
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, browserName: "chromium" } },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/api/health`,
    // Printed by e2e-server.mjs once the demo workspace is made, so no journey sees it half made.
    wait: { stdout: /PayStage e2e server ready/ },
    timeout: 180_000,
    // `npm test` starts the server beside the unit suite and says so (scripts/test.mjs); CI otherwise starts its own.
    reuseExistingServer: !process.env.CI || Boolean(process.env.E2E_SERVER_STARTED),
    stdout: "ignore",
    stderr: "pipe",
  },
});
