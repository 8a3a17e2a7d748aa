// Dev aid: screenshot pages at phone and desktop widths to look at them.
// node scripts/shoot.mjs <base-url> <out-dir> <path> [<path>...]   (LOGIN=user:pass to sign in first)
import { chromium } from "@playwright/test";

const [base, outDir, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const [label, width, height] of [
  ["390", 390, 844],
  ["1280", 1280, 800],
]) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("hasSeenWalkthrough", "true"));
  if (process.env.LOGIN) {
    const [username, password] = process.env.LOGIN.split(":");
    const res = await page.request.post(`${base}/api/login`, { data: { username, password } });
    if (!res.ok()) throw new Error(`login failed ${res.status()}`);
  }
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(300);
    const name = `${outDir}/${path.replace(/\W+/g, "_") || "root"}-${label}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === "1" });
    console.log(name);
  }
  await context.close();
}
await browser.close();
