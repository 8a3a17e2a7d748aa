// Creates .dev.vars with a random local session secret on a fresh clone, so `npm run dev` needs no set-up,
// and adds what later secrets a .dev.vars made before them lacks: the local Stripe webhook secret (ADR 0040) and the
// key that seals stored secrets (ADR 0122).
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";

const webhookSecretLine = () => `STRIPE_WEBHOOK_SECRET=whsec_local_${randomBytes(24).toString("base64url")}`;
/** One versioned key, newest first; rotation puts a new id:key in front (worker/lib/secret-box.ts). */
export const dataKeysLine = () => `DATA_ENCRYPTION_KEYS=k1:${randomBytes(32).toString("base64url")}`;
const dataKeysComment = "# Seals stored secrets such as TOTP secrets (id:key pairs, newest first).";

export function ensureDevVars(path = ".dev.vars") {
  if (existsSync(path)) {
    // The local test checkout signs its webhook events with this secret; older files lack it.
    const existing = readFileSync(path, "utf8");
    if (!/^STRIPE_WEBHOOK_SECRET=/m.test(existing)) {
      appendFileSync(
        path,
        `\n# Signs the local test checkout's Stripe events (no Stripe account needed).\n${webhookSecretLine()}\n`,
      );
    }
    if (!/^DATA_ENCRYPTION_KEYS=/m.test(existing)) appendFileSync(path, `\n${dataKeysComment}\n${dataKeysLine()}\n`);
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
      dataKeysComment,
      dataKeysLine(),
      "",
    ].join("\n"),
  );
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureDevVars() ? "Created .dev.vars" : ".dev.vars already exists");
}
