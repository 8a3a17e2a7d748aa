// The server Chromium journeys run against: a production build, served by `vite preview` with its own fresh state.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { quietEnv, run } from "./lib.mjs";
import { prepareLocal } from "./prepare-local.mjs";
import { seedDecisions } from "./seed-decisions.mjs";

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
// The demo's decided billings get their evidence through the app itself, once it answers.
seedDecisions(`http://localhost:${port}`).catch((err) =>
  console.error(`Demo approvals were not recorded: ${err.message}`),
);
