// `npm run dev`: migrate and seed local D1, then start Vite with the Worker, D1, R2, Queues, Cron and the DO.
import { spawn } from "node:child_process";
import { quietEnv } from "./lib.mjs";
import { prepareLocal } from "./prepare-local.mjs";
import { seedDecisions } from "./seed-decisions.mjs";

const started = Date.now();
process.stdout.write("Preparing local database (migrations + demo data)... ");
try {
  await prepareLocal();
} catch (err) {
  console.error(`\nCould not prepare the local database:\n${err.message}`);
  process.exit(1);
}
console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)}s`);
console.log("Demo contractor: demo / demo1234. Outbox: http://localhost:5173/dev/outbox");

const vite = spawn("vite", ["--port", "5173", "--strictPort", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: quietEnv,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => vite.kill(signal));
vite.on("exit", (code) => process.exit(code ?? 0));
seedDecisions("http://localhost:5173").catch((err) =>
  console.error(`Demo approvals were not recorded: ${err.message}`),
);
