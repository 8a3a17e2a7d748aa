// The local server answers what the Worker answered (ADR 0137): a signed-out POST with a JSON body the Worker never
// reads is a clean 401, every time. Before the fix, miniflare's kept-alive connection to workerd was closed after
// such an answer and the next request through it failed: Vite printed "fetch failed" and the browser got a 500.
import { expect, test } from "@playwright/test";

test("50 signed-out JSON POSTs in a row answer 50 clean 401s", async ({ request, baseURL }) => {
  // Loopback only: this drives the local server, never anything else.
  expect(new URL(baseURL!).hostname).toBe("localhost");
  const statuses: number[] = [];
  const bodies = new Set<string>();
  for (let i = 0; i < 50; i++) {
    const res = await request.post("/api/test/create-accounts", {
      data: { count: 3, note: `request ${i}`, padding: "x".repeat(2048) },
      timeout: 10_000,
    });
    statuses.push(res.status());
    // Vite's own 500 is an HTML page: kept as its first words, so a failure says what came back.
    const text = await res.text();
    bodies.add(text.startsWith("{") ? ((JSON.parse(text) as { code?: string }).code ?? "none") : text.slice(0, 80));
  }
  expect(statuses.filter((s) => s !== 401)).toEqual([]);
  expect([...bodies]).toEqual(["UNAUTHORIZED"]);
});
