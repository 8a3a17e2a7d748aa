// Photo uploads: content checks by magic bytes, size limits, private storage and owner-only serving.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { HEIC_BYTES, JPEG_BYTES, PNG_BYTES, uploadForm, uploadPhoto, WEBP_BYTES } from "../factories/billing";
import { Browser, failure, ok, signedUp } from "./http";

/** The upload route reads its multipart body itself (no validator), so the form goes in as the request's body. */
const upload = (browser: Browser, form: FormData) => browser.api.uploads.$post(undefined, { init: { body: form } });

const sha256 = async (bytes: Uint8Array) => Buffer.from(await crypto.subtle.digest("SHA-256", bytes)).toString("hex");

describe("POST /api/uploads", () => {
  it.each([
    [JPEG_BYTES, "image/jpeg", /^\/api\/uploads\/u\/\d+\/[A-Za-z0-9_-]+\.jpg$/],
    [PNG_BYTES, "image/png", /\.png$/],
    [WEBP_BYTES, "image/webp", /\.webp$/],
    [HEIC_BYTES, "image/heic", /\.heic$/],
  ])("stores a real image under a server-made key and records it (%#)", async (bytes, type, url) => {
    const { browser, user } = await signedUp();
    // The declared name and type are ignored: only the bytes count.
    const body = await ok(upload(browser, uploadForm(bytes, "../../evil.exe", "application/x-msdownload")), 201);
    expect(body.url).toMatch(url);
    expect(body).toMatchObject({ contentType: type, size: bytes.length });
    const key = body.url.replace("/api/uploads/", "");
    expect(key.startsWith(`u/${user.id}/`)).toBe(true);
    const row = await env.DB.prepare("select * from uploads where key = ?").bind(key).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      user_id: user.id,
      kind: "photo",
      content_type: type,
      size: bytes.length,
      sha256: await sha256(bytes),
    });
    const object = await env.MEDIA.get(key);
    expect(object?.httpMetadata?.contentType).toBe(type);
  });

  it("refuses content that is not a photo, whatever its name or type says", async () => {
    const { browser } = await signedUp();
    for (const bytes of [
      new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'></svg>"),
      new TextEncoder().encode("%PDF-1.7 fake"),
      new Uint8Array([0xff, 0xd8]),
    ]) {
      const res = await failure(upload(browser, uploadForm(bytes, "photo.jpg", "image/jpeg")));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Photos must be JPEG, PNG, WebP or HEIC images");
    }
  });

  it("refuses an empty file and a missing file", async () => {
    const { browser } = await signedUp();
    const empty = await failure(upload(browser, uploadForm(new Uint8Array(0))));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("The photo is empty. Take or choose it again.");
    const form = new FormData();
    form.append("file", "just text");
    const missing = await failure(upload(browser, form));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Choose a photo to upload");
    // JSON where a form belongs: the typed client cannot say it, so it goes by path.
    const notMultipart = await failure(browser.fetch("/api/uploads", { method: "POST", json: { file: "x" } }));
    expect(notMultipart.status).toBe(400);
    expect(notMultipart.body.message).toBe("Choose a photo to upload");
  });

  it("refuses a photo over 10 MB", async () => {
    const { browser } = await signedUp();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(JPEG_BYTES);
    const res = await failure(upload(browser, uploadForm(big)));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "Photos must be 10 MB or smaller" });
  });

  it("accepts a photo of exactly 10 MB", async () => {
    const { browser } = await signedUp();
    const max = new Uint8Array(10 * 1024 * 1024);
    max.set(JPEG_BYTES);
    expect((await upload(browser, uploadForm(max))).status).toBe(201);
  });

  it("answers a retry of the same photo with the one already stored: no second object, no orphan", async () => {
    const { browser, user } = await signedUp();
    const other = await signedUp();
    const first = await uploadPhoto(browser, PNG_BYTES);
    // The phone never heard the first answer and sends the same bytes again.
    const retry = await uploadPhoto(browser, PNG_BYTES);
    expect(retry).toEqual(first);
    const rows = await env.DB.prepare("select key from uploads where user_id = ?").bind(user.id).all();
    expect(rows.results).toHaveLength(1);
    const objects = await env.MEDIA.list({ prefix: `u/${user.id}/` });
    expect(objects.objects.map((o) => o.key)).toEqual([rows.results[0]!.key]);
    // Another photo is another object; the same bytes from another account are that account's own.
    expect((await uploadPhoto(browser, JPEG_BYTES)).url).not.toBe(first.url);
    const theirs = await uploadPhoto(other.browser, PNG_BYTES);
    expect(theirs.url).not.toBe(first.url);
    expect(theirs.url.startsWith(`/api/uploads/u/${other.user.id}/`)).toBe(true);
  });

  it("needs a signed-in user", async () => {
    const res = await failure(upload(new Browser(), uploadForm(JPEG_BYTES)));
    expect(res.status).toBe(401);
  });
});

describe("GET /api/uploads/{key}", () => {
  it("serves the owner's photo privately, cacheable, with an ETag and 304 on revalidation", async () => {
    const { browser } = await signedUp();
    const photo = await uploadPhoto(browser, PNG_BYTES);
    const res = await browser.fetch(photo.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toBe("private, max-age=31536000, immutable");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const etag = res.headers.get("ETag");
    expect(etag).toBe(`"${await sha256(PNG_BYTES)}"`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_BYTES);

    const again = await browser.fetch(photo.url, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
  });

  it("answers another user, a signed-out visitor and unknown keys with 404/401, never the bytes", async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const photo = await uploadPhoto(owner.browser);
    const stranger = await other.browser.fetch(photo.url);
    expect(stranger.status).toBe(404);
    expect((await failure(Promise.resolve(stranger))).body.message).toBe("Photo not found");
    expect((await new Browser().fetch(photo.url)).status).toBe(401);
    expect((await owner.browser.fetch("/api/uploads/u/1/nope.jpg")).status).toBe(404);
  });
});
