// The deployable Worker's upload size, from a real build and `wrangler deploy --dry-run`.
import { run } from "../lib.mjs";

export default async function workerSize() {
  await run("vite", ["build"]);
  const out = await run("wrangler", ["deploy", "--dry-run", "--outdir", "dist-check"]);
  const size = /Total Upload:\s*([^\n]+)/.exec(out)?.[1];
  console.log(size ? `Worker upload size: ${size}` : out);
}
