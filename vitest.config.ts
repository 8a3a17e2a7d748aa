import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                APP_ENV: "test",
                SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
                // The local Stripe stand-in signs its events with this; tests sign theirs with it too.
                STRIPE_WEBHOOK_SECRET: "whsec_test_local_webhook_secret_0123456789",
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          // Multi-request flows in workerd on a 2-core machine: a generous ceiling, never a speed assertion.
          testTimeout: 30_000,
          setupFiles: ["./test/worker/setup.ts"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          include: ["test/web/**/*.test.tsx", "test/web/**/*.test.ts"],
          environment: "happy-dom",
          setupFiles: ["./test/web/setup.ts"],
        },
      },
    ],
  },
});
