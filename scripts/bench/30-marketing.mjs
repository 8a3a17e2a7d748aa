// The marketing site on the built preview (10-worker-size builds dist/): first-load JavaScript for / and
// Lighthouse mobile performance and accessibility for /, /pricing and /faq and their Spanish versions (ADR 0198).
// Budgets: JS <= 60 KB gzip, scores >= 95.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROME, gz, kb, startAppServer } from "./lib.mjs";

const PORT = 4199;
const BASE = `http://localhost:${PORT}`;
const PAGES = ["/", "/pricing", "/faq", "/es/", "/es/pricing", "/es/faq"];

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
  let server;
  let chrome;
  try {
    server = await startAppServer({ base: BASE, stateDir: ".state/bench", env: { E2E_NO_BUILD: "1" } });
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
    console.log(`Marketing bench failed: ${err.message}${server ? `\n${server.errors()}` : ""}`);
  } finally {
    await chrome?.kill();
    server?.stop();
  }
}
