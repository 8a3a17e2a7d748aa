// Once the app answers, decides the demo billings through its own approval and payment code (POST /api/dev/seed-decisions).
export async function seedDecisions(origin, { timeoutMs = 120_000 } = {}) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${origin}/api/dev/seed-decisions`, { method: "POST" });
      if (res.ok) return await res.json();
      // 404 here means a production build: it has no demo decisions to make.
      if (res.status === 404) return { decided: 0 };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`The app at ${origin} did not answer within ${timeoutMs / 1000}s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
