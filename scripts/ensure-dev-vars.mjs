// Creates .dev.vars with a random local session secret on a fresh clone, so `npm run dev` needs no set-up.
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";

export function ensureDevVars(path = ".dev.vars") {
  if (existsSync(path)) return false;
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(
    path,
    [
      "# Local secrets for wrangler/vite dev. Never commit. Production uses `wrangler secret put`.",
      "APP_ENV=development",
      `SESSION_SECRET=${secret}`,
      "ADMIN_PASSWORD=admin1234",
      "",
    ].join("\n"),
  );
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureDevVars() ? "Created .dev.vars" : ".dev.vars already exists");
}
