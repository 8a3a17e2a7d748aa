// JavaScript a first visit downloads, measured the way it happens (ADR 0093, ADR 0130): the production build that
// 10-worker-size made, served by the journeys' server; each route opened in a fresh Chromium profile at phone size
// and left until the network is idle; every script Chromium fetched is sized with gzip (as Cloudflare serves it) and
// brotli. Budgets by what was fetched: /auth 110 KB, every signed-in route 120 KB and 25 scripts, the marketing home
// 60 KB. A route over its budget makes `npm run bench` exit non-zero. (The client's link page has its own bench,
// 45-link-page, 40 KB.)
// The manifest's static graph undercounts: chunks imported after first paint (icons split per file, overlays fetched
// at idle) never appear in it, yet a phone downloads them before the network goes quiet.
import { existsSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROME, gz, kb, startAppServer } from "./lib.mjs";

const PORT = Number(process.env.BENCH_BUNDLE_PORT ?? 4196);
const BASE = `http://localhost:${PORT}`;
const KB = 1024;
const SIGNED_IN = { bytes: 120 * KB, scripts: 25 };
/** Every signed-in screen of the app (the issue's budget is for each one); ids come from the demo's own data. */
const SIGNED_IN_PATHS = [
  "/dashboard",
  "/progress/new",
  "/nudge/clients",
  "/projects",
  "/invoices",
  "/meetings",
  "/profile",
  "/team",
  "/clients",
  "/achievements",
  "/nudge/config",
  "/subscription",
  "/meetings/new",
  "/project/{project}",
  "/progress/{progress}",
  "/meetings/{meeting}",
  "/meetings/{meeting}/edit",
];
/** The routes budgeted here: path, whether it needs a session, its gzip budget and script budget. */
const routesFor = (ids) => [
  { path: "/", signedIn: false, bytes: 60 * KB },
  { path: "/auth", signedIn: false, bytes: 110 * KB },
  ...SIGNED_IN_PATHS.map((path) => ({
    path: path.replace(/\{(\w+)\}/g, (_, name) => String(ids[name])),
    signedIn: true,
    ...SIGNED_IN,
  })),
];
/**
 * The screens the app speaks Spanish on (issue 34, ADR 0195), measured again for a Spanish reader: the same budgets,
 * and within 2 KB of the English row (Spanish words replace English ones; they are never added to them).
 */
const SPANISH_PATHS = [
  "/auth",
  "/dashboard",
  "/progress/new",
  "/profile",
  "/project/{project}",
  "/progress/{progress}",
  "/clients",
  "/projects",
  "/invoices",
];
const SPANISH_MARGIN = 2 * KB;

/** The seeded demo contractor (scripts/seed.mjs). */
const DEMO = { username: "demo", password: "demo1234" };

const br = (data) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The first project, one of its billings and the first meeting of the demo account, for the screens that show one. */
async function demoIds(browser) {
  const context = await browser.newContext();
  try {
    const login = await context.request.post(`${BASE}/api/login`, { data: DEMO });
    if (!login.ok()) throw new Error(`demo login failed: ${login.status()}`);
    const read = async (path) => {
      const body = await (await context.request.get(`${BASE}${path}`)).json();
      const list = Array.isArray(body) ? body : (body.items ?? body.projects ?? body.meetings ?? body.progress ?? []);
      if (!list[0]?.id) throw new Error(`no demo data at ${path}`);
      return list[0].id;
    };
    const project = await read("/api/projects?limit=1");
    return { project, progress: await read(`/api/projects/${project}/progress`), meeting: await read("/api/meetings") };
  } finally {
    await context.close();
  }
}

/** Sets the demo account's own app language (PUT /api/user/profile keeps every other field as it is). */
async function setDemoLanguage(browser, language) {
  const context = await browser.newContext();
  try {
    const login = await context.request.post(`${BASE}/api/login`, { data: DEMO });
    if (!login.ok()) throw new Error(`demo login failed: ${login.status()}`);
    const me = await (await context.request.get(`${BASE}/api/user`)).json();
    const res = await context.request.put(`${BASE}/api/user/profile`, {
      data: { fullName: me.fullName, email: me.email, phone: me.phone ?? "", companyName: me.companyName, language },
    });
    if (!res.ok()) throw new Error(`demo language not set: ${res.status()}`);
  } finally {
    await context.close();
  }
}

