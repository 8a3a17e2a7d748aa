// A software WebAuthn authenticator (ES256, "none" attestation) built on WebCrypto, for worker tests.

const enc = { encode: (s: string) => new TextEncoder().encode(s) as Uint8Array<ArrayBuffer> };

export const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const sha256 = async (data: Uint8Array<ArrayBuffer>) => new Uint8Array(await crypto.subtle.digest("SHA-256", data));

/** Just enough CBOR for attestation objects and COSE keys: ints, byte strings, text strings, maps. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function cbor(value: Cbor): Uint8Array<ArrayBuffer> {
  const head = (major: number, n: number) =>
    n < 24
      ? new Uint8Array([(major << 5) | n])
      : n < 256
        ? new Uint8Array([(major << 5) | 24, n])
        : new Uint8Array([(major << 5) | 25, n >> 8, n & 255]);
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const b = enc.encode(value);
    return concat(head(3, b.length), b);
  }
  if (value instanceof Uint8Array) return concat(head(2, value.length), value);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return concat(...parts);
}

/** WebCrypto signs ECDSA as r||s; WebAuthn carries the ASN.1 DER form. */
function derSignature(raw: Uint8Array) {
  const int = (b: Uint8Array) => {
    let i = 0;
    while (i < b.length - 1 && b[i] === 0) i++;
    let v = b.slice(i);
    if (v[0]! & 0x80) v = concat(new Uint8Array([0]), v);
    return concat(new Uint8Array([0x02, v.length]), v);
  };
  const body = concat(int(raw.slice(0, 32)), int(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

export class SoftAuthenticator {
  private keys!: CryptoKeyPair;
  readonly credentialId = crypto.getRandomValues(new Uint8Array(16));
  /** The signature counter of the next assertion minus one; tests set it back to play a cloned authenticator. */
  signCount = 0;
  /** Synced passkeys often have no counter at all: every assertion says 0. */
  noCounter = false;
  /** Backup eligible (BE, fixed when made) and backed up (BS, may change) flags. */
  backupEligible = false;
  backedUp = false;
  /** The user handle the site gave at registration (options.user.id), returned with each assertion as browsers do. */
  userHandle: string | undefined;
  constructor(
    readonly rpId: string,
    readonly origin: string,
    /** Flags the authenticator reports: user present + user verified unless a test says otherwise. */
    readonly userVerified = true,
  ) {}

  private flags(extra = 0) {
    const backup = (this.backupEligible ? 0x08 : 0) | (this.backedUp ? 0x10 : 0);
    return 0x01 | (this.userVerified ? 0x04 : 0) | backup | extra;
  }

  async register(options: { challenge: string; user?: { id: string } }) {
    this.userHandle = options.user?.id;
    this.keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    const jwk = (await crypto.subtle.exportKey("jwk", this.keys.publicKey)) as JsonWebKey;
    const fromB64url = (s: string) =>
      Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, fromB64url(jwk.x!)],
        [-3, fromB64url(jwk.y!)],
      ]),
    );
    const authData = concat(
      await sha256(enc.encode(this.rpId)),
      new Uint8Array([this.flags(0x40)]),
      new Uint8Array([0, 0, 0, 0]),
      new Uint8Array(16), // AAGUID
      new Uint8Array([0, this.credentialId.length]),
      this.credentialId,
      coseKey,
    );
    const clientData = enc.encode(
      JSON.stringify({
        type: "webauthn.create",
        challenge: options.challenge,
        origin: this.origin,
        crossOrigin: false,
      }),
    );
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    const id = b64url(this.credentialId);
    return {
      id,
      rawId: id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  async assert(options: { challenge: string }, origin = this.origin) {
    if (!this.noCounter) this.signCount++;
    const authData = concat(
      await sha256(enc.encode(this.rpId)),
      new Uint8Array([this.flags()]),
      new Uint8Array([0, 0, 0, this.noCounter ? 0 : this.signCount]),
    );
    const clientData = enc.encode(JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin }));
    const signed = concat(authData, await sha256(clientData));
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, this.keys.privateKey, signed),
    );
    const id = b64url(this.credentialId);
    return {
      id,
      rawId: id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(derSignature(raw)),
        ...(this.userHandle === undefined ? {} : { userHandle: this.userHandle }),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
