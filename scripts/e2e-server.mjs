// The server Chromium journeys run against: a production build, served by `vite preview` with its own fresh state.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { quietEnv, run } from "./lib.mjs";
import { prepareLocal } from "./prepare-local.mjs";
import { seedLocal } from "./seed.mjs";

const stateDir = process.env.PAYSTAGE_STATE_DIR ?? ".state/e2e";
const port = process.env.E2E_PORT ?? "4173";
rmSync(stateDir, { recursive: true, force: true });
await prepareLocal({ persistTo: stateDir });
// E2E_DEV=1 serves from the dev server instead of a build: several people can run journeys at once
// without sharing dist/. CI always tests the production build.
const dev = Boolean(process.env.E2E_DEV);
// E2E_NO_BUILD=1 previews the dist/ that is already there (benchmarks measure the build they just made).
if (!dev && !process.env.E2E_NO_BUILD)
  await run("vite", ["build"], { env: { ...quietEnv, PAYSTAGE_STATE_DIR: stateDir } });
const preview = spawn("vite", [...(dev ? [] : ["preview"]), "--port", port, "--strictPort"], {
  stdio: "inherit",
  env: { ...quietEnv, PAYSTAGE_STATE_DIR: stateDir },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => preview.kill(signal));
preview.on("exit", (code) => process.exit(code ?? 0));
// The demo workspace is made through the app's own services once it answers; the journeys start after this line
// (playwright.config.ts waits for it), so none of them sees a half-made workspace.
// The line is the signal playwright.config.ts and scripts/bench/lib.mjs wait for: change all three together.
// The Lighthouse bench serves the preview over TLS with a throwaway self-signed certificate (PAYSTAGE_PREVIEW_TLS,
// vite.config.ts): this process seeds its own preview, so it trusts that certificate and nothing else.
const tls = Boolean(process.env.PAYSTAGE_PREVIEW_TLS);
if (tls) process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
try {
  await seedLocal(`${tls ? "https" : "http"}://localhost:${port}`);
  console.log("PayStage e2e server ready");
} catch (err) {
  console.error(`The demo workspace was not created: ${err.message}`);
  preview.kill("SIGTERM");
  process.exitCode = 1;
}
