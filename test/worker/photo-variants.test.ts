// Browser-made photo variants (ADR 0130): stored with the upload, served to lists, the link page and the invoice
// PDF, another company's photo never reached, and the one-time backfill that marks older photos idempotent.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { Job } from "#schema/contracts/jobs";
import { getDb } from "#worker/lib/db";
import { markPhotoVariantsPage, PHOTO_VARIANTS_BACKFILL } from "#worker/services/photo-variants-backfill";
import { approvalLink, makeProgress, makeProject } from "../factories/billing";
import { tinyJpeg, tinyPng } from "../factories/images";
import { Browser, failure, signedUp } from "./http";

const ORIGINAL = tinyJpeg(1);
const W640 = tinyJpeg(2);
const W240 = tinyJpeg(3);

const file = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });

/** POST /api/uploads as the tab sends it: the photo and, when given, its two copies. */
async function upload(browser: Browser, original: Uint8Array, variants: { w640?: Uint8Array; w240?: Uint8Array } = {}) {
  const form = new FormData();
  form.append("file", file(original, "photo.jpg"));
  if (variants.w640) form.append("w640", file(variants.w640, "w640.jpg"));
  if (variants.w240) form.append("w240", file(variants.w240, "w240.jpg"));
  return browser.fetch("/api/uploads", { method: "POST", body: form });
}

const keyOf = (url: string) => decodeURIComponent(url.replace("/api/uploads/", ""));
const row = (key: string) =>
  env.DB.prepare("select w640_size, w240_size, variants_wanted from uploads where key = ?")
    .bind(key)
    .first<{ w640_size: number | null; w240_size: number | null; variants_wanted: number }>();
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

