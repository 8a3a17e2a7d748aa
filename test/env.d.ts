// Bindings the test pool adds on top of wrangler.toml.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("@cloudflare/vitest-plugin").D1Migration[];
    TEST_DIRECTORY_MIGRATIONS: import("@cloudflare/vitest-plugin").D1Migration[];
  }
}

// Vite's ?raw imports of files the security-header test compares against the Worker's policy.
declare module "*?raw" {
  const text: string;
  export default text;
}
