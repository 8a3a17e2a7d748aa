// Helpers shared by the dev, test and bench scripts.
import { spawn } from "node:child_process";

export const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

/** Runs a command to completion; rejects with its output on failure. */
export function run(cmd, args, { env = quietEnv, echo = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      if (echo) process.stdout.write(d);
    });
    child.stderr.on("data", (d) => {
      out += d;
      if (echo) process.stderr.write(d);
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(" ")} exited ${code}\n${out}`)),
    );
  });
}
