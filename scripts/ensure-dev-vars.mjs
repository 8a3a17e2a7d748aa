// Creates .dev.vars with a random local session secret on a fresh clone, so `npm run dev` needs no set-up,
// and adds the local Stripe webhook secret (ADR 0040) to a .dev.vars made before it existed.
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";

const webhookSecretLine = () => `STRIPE_WEBHOOK_SECRET=whsec_local_${randomBytes(24).toString("base64url")}`;

export function ensureDevVars(path = ".dev.vars") {
  if (existsSync(path)) {
    // The local test checkout signs its webhook events with this secret; older files lack it.
    if (!/^STRIPE_WEBHOOK_SECRET=/m.test(readFileSync(path, "utf8"))) {
      appendFileSync(
        path,
        `\n# Signs the local test checkout's Stripe events (no Stripe account needed).\n${webhookSecretLine()}\n`,
      );
    }
    return false;
  }
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(
    path,
    [
      "# Local secrets for wrangler/vite dev. Never commit. Production uses `wrangler secret put`.",
      "APP_ENV=development",
      `SESSION_SECRET=${secret}`,
      "ADMIN_PASSWORD=admin1234",
      "# Signs the local test checkout's Stripe events (no Stripe account needed).",
      webhookSecretLine(),
      "",
    ].join("\n"),
  );
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureDevVars() ? "Created .dev.vars" : ".dev.vars already exists");
}
