// Have I Been Pwned's k-anonymity range API: only the first 5 hex digits of the password's SHA-1 leave the Worker.
// Fails open: when the service is slow or down, sign-up and password changes still work (the bundled list still applies).

export const HIBP_RANGE_URL = "https://api.pwnedpasswords.com/range/";
const TIMEOUT_MS = 1500;

async function sha1Hex(text: string) {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}

/** True when the range answer lists this password's hash suffix with a non-zero count (padding rows have 0). */
export function rangeListsSuffix(body: string, suffix: string): boolean {
  for (const line of body.split("\n")) {
    const [candidate, count] = line.trim().split(":");
    if (candidate?.toUpperCase() === suffix && Number(count) > 0) return true;
  }
  return false;
}

export async function isBreached(password: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  const hash = await sha1Hex(password);
  try {
    const res = await fetcher(`${HIBP_RANGE_URL}${hash.slice(0, 5)}`, {
      headers: { "Add-Padding": "true", "User-Agent": "PayStage password check" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) return false;
    return rangeListsSuffix(await res.text(), hash.slice(5));
  } catch (err) {
    console.warn("Breached-password check unavailable; allowing", err instanceof Error ? err.message : err);
    return false;
  }
}