/** Every script Chromium fetched for `path` by network idle in a fresh profile, each sized gzip and brotli. */
async function fetchedScripts(browser, path, signedIn, locale = "en-US") {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, locale });
  try {
    if (signedIn) {
      // Signing in through the API only sets the session cookie: the profile's cache stays empty.
      const res = await context.request.post(`${BASE}/api/login`, { data: DEMO });
      if (!res.ok()) throw new Error(`demo login failed: ${res.status()}`);
    }
    const page = await context.newPage();
    const scripts = [];
    page.on("response", (res) => {
      if (res.request().resourceType() !== "script") return;
      scripts.push(
        res
          .body()
          .then((body) => ({ path: new URL(res.url()).pathname, gzip: gz(body), brotli: br(body) }))
          .catch(() => null),
      );
    });
    await page.goto(BASE + path, { waitUntil: "networkidle" });
    const landed = new URL(page.url()).pathname;
    const files = (await Promise.all(scripts)).filter(Boolean);
    return {
      landed,
      files,
      gzip: files.reduce((n, f) => n + f.gzip, 0),
      brotli: files.reduce((n, f) => n + f.brotli, 0),
    };
  } finally {
    await context.close();
  }
}

export default async function bundleSize() {
  if (!existsSync("dist/client/index.html")) {
    console.log("No dist/client: build first (10-worker-size runs vite build).");
    process.exitCode = 1;
    return;
  }
  let server;
  let browser;
  try {
    server = await startAppServer({ base: BASE, stateDir: ".state/bench-bundle", env: { E2E_NO_BUILD: "1" } });
    browser = await chromium.launch({ executablePath: CHROME, args: ["--no-sandbox", "--disable-gpu"] });
    const rows = [];
    const gzips = [];
    const over = [];
    const details = [];
    const englishFiles = new Map();
    for (const route of routesFor(await demoIds(browser))) {
      const got = await fetchedScripts(browser, route.path, route.signedIn);
      const misses = [];
      if (got.landed !== route.path) misses.push(`landed on ${got.landed}`);
      if (got.gzip > route.bytes) misses.push(`${kb(got.gzip)} > ${kb(route.bytes)}`);
      if (route.scripts !== undefined && got.files.length > route.scripts)
        misses.push(`${got.files.length} scripts > ${route.scripts}`);
      if (misses.length) {
        over.push(`${route.path} (${misses.join(", ")})`);
        details.push({ path: route.path, files: got.files });
      }
      gzips.push(got.gzip);
      englishFiles.set(route.path, got.files);
      rows.push([
        route.path,
        String(got.files.length),
        route.scripts === undefined ? "-" : String(route.scripts),
        kb(got.gzip),
        kb(got.brotli),
        kb(route.bytes),
        misses.length ? "OVER" : "ok",
      ]);
    }
    // The Spanish reader: the demo account reads Spanish for these rows, then English again.
    const english = new Map(rows.map((r, i) => [r[0], { row: r, gzip: gzips[i] }]));
    await setDemoLanguage(browser, "es");
    try {
      for (const route of routesFor(await demoIds(browser)).filter((r) =>
        SPANISH_PATHS.some((p) => new RegExp(`^${p.replace(/\{\w+\}/g, "\\d+")}$`).test(r.path)),
      )) {
        const got = await fetchedScripts(browser, route.path, route.signedIn, "es-US");
        const base = english.get(route.path)?.gzip ?? 0;
        const misses = [];
        if (got.landed !== route.path) misses.push(`landed on ${got.landed}`);
        if (got.gzip > route.bytes) misses.push(`${kb(got.gzip)} > ${kb(route.bytes)}`);
        if (got.gzip > base + SPANISH_MARGIN) misses.push(`${kb(got.gzip - base)} over English`);
        if (misses.length) {
          over.push(`es ${route.path} (${misses.join(", ")})`);
          // What the Spanish reader fetched that the English one did not: where the difference is.
          const seen = new Set((englishFiles.get(route.path) ?? []).map((f) => f.path));
          details.push({
            path: `es ${route.path} (beyond English)`,
            files: got.files.filter((f) => !seen.has(f.path)),
          });
        }
        rows.push([
          `es ${route.path}`,
          String(got.files.length),
          route.scripts === undefined ? "-" : String(route.scripts),
          kb(got.gzip),
          kb(got.brotli),
          kb(route.bytes),
          misses.length ? "OVER" : "ok",
        ]);
      }
    } finally {
      await setDemoLanguage(browser, "en");
    }
    const head = ["route", "scripts", "budget", "JS gzip", "brotli", "budget (gzip)", ""];
    const widths = head.map((h, i) => Math.max(...rows.map((r) => r[i].length), h.length));
    const line = (r) => `  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ")}`;
    console.log("First visit, fresh Chromium profile, production build, scripts fetched by network idle:");
    console.log(line(head));
    for (const r of rows) console.log(line(r));
    // What a route over budget fetched, largest first, so the miss says where to look.
    for (const { path, files } of details) {
      console.log(`  ${path} fetched:`);
      for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${f.path} ${kb(f.gzip)}`);
    }
    if (over.length) {
      console.log(`Over budget: ${over.join("; ")}`);
      process.exitCode = 1;
    } else console.log("Every budgeted route is within its budget.");
  } catch (err) {
    console.log(`Bundle bench failed: ${err.message}${server ? `\n${server.errors()}` : ""}`);
    process.exitCode = 1;
  } finally {
    await browser?.close();
    server?.stop();
  }
}
