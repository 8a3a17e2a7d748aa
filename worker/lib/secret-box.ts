// Seals secrets we must be able to read back (TOTP secrets; accounting tokens next) with AES-GCM under a key from
// the DATA_ENCRYPTION_KEYS Worker secret. The secret is a list of versioned keys, newest first: rotation adds a key at
// the front, and each sealed value names the key that sealed it, so older values still open (ADR 0122).

/** `sb1:<key id>:<iv>:<ciphertext+tag>`, base64url parts; the prefix tells a sealed value from a plain one. */
const PREFIX = "sb1";
/** 96-bit IVs, random per seal: the length AES-GCM recommends (NIST SP 800-38D via MDN's AesGcmParams). */
const IV_BYTES = 12;
const KEY_BYTES = 32;
/** HKDF's info names the purpose, so the same key material could never yield this key for another use. */
const HKDF_INFO = new TextEncoder().encode("paystage secret-box v1");

export const KEY_ID = /^[a-z0-9]{1,16}$/;
export const DATA_KEYS_FORMAT =
  "DATA_ENCRYPTION_KEYS must be id:key pairs, newest first, e.g. k2:<32 random bytes, base64url>,k1:<...>";

export type SecretKeyring = { newest: string; keys: Map<string, CryptoKey> };
export type Opened = { plaintext: string /** plain or sealed by an older key: seal it again */; stale: boolean };

const fromB64url = (s: string) => new Uint8Array(Buffer.from(s, "base64url"));
const toB64url = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(new Uint8Array(bytes)).toString("base64url");

/** The id:key pairs of the secret, or null when it is not well-formed (env validation names the problem). */
export function parseDataKeys(raw: string): Array<{ id: string; material: Uint8Array<ArrayBuffer> }> | null {
  const pairs = raw
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (pairs.length === 0) return null;
  const out: Array<{ id: string; material: Uint8Array<ArrayBuffer> }> = [];
  for (const pair of pairs) {
    const [id, key, ...rest] = pair.split(":");
    if (!id || !key || rest.length > 0 || !KEY_ID.test(id) || out.some((k) => k.id === id)) return null;
    const material = fromB64url(key);
    if (material.length !== KEY_BYTES) return null;
    out.push({ id, material });
  }
  return out;
}

async function deriveKey(material: Uint8Array<ArrayBuffer>) {
  const base = await crypto.subtle.importKey("raw", material, "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: HKDF_INFO },
    base,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

// Derived once per isolate and secret value: deriving costs more than the seal itself.
const keyrings = new Map<string, Promise<SecretKeyring>>();

export function keyringOf(env: Pick<Env, "DATA_ENCRYPTION_KEYS">): Promise<SecretKeyring> {
  const raw = env.DATA_ENCRYPTION_KEYS;
  let ring = keyrings.get(raw);
  if (!ring) {
    const parsed = parseDataKeys(raw);
    if (!parsed) throw new Error(DATA_KEYS_FORMAT);
    ring = Promise.all(parsed.map(async (k) => [k.id, await deriveKey(k.material)] as const)).then((entries) => ({
      newest: parsed[0]!.id,
      keys: new Map(entries),
    }));
    keyrings.set(raw, ring);
  }
  return ring;
}

export const isSealed = (stored: string) => stored.startsWith(`${PREFIX}:`);

/** The id of the key that sealed a value, or null for a plain one. */
export const sealedWith = (stored: string) => (isSealed(stored) ? (stored.split(":")[1] ?? null) : null);

/**
 * Seals `plaintext` with the newest key. `context` (e.g. "totp:42") is authenticated, not stored: a sealed value
 * copied to another row does not open there.
 */
export async function seal(ring: SecretKeyring, plaintext: string, context: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ct = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(context) },
    ring.keys.get(ring.newest)!,
    new TextEncoder().encode(plaintext),
  );
  return [PREFIX, ring.newest, toB64url(iv), toB64url(ct)].join(":");
}

/**
 * Opens a stored value. A plain value (from before sealing) is returned as it is and marked stale, so the caller
 * seals it on the spot; a value under an unknown key or a wrong context throws: never guessed, never lost.
 */
export async function open(ring: SecretKeyring, stored: string, context: string): Promise<Opened> {
  if (!isSealed(stored)) return { plaintext: stored, stale: true };
  const [, keyId, iv, ct] = stored.split(":");
  const key = keyId ? ring.keys.get(keyId) : undefined;
  if (!key || !iv || !ct) throw new Error(`Sealed value under key "${keyId}", which DATA_ENCRYPTION_KEYS lacks`);
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: fromB64url(iv), additionalData: new TextEncoder().encode(context) },
    key,
    fromB64url(ct),
  );
  return { plaintext: new TextDecoder().decode(plain), stale: keyId !== ring.newest };
}
