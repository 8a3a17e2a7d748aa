// The marketing site on the built preview (10-worker-size builds dist/): first-load JavaScript for / and
// Lighthouse mobile performance and accessibility for /, /pricing and /faq. Budgets: JS <= 60 KB gzip, scores >= 95.
import { spawn } from "node:child_process";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { quietEnv } from "../lib.mjs";

const PORT = 4199;
const BASE = `http://localhost:${PORT}`;
const PAGES = ["/", "/pricing", "/faq"];
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** Every script the page runs before it is interactive: inline scripts, module scripts and their static imports. */
async function firstLoadJs(path) {
  const html = await (await fetch(BASE + path)).text();
  const files = new Map();
  let inline = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(m[1])?.[1];
    if (src) files.set(new URL(src, BASE + path).href, null);
    else inline += gz(m[2]);
  }
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    files.set(new URL(m[1], BASE).href, null);
  const queue = [...files.keys()];
  while (queue.length) {
    const url = queue.shift();
    const code = await (await fetch(url)).text();
    files.set(url, gz(code));
    // Static imports only (`import x from "./a.js"`, `import "./b.js"`); dynamic import() loads later, on demand.
    for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+)["']/g)) {
      const next = new URL(m[1], url).href;
      if (!files.has(next)) {
        files.set(next, null);
        queue.push(next);
      }
    }
  }
  const external = [...files.values()].reduce((n, b) => n + (b ?? 0), 0);
  return {
    total: inline + external,
    inline,
    files: [...files.entries()].map(([u, b]) => `${new URL(u).pathname} ${kb(b)}`),
    html: gz(html),
  };
}

async function lighthouseScores(chrome, path) {
  const { lhr } = await lighthouse(BASE + path, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.displayValue ?? "n/a";
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    detail: `FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}`,
  };
}

export default async function marketing() {
  const server = spawn("node", ["scripts/e2e-server.mjs"], {
    env: { ...quietEnv, E2E_PORT: String(PORT), PAYSTAGE_STATE_DIR: ".state/bench", E2E_NO_BUILD: "1" },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let errors = "";
  server.stderr.on("data", (d) => {
    errors += d;
  });
  let chrome;
  try {
    await waitFor(`${BASE}/api/health`, 180_000);
    const js = await firstLoadJs("/");
    console.log(
      `First-load JavaScript for /: ${kb(js.total)} gzip (budget 60 KB); HTML with inline CSS ${kb(js.html)} gzip`,
    );
    for (const f of js.files) console.log(`  ${f}`);
    if (js.inline) console.log(`  inline scripts ${kb(js.inline)}`);

    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
    });
    console.log("Lighthouse mobile (simulated throttling), budget >= 95:");
    for (const path of PAGES) {
      const s = await lighthouseScores(chrome, path);
      console.log(`  ${path.padEnd(9)} performance ${s.performance}, accessibility ${s.accessibility}  (${s.detail})`);
    }
  } catch (err) {
    console.log(`Marketing bench failed: ${err.message}\n${errors.slice(-2000)}`);
  } finally {
    await chrome?.kill();
    // The server runs in its own process group (vite preview and workerd below it): end all of it.
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}
