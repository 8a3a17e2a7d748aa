import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * Worker test files share one workerd per vitest worker (isolate: false): loading the Worker's module graph took
 * some 5 s a file, more than half the unit suite (ADR 0168). test/worker/setup.ts empties every table before each
 * file. These files read state the wipe does not reach (R2 listings, module-level caches of one-time jobs, the demo workspace made once) and run
 * in their own workerd each, as every file did before.
 */
const ISOLATED = ["test/worker/migration-teams.test.ts", "test/worker/local-workspace.test.ts"];

const workerProject = (name: string, include: string[], exclude: string[], isolate: boolean) => ({
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          APP_ENV: "test",
          SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
          // The deployment's one address, as test/worker/http.ts's ORIGIN; passkeys are bound to it (ADR 0122).
          APP_URL: "https://paystage.test",
          // Seals TOTP secrets (worker/lib/secret-box.ts): one key; rotation tests put a newer one in front.
          DATA_ENCRYPTION_KEYS: "t1:dGVzdC1kYXRhLWtleS10ZXN0LWRhdGEta2V5LTAxMjM",
          // The local Stripe stand-in signs its events with this; tests sign theirs with it too.
          STRIPE_WEBHOOK_SECRET: "whsec_test_local_webhook_secret_0123456789",
          TEST_MIGRATIONS: await readD1Migrations("./migrations"),
          // The directory's own (ADR 0185); every shard gets TEST_MIGRATIONS (test/worker/setup.ts).
          TEST_DIRECTORY_MIGRATIONS: await readD1Migrations("./migrations-directory"),
        },
      },
    })),
  ],
  test: {
    name,
    include,
    exclude,
    isolate,
    // Multi-request flows in workerd on a 2-core machine: a generous ceiling, never a speed assertion.
    testTimeout: 30_000,
    // Each file starts its own workerd and loads the Worker's module graph through the runner, one module
    // per round trip: pre-bundling the dependencies with hundreds of modules each (stripe alone has 271)
    // makes each a single module (ADR 0004).
    deps: {
      optimizer: {
        ssr: {
          enabled: true,
          include: [
            "stripe",
            "pdf-lib",
            "fontkit",
            "@simplewebauthn/server",
            "@simplewebauthn/server/helpers",
            "otpauth",
            "fflate",
            "jose",
            "zod",
          ],
        },
      },
    },
    setupFiles: ["./test/worker/setup.ts"],
  },
});

export default defineConfig({
  test: {
    // Two files at a time (vitest's default on 2 cores is one): most of a workerd file's time is waiting on
    // module round trips, not CPU, so two keep both cores busy (ADR 0004). Set for the run, since projects with
    // different worker counts cannot run side by side.
    maxWorkers: Number(process.env.VITEST_WORKER_FILES ?? 2),
    projects: [
      workerProject("worker", ["test/worker/**/*.test.ts"], ISOLATED, false),
      workerProject("worker-isolated", ISOLATED, [], true),
      {
        // The e-invoice XML checked by the official EN 16931 schematron (SaxonJS) and XSD (xmllint as WebAssembly):
        // plain node, no workerd and no DOM (issue 36).
        test: {
          name: "einvoice",
          include: ["test/einvoice/**/*.test.ts"],
          environment: "node",
          // Loading the compiled schematron (about 5 MB of SEF each) on a busy 2-core machine: a ceiling, never a speed assertion.
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          include: ["test/web/**/*.test.tsx", "test/web/**/*.test.ts"],
          environment: "happy-dom",
          // A screen's lazy parts (dialogs, panels) are transformed on first import: on a busy 2-core machine that
          // alone can pass the defaults. A generous ceiling, never a speed assertion (as for the worker tests).
          testTimeout: 30_000,
          setupFiles: ["./test/web/setup.ts"],
        },
      },
    ],
  },
});