/** True when `needle` occurs in `hay` (a JPEG is embedded in a PDF byte for byte). */
function contains(hay: Uint8Array, needle: Uint8Array) {
  outer: for (let i = 0; i <= hay.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

async function withVariants() {
  const owner = await signedUp();
  const res = await upload(owner.browser, ORIGINAL, { w640: W640, w240: W240 });
  expect(res.status).toBe(201);
  const { url } = (await res.json()) as { url: string };
  return { ...owner, url, key: keyOf(url) };
}

describe("photo variants on upload", () => {
  it("stores the 640 px and 240 px copies beside the photo and records them; the answer is unchanged", async () => {
    const { url, key } = await withVariants();
    expect(url).toMatch(/^\/api\/uploads\/u\/\d+\/[A-Za-z0-9_-]+\.jpg$/);
    expect(await row(key)).toEqual({ w640_size: W640.length, w240_size: W240.length, variants_wanted: 0 });
    expect(new Uint8Array(await (await env.MEDIA.get(`${key}@640`))!.arrayBuffer())).toEqual(W640);
    expect(new Uint8Array(await (await env.MEDIA.get(`${key}@240`))!.arrayBuffer())).toEqual(W240);
  });

  it("serves the owner the thumbnail, the 640 px copy and the original, each with its own ETag", async () => {
    const { browser, url } = await withVariants();
    const thumb = await browser.fetch(`${url}?v=240`);
    expect(thumb.status).toBe(200);
    const thumbTag = thumb.headers.get("ETag");
    expect(await bytesOf(thumb)).toEqual(W240);
    const mid = await browser.fetch(`${url}?v=640`);
    expect(await bytesOf(mid)).toEqual(W640);
    const original = await browser.fetch(url);
    expect(await bytesOf(original)).toEqual(ORIGINAL);
    expect(new Set([thumbTag, mid.headers.get("ETag"), original.headers.get("ETag")]).size).toBe(3);
  });

  it("a photo sent without copies serves the original for every size and is marked for a later session", async () => {
    const { browser } = await signedUp();
    const { url } = (await (await upload(browser, ORIGINAL)).json()) as { url: string };
    expect(await bytesOf(await browser.fetch(`${url}?v=240`))).toEqual(ORIGINAL);
    expect(await row(keyOf(url))).toEqual({ w640_size: null, w240_size: null, variants_wanted: 1 });
    const wanted = (await (await browser.fetch("/api/uploads/variants-wanted")).json()) as {
      photos: { url: string }[];
    };
    expect(wanted.photos).toEqual([{ url }]);
  });

  it("refuses a copy that is not a JPEG, and keeps nothing of that upload", async () => {
    const { browser } = await signedUp();
    const res = await failure(upload(browser, ORIGINAL, { w640: tinyPng() }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Photo sizes must be JPEG images of 1 MB or smaller");
  });

  it("another company's photo and its copies read as missing, and its copies cannot be replaced", async () => {
    const { url } = await withVariants();
    const stranger = await signedUp();
    for (const v of ["", "?v=640", "?v=240"]) expect((await stranger.browser.fetch(`${url}${v}`)).status).toBe(404);
    const form = new FormData();
    form.append("url", url);
    form.append("w640", file(W240, "w640.jpg"));
    const res = await stranger.browser.fetch("/api/uploads/variants", { method: "POST", body: form });
    expect(res.status).toBe(404);
    expect(new Uint8Array(await (await env.MEDIA.get(`${keyOf(url)}@640`))!.arrayBuffer())).toEqual(W640);
    expect((await new Browser().fetch(`${url}?v=640`)).status).toBe(401);
  });
});

describe("photo variants where photos are read", () => {
  it("the invoice PDF embeds the 640 px copy, not the original", async () => {
    const { browser, url } = await withVariants();
    const project = await makeProject(browser);
    const progress = await makeProgress(browser, { projectId: project.id, photos: [{ url, caption: "Panel" }] });
    const pdf = await bytesOf(await browser.fetch(`/api/progress/${progress.id}/invoice.pdf`));
    expect(contains(pdf, W640)).toBe(true);
    expect(contains(pdf, ORIGINAL)).toBe(false);
  });

  it("the link page's photo sizes answer the 640 px copy; the photo itself is the original", async () => {
    const { browser, url } = await withVariants();
    const project = await makeProject(browser);
    const progress = await makeProgress(browser, { projectId: project.id, photos: [{ url, caption: null }] });
    const token = (await approvalLink(browser, progress.id)).url.split("/a/")[1]!;
    const client = new Browser(undefined, "198.51.100.7");
    for (const w of ["320", "640"]) {
      const res = await client.fetch(`/api/a/${token}/photos/0?w=${w}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/jpeg");
      expect(await bytesOf(res)).toEqual(W640);
    }
    expect(await bytesOf(await client.fetch(`/api/a/${token}/photos/0`))).toEqual(ORIGINAL);
    const page = await (await client.fetch(`/a/${token}`)).text();
    expect(page).toContain(`/photos/0?w=`);
  });
});

describe("the photo-variants backfill", () => {
  const db = () => getDb(env);
  const recordingQueue = () => {
    const sent: Job[] = [];
    const JOBS = {
      send: vi.fn(async (body: Job) => void sent.push(body)),
      sendBatch: vi.fn(async (batch: { body: Job }[]) => void sent.push(...batch.map((m) => m.body))),
    };
    return { env: { JOBS } as unknown as { JOBS: Queue }, sent };
  };

  it("marks photos without copies once, leaves photos with copies alone, and is done after its last page", async () => {
    await env.DB.prepare("update backfills set done_at = null where name = ?").bind(PHOTO_VARIANTS_BACKFILL).run();
    const { browser, key: withKey } = await withVariants();
    const old = (await (await upload(browser, tinyJpeg(7))).json()) as { url: string };
    const oldKey = keyOf(old.url);
    // As if uploaded before variants existed: no mark yet.
    await env.DB.prepare("update uploads set variants_wanted = 0 where key = ?").bind(oldKey).run();

    const queue = recordingQueue();
    const first = await markPhotoVariantsPage(queue.env, db(), 0);
    expect(first.marked).toBeGreaterThanOrEqual(1);
    expect(first.next).toBeNull();
    expect((await row(oldKey))?.variants_wanted).toBe(1);
    expect((await row(withKey))?.variants_wanted).toBe(0);
    const done = await env.DB.prepare("select done_at from backfills where name = ?")
      .bind(PHOTO_VARIANTS_BACKFILL)
      .first<{ done_at: number | null }>();
    expect(done?.done_at).not.toBeNull();

    // Redelivered after it finished: nothing read, nothing written, nothing enqueued.
    expect(await markPhotoVariantsPage(queue.env, db(), 0)).toEqual({ marked: 0, next: null });
    // Run again before it was stamped (a redelivery racing the stamp): marked photos are not marked twice.
    await env.DB.prepare("update backfills set done_at = null where name = ?").bind(PHOTO_VARIANTS_BACKFILL).run();
    expect((await markPhotoVariantsPage(queue.env, db(), 0)).marked).toBe(0);
    expect(queue.sent).toEqual([]);
  });

  it("the session's copies clear the mark and are used from then on; a photo the browser cannot draw is let go", async () => {
    const { browser } = await signedUp();
    const a = (await (await upload(browser, tinyJpeg(8))).json()) as { url: string };
    const b = (await (await upload(browser, tinyJpeg(9))).json()) as { url: string };
    const wanted = (await (await browser.fetch("/api/uploads/variants-wanted")).json()) as {
      photos: { url: string }[];
    };
    expect(wanted.photos.map((p) => p.url)).toEqual([a.url, b.url]);

    const send = async (form: FormData) => browser.fetch("/api/uploads/variants", { method: "POST", body: form });
    const made = new FormData();
    made.append("url", a.url);
    made.append("w640", file(W640, "w640.jpg"));
    made.append("w240", file(W240, "w240.jpg"));
    expect((await send(made)).status).toBe(200);
    // Sent twice (a retry): the same keys, the same columns.
    const again = new FormData();
    again.append("url", a.url);
    again.append("w640", file(W640, "w640.jpg"));
    again.append("w240", file(W240, "w240.jpg"));
    expect((await send(again)).status).toBe(200);
    expect(await row(keyOf(a.url))).toEqual({ w640_size: W640.length, w240_size: W240.length, variants_wanted: 0 });
    expect(await bytesOf(await browser.fetch(`${a.url}?v=640`))).toEqual(W640);

    const unreadable = new FormData();
    unreadable.append("url", b.url);
    unreadable.append("unreadable", "1");
    expect((await send(unreadable)).status).toBe(200);
    expect(await row(keyOf(b.url))).toEqual({ w640_size: null, w240_size: null, variants_wanted: 0 });
    const left = (await (await browser.fetch("/api/uploads/variants-wanted")).json()) as { photos: unknown[] };
    expect(left.photos).toEqual([]);
  });
});
