// Dev aid: draws the app icons, favicon.ico and the Open Graph image in public/ from the PayStage mark.
// node scripts/make-icons.mjs   (needs Chromium, like the journeys)
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const mark = (size, { padding = 0, radius = 14 } = {}) => {
  const inner = size - padding * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    ${padding ? `<rect width="${size}" height="${size}" fill="#0f4c81"/>` : ""}
    <g transform="translate(${padding} ${padding}) scale(${inner / 64})">
      <rect width="64" height="64" rx="${radius}" fill="#0f4c81"/>
      <path d="M18 46V18h15a10 10 0 0 1 0 20h-7v8z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>
      <circle cx="46" cy="44" r="5" fill="#f5b301"/>
    </g></svg>`;
};

const ogHtml = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;background:#0a2f50;color:#fff;
  font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:20px;font-size:44px;font-weight:800;letter-spacing:-1px">${mark(72)}PayStage</div>
  <div>
    <div style="font-size:68px;font-weight:800;line-height:1.08;letter-spacing:-2px;max-width:1000px">Bill every stage from your phone. Get paid in days, not months.</div>
    <div style="margin-top:28px;font-size:32px;color:#dbe8f5">Progress billing for electricians, plumbers and HVAC contractors</div>
  </div>
  <div style="height:10px;width:220px;background:#f5b301;border-radius:5px"></div>
</div></body></html>`;

/** An .ico holding one PNG image (supported by every browser since Windows Vista-era ICO readers). */
const icoFromPng = (png, size) => {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
const shoot = async (html, width, height) => {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${html}</body></html>`);
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width, height } });
};

writeFileSync("public/icon-192.png", await shoot(mark(192, { radius: 0 }), 192, 192));
writeFileSync("public/icon-512.png", await shoot(mark(512, { radius: 0 }), 512, 512));
// Maskable: the mark inside the safe zone (the middle 80%) so launchers can crop it to any shape.
writeFileSync("public/icon-maskable-512.png", await shoot(mark(512, { padding: 72, radius: 0 }), 512, 512));
writeFileSync("public/apple-touch-icon.png", await shoot(mark(180, { radius: 0 }), 180, 180));
writeFileSync("public/favicon.ico", icoFromPng(await shoot(mark(32), 32, 32), 32));
await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(ogHtml);
writeFileSync("public/og-image.png", await page.screenshot({ clip: { x: 0, y: 0, width: 1200, height: 630 } }));
await browser.close();
console.log(
  "Wrote public/icon-192.png, icon-512.png, icon-maskable-512.png, apple-touch-icon.png, favicon.ico, og-image.png",
);
