// `npm run preview:prod`: a production build served locally with APP_ENV=production, so production behaviour
// (/dev/* is a 404, HSTS, the breach check when configured) can be seen here. Its own fresh state, no demo data.
//   PREVIEW_PORT=4174 npm run preview:prod
// Production refuses to start without an email provider: RESEND_API_KEY from the environment is used when set;
// otherwise a placeholder key lets it start, and emails fail to deliver (visible as failed messages).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { dataKeysLine } from "./ensure-dev-vars.mjs";
import { quietEnv, run } from "./lib.mjs";
import { prepareLocal } from "./prepare-local.mjs";

const stateDir = process.env.PAYSTAGE_STATE_DIR ?? ".state/preview-prod";
const port = process.env.PREVIEW_PORT ?? "4174";
rmSync(stateDir, { recursive: true, force: true });
await prepareLocal({ persistTo: stateDir });
const env = { ...quietEnv, PAYSTAGE_STATE_DIR: stateDir };
await run("vite", ["build"], { env });

// The build copies .dev.vars (development) next to the Worker; production values replace it for this preview.
const workerDir = readdirSync("dist").find((d) => existsSync(join("dist", d, "wrangler.json")) && d !== "client");
if (!workerDir) throw new Error("No Worker output in dist/: did vite build change its layout?");
writeFileSync(
  join("dist", workerDir, ".dev.vars"),
  [
    "APP_ENV=production",
    `SESSION_SECRET=${randomBytes(32).toString("base64url")}`,
    // Production requires both (worker/lib/env.ts): passkeys are bound to APP_URL's host (ADR 0122).
    `APP_URL=http://localhost:${port}`,
    dataKeysLine(),
    `RESEND_API_KEY=${process.env.RESEND_API_KEY ?? "re_local_preview_sends_nothing"}`,
    ...(process.env.PASSWORD_BREACH_CHECK ? [`PASSWORD_BREACH_CHECK=${process.env.PASSWORD_BREACH_CHECK}`] : []),
    "",
  ].join("\n"),
);
console.log(`Production preview on http://localhost:${port} (APP_ENV=production, state in ${stateDir})`);
const preview = spawn("vite", ["preview", "--port", port, "--strictPort"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => preview.kill(signal));
preview.on("exit", (code) => process.exit(code ?? 0));
