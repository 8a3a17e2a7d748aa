import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compressLikeCloudflare } from "./vite.compress";

// PAYSTAGE_STATE_DIR gives a test server its own local D1/R2/Queue state (see playwright.config.ts).
const stateDir = process.env.PAYSTAGE_STATE_DIR;

export default defineConfig({
  plugins: [
    compressLikeCloudflare(),
    react(),
    tailwindcss(),
    cloudflare({
      persistState: stateDir ? { path: stateDir } : true,
      // Two servers at once (dev + test) must not race for the inspector port.
      inspectorPort: process.env.CI || stateDir ? false : undefined,
      // Workers AI exists only remotely: binding it locally makes dev prompt for a login and hang. Only the deploy
      // build binds it (npm run deploy sets PAYSTAGE_AI=on); without it meetings read "processing unavailable" (ADR 0030).
      config: process.env.PAYSTAGE_AI === "on" ? { ai: { binding: "AI" } } : undefined,
    }),
  ],
  environments: {
    client: {
      build: {
        // dist/client/.vite/manifest.json lets scripts/bench/40-bundle-size.mjs size each route; public/.assetsignore keeps it off the CDN.
        manifest: true,
        rolldownOptions: {
          // The marketing pages' browser scripts (ADR 0005) are a second entry under a fixed name the Worker links to.
          input: { index: "index.html", marketing: "web/marketing/islands.ts" },
          output: {
            entryFileNames: (chunk) => (chunk.name === "marketing" ? "assets/marketing.js" : "assets/[name]-[hash].js"),
          },
        },
      },
    },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 400 },
});
