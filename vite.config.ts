import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { compressLikeCloudflare } from "./scripts/build/compress-like-cloudflare";
import { firstLoadChunks } from "./scripts/build/first-load-chunks";
import { firstScreens } from "./scripts/build/first-screens";
import { iconSprite } from "./scripts/build/icon-sprite";
import { keepAliveLikeCloudflare } from "./scripts/build/keep-alive-like-cloudflare";
import { noBrowserCookieSerializer } from "./scripts/build/no-browser-cookie-serializer";
import { noPreloadHelper } from "./scripts/build/no-preload-helper";
import { pwaOptions } from "./scripts/build/pwa-options";
import { wordsAsValues } from "./scripts/build/words-as-values";

/** Bindings that exist only on Cloudflare, added to the deploy build's Worker config. */
function remoteBindings() {
  const config = {
    ...(process.env.PAYSTAGE_AI === "on" ? { ai: { binding: "AI" } } : {}),
    ...(process.env.PAYSTAGE_IMAGES === "on" ? { images: { binding: "IMAGES" } } : {}),
  };
  return Object.keys(config).length > 0 ? config : undefined;
}

// PAYSTAGE_STATE_DIR gives a test server its own local D1/R2/Queue state (see playwright.config.ts).
const stateDir = process.env.PAYSTAGE_STATE_DIR;
// A directory holding key.pem and cert.pem (scripts/bench/45-lighthouse-app.mjs makes a throwaway pair).
const tls = process.env.PAYSTAGE_PREVIEW_TLS;

/**
 * React Router's package exports send every bundler to its development build, warnings and all; its production
 * build differs only in `ENABLE_DEV_WARNINGS = false`, which lets the minifier drop those warnings (ADR 0242).
 */
const reactRouterProduction = fileURLToPath(
  new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

export default defineConfig(({ command }) => ({
  // Production builds only: the dev server keeps React Router's warnings.
  resolve: command === "build" ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  plugins: [
    // The app's lucide icons as one cached SVG sprite, not a chunk per icon (ADR 0130).
    iconSprite(),
    // Hono's client without the cookie serializer no browser can use (ADR 0169).
    noBrowserCookieSerializer(),
    // The preload helper without a preload (module lists are off): only the import (ADR 0131).
    noPreloadHelper(),
    // Spanish catalogues as their messages in English's key order; the words pair them with the keys (ADR 0223).
    wordsAsValues(),
    compressLikeCloudflare(),
    keepAliveLikeCloudflare(),
    react(),
    tailwindcss(),
    cloudflare({
      persistState: stateDir ? { path: stateDir } : true,
      // Two servers at once (dev + test) must not race for the inspector port.
      inspectorPort: process.env.CI || stateDir ? false : undefined,
      // Workers AI exists only remotely: binding it locally makes dev prompt for a login and hang. Only the deploy
      // build binds it (npm run deploy sets PAYSTAGE_AI=on); without it meetings read "processing unavailable" (ADR 0030).
      // Cloudflare Images likewise (PAYSTAGE_IMAGES=on): phone-sized photo variants; without it the original (ADR 0091).
      config: remoteBindings(),
    }),
    // Installable, offline app shell (ADR 0096); off under the dev server.
    VitePWA(pwaOptions),
    // Which scripts each cold-opened screen preloads (ADR 0110).
    firstScreens(),
  ],
  // Ties the offline query cache to this build (web/lib/query-persistence.ts): a new build never reads old shapes.
  define: { __PAYSTAGE_BUILD__: JSON.stringify(process.env.PAYSTAGE_BUILD ?? Date.now().toString(36)) },
  environments: {
    client: {
      build: {
        // dist/client/.vite/manifest.json lets scripts/bench/40-bundle-size.mjs size each route; public/.assetsignore keeps it off the CDN.
        manifest: true,
        // No preload lists for lazy imports, and so no preload helper (ADR 0131): a cold screen's document preloads
        // its scripts (the entry's imports and the screen's, scripts/build/first-screens.ts), and after the first
        // visit the service worker serves every chunk from its precache. The lists and helper cost 1.4 KB a visit.
        modulePreload: false,
        rolldownOptions: {
          // The marketing pages' browser scripts (ADR 0005) and the client's link page island (ADR 0090) are entries
          // under fixed names the Worker links to.
          input: { index: "index.html", marketing: "web/marketing/islands.ts", link: "web/link/island.ts" },
          output: {
            entryFileNames: (chunk) =>
              chunk.name === "marketing" || chunk.name === "link"
                ? `assets/${chunk.name}.js`
                : "assets/[name]-[hash].js",
            chunkFileNames: "assets/[hash].js",
            // The code several first screens share in one file, not a chunk per set of importers (ADR 0131).
            codeSplitting: { groups: [firstLoadChunks()] },
          },
        },
      },
    },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 400 },
  // The Lighthouse bench serves the preview over TLS, hence HTTP/2 as Cloudflare serves it (ADR 0110).
  preview: tls ? { https: { key: readFileSync(`${tls}/key.pem`), cert: readFileSync(`${tls}/cert.pem`) } } : {},
}));
