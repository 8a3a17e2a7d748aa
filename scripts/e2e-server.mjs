// The server Chromium journeys run against: a production build, served by `vite preview` with its own fresh state.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { quietEnv, run } from "./lib.mjs";
import { prepareLocal } from "./prepare-local.mjs";

const stateDir = process.env.PAYSTAGE_STATE_DIR ?? ".state/e2e";
const port = process.env.E2E_PORT ?? "4173";
rmSync(stateDir, { recursive: true, force: true });
await prepareLocal({ persistTo: stateDir });
if (!process.env.E2E_SKIP_BUILD) await run("vite", ["build"], { env: { ...quietEnv, PAYSTAGE_STATE_DIR: stateDir } });
const preview = spawn("vite", ["preview", "--port", port, "--strictPort"], {
  stdio: "inherit",
  env: { ...quietEnv, PAYSTAGE_STATE_DIR: stateDir },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => preview.kill(signal));
preview.on("exit", (code) => process.exit(code ?? 0));
