// Repeat visits on a poor connection: hashed app chunks come from the browser cache without a round trip.
import { expect, test } from "./fixtures";

test("hashed app chunks are cached for a year; the fixed-name marketing script and the HTML are not", async ({
  page,
}) => {
  const html = await (await page.request.get("/auth")).text();
  const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(entry, "the app entry script in index.html").toBeTruthy();
  const chunk = await page.request.get(entry!);
  expect(chunk.status()).toBe(200);
  expect(chunk.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const islands = await page.request.get("/assets/marketing.js");
  expect(islands.headers()["cache-control"]).toBe("public, max-age=3600");

  const home = await page.request.get("/");
  expect(home.headers()["cache-control"] ?? "").not.toContain("immutable");
});
