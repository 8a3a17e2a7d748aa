// Rebuilds worker/security/common-passwords.txt from Django's bundled list of the 20,000 most common passwords
// (Royce Williams' list, lowercased and de-duplicated; Django is BSD-licensed). Offline source: a Django wheel.
//   node scripts/build-common-passwords.mjs path/to/django-X.Y.Z-py3-none-any.whl
// Only passwords the length rule would accept are kept (shorter ones are refused by it already).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

const MIN_LENGTH = 6; // schema/contracts/auth.ts: "Password must be at least 6 characters"
const wheel = process.argv[2];
if (!wheel) {
  console.error("usage: node scripts/build-common-passwords.mjs <django wheel>");
  process.exit(2);
}
const gz = execFileSync("unzip", ["-p", wheel, "django/contrib/auth/common-passwords.txt.gz"], {
  maxBuffer: 16 * 1024 * 1024,
});
const words = [
  ...new Set(
    gunzipSync(gz)
      .toString("utf8")
      .split("\n")
      .map((w) => w.trim().toLowerCase()),
  ),
].filter((w) => w.length >= MIN_LENGTH);
writeFileSync("worker/security/common-passwords.txt", `${words.join("\n")}\n`);
console.log(`worker/security/common-passwords.txt: ${words.length} passwords`);
