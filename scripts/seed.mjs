// Once the app answers, makes the local demo workspace through its own services (POST /api/dev/seed): the demo
// logins (demo, demo-office, demo-field; demo1234), their clients, projects, billings in every state and meetings,
// and the operator's admin login. A second run finds the workspace and changes nothing.
import { readFileSync } from "node:fs";

/** ADMIN_PASSWORD from .dev.vars, as the operator set it (admin1234 when unset). */
function adminPassword() {
  const line = readFileSync(".dev.vars", "utf8")
    .split("\n")
    .find((l) => l.startsWith("ADMIN_PASSWORD="));
  return line?.slice("ADMIN_PASSWORD=".length).trim() || "admin1234";
}

export async function seedLocal(origin, { timeoutMs = 180_000 } = {}) {
  const until = Date.now() + timeoutMs;
  let last = "no answer";
  for (;;) {
    let res;
    try {
      res = await fetch(`${origin}/api/dev/seed`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ adminPassword: adminPassword() }),
      });
    } catch {
      // Not listening yet.
    }
    if (res?.ok) return await res.json();
    // 404 here means a production build: it has no demo workspace to make.
    if (res?.status === 404) return { created: false };
    // A 4xx is the request's fault and will not mend; a 5xx may be the app still starting.
    if (res) last = `${res.status}: ${await res.text()}`;
    if (res && res.status < 500) throw new Error(`POST /api/dev/seed answered ${last}`);
    if (Date.now() > until)
      throw new Error(`POST /api/dev/seed at ${origin} did not succeed within ${timeoutMs / 1000}s (${last})`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
