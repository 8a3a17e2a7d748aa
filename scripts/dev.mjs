// `npm run dev`: migrate local D1, start Vite with the Worker, D1, R2, Queues, Cron and the DO.
import { spawn } from "node:child_process";
import { quietEnv } from "./lib.mjs";
import { prepareLocal } from "./prepare-local.mjs";
import { seedLocal } from "./seed.mjs";

const started = Date.now();
process.stdout.write("Preparing local database (migrations)... ");
try {
  await prepareLocal();
} catch (err) {
  console.error(`\nCould not prepare the local database:\n${err.message}`);
  process.exit(1);
}
console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)}s`);

const vite = spawn("vite", ["--port", "5173", "--strictPort", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: quietEnv,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => vite.kill(signal));
vite.on("exit", (code) => process.exit(code ?? 0));
// The demo workspace is made by the app's own services once it answers (the first run only; later runs find it).
seedLocal("http://localhost:5173").then(
  ({ created }) =>
    console.log(
      `${created ? "Demo workspace created. " : ""}Demo logins: demo, demo-office, demo-field (demo1234). Outbox: http://localhost:5173/dev/outbox`,
    ),
  (err) => console.error(`The demo workspace was not created: ${err.message}`),
);
