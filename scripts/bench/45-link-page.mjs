// The client's approval link on the built preview (10-worker-size builds dist/): a real /a/{token} made through the API,
// opened in Chromium at phone size. First-load JavaScript is what Chromium actually fetched by network idle, gzip-sized
// as Cloudflare serves it (budget 40 KB); then Lighthouse mobile, median of 3 (target >= 98). ADR 0090.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROME, gz, kb, startAppServer } from "./lib.mjs";

const PORT = Number(process.env.BENCH_LINK_PORT ?? 4197);
const BASE = `http://localhost:${PORT}`;
const BUDGET = 40 * 1024;
const TARGET_SCORE = 98;
const RUNS = 3;

/** A contractor, a client, a project, two real photos and a pending progress, then a copied link: what a client gets. */
async function makeLink() {
  let cookie = "";
  const call = async (path, init = {}) => {
    const res = await fetch(BASE + path, { ...init, headers: { ...init.headers, Cookie: cookie } });
    for (const c of res.headers.getSetCookie()) if (c.startsWith("ps_session=")) cookie = c.split(";")[0];
    const text = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`);
    return JSON.parse(text);
  };
  const json = (data, method = "POST") => ({
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(data),
  });
  const user = `bench${Date.now().toString(36)}`;
  await call(
    "/api/register",
    json({
      username: user,
      password: "ladder-jobsite-42",
      fullName: "Dana Reyes",
      email: `${user}@example.com`,
      companyName: "Reyes Electric",
      timezone: "America/Chicago",
    }),
  );
  const client = await call(
    "/api/clients",
    json({ name: "Marcus Webb", companyName: "Webb Family Homes", email: `${user}-client@example.com` }),
  );
  const project = await call("/api/projects", json({ name: "Webb Kitchen Rewire", clientId: client.id }));
  const photos = [];
  for (const [file, caption] of [
    ["test/fixtures/photos/jobsite-1.jpg", "New panel"],
    ["test/fixtures/photos/jobsite-2.jpg", "Kitchen circuits"],
  ]) {
    const form = new FormData();
    form.set("file", new Blob([readFileSync(file)], { type: "image/jpeg" }), file.split("/").pop());
    photos.push({ url: (await call("/api/uploads", { method: "POST", body: form })).url, caption });
  }
  const progress = await call(
    "/api/progress",
    json({
      projectId: project.id,
      completionPercentage: 60,
      amount: 555_050,
      description: "Panel upgrade to 200 A and rough-in of the kitchen's dedicated circuits.",
      photos,
    }),
  );
  const link = await call(`/api/progress/${progress.id}/approval-link`, json({ deliver: false }));
  return new URL(link.url).pathname;
}

/** Every script Chromium fetched for the page by network idle, each gzip-sized. */
async function fetchedJs(path) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
    const scripts = [];
    page.on("response", async (res) => {
      if (res.request().resourceType() !== "script") return;
      scripts.push(res.body().then((body) => ({ path: new URL(res.url()).pathname, gzip: gz(body) })));
    });
    await page.goto(BASE + path, { waitUntil: "networkidle" });
    const files = await Promise.all(scripts);
    const html = gz(Buffer.from(await page.content()));
    return { files, total: files.reduce((n, f) => n + f.gzip, 0), html };
  } finally {
    await browser.close();
  }
}

async function lighthouseRun(chrome, path) {
  const { lhr } = await lighthouse(BASE + path, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  const metric = (id) => lhr.audits[id]?.displayValue ?? "n/a";
  // Which element was the largest paint, so a missed LCP says what to look at.
  const lcpItem = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    detail: `FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}${lcpItem ? ` (${lcpItem.snippet?.slice(0, 80)})` : ""}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}`,
  };
}

export default async function linkPage() {
  let server;
  let chrome;
  try {
    server = await startAppServer({ base: BASE, stateDir: ".state/bench-link", env: { E2E_NO_BUILD: "1" } });
    const path = await makeLink();
    const js = await fetchedJs(path);
    const verdict = js.total <= BUDGET ? "within" : "OVER";
    console.log(
      `/a/{token} first-load JavaScript fetched by Chromium: ${kb(js.total)} gzip, ${verdict} the 40 KB budget; HTML ${kb(js.html)} gzip`,
    );
    for (const f of js.files) console.log(`  ${f.path} ${kb(f.gzip)}`);

    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
    });
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(chrome, path));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(RUNS / 2)];
    console.log(
      `Lighthouse mobile /a/{token} (median of ${RUNS}): performance ${median.performance} (target >= ${TARGET_SCORE}${median.performance >= TARGET_SCORE ? "" : ", MISSED"}), accessibility ${median.accessibility}  (${median.detail})`,
    );
    if (js.total > BUDGET || median.performance < TARGET_SCORE) process.exitCode = 1;
  } catch (err) {
    console.log(`Link page bench failed: ${err.message}${server ? `\n${server.errors()}` : ""}`);
    process.exitCode = 1;
  } finally {
    await chrome?.kill();
    server?.stop();
  }
}
